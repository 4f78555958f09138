import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { publicServingOf } from '@vaultbox/common/strippable-types.ts';
import { downloadMedia } from '../../lib/download.ts';
import { playerPath, type LibraryQueryState } from '../../lib/library-address.ts';
import { mediaKeys } from '../../lib/media-cache.ts';
import { notify } from '../../lib/toast.ts';
import { useSetMediaPublic } from './api/set-media-public.ts';
import type { FileActions } from './components/file-actions.ts';

/**
 * Preview, Download, Share, Edit, Mark public / Make private and Delete of one file; share and delete open the
 * screen's dialogs. The player opens
 * with the library's place, so its previous/next walk this list and Back returns here.
 */
export function useFileActions(place: LibraryQueryState) {
  const { t } = useTranslation('media');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [shareTarget, setShareTarget] = useState<MediaFile | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<MediaFile | null>(null);
  const { mutateAsync: setPublic } = useSetMediaPublic();

  const actions = useMemo<FileActions>(
    () => ({
      preview: (file) => void navigate(playerPath(file.id, place)),
      edit: (file) => void navigate(playerPath(file.id, place, { edit: true })),
      share: (file) => setShareTarget(file),
      remove: (file) => setDeleteTarget(file),
      togglePublic: (file) => {
        const isPublic = !file.isPublic;
        setPublic({ id: file.id, isPublic })
          .then(() => {
            const name = file.title;
            if (!isPublic) notify.success(t('library.madePrivate', { name }));
            // Public photos and videos are only ever served without location and camera data: say so when that cannot be.
            else if (publicServingOf(file.mimeType) === 'withheld')
              notify.warning(t('library.madePublicNotServed', { name }));
            else notify.success(t('library.madePublic', { name }));
          })
          .catch(() => notify.error(t('library.publicFailed')));
      },
      download: (file) => {
        downloadMedia(file.id, file.originalName)
          .then(() => {
            notify.success(t('download.started'));
            void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
          })
          .catch(() => notify.error(t('download.failed')));
      },
    }),
    [navigate, queryClient, t, place, setPublic],
  );

  return { actions, shareTarget, setShareTarget, deleteTarget, setDeleteTarget };
}
