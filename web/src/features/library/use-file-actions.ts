import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { downloadMedia } from '../../lib/download.ts';
import { mediaKeys } from '../../lib/media-cache.ts';
import { notify } from '../../lib/toast.ts';
import type { FileActions } from './components/file-actions.ts';

/** Preview, Download, Share, Edit and Delete of one file; share and delete open the screen's dialogs. */
export function useFileActions() {
  const { t } = useTranslation('media');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [shareTarget, setShareTarget] = useState<MediaFile | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<MediaFile | null>(null);

  const actions = useMemo<FileActions>(
    () => ({
      preview: (file) => void navigate(`/player/${file.id}`),
      edit: (file) => void navigate(`/player/${file.id}?edit=true`),
      share: (file) => setShareTarget(file),
      remove: (file) => setDeleteTarget(file),
      download: (file) => {
        downloadMedia(file.id, file.originalName)
          .then(() => {
            notify.success(t('download.started'));
            void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
          })
          .catch(() => notify.error(t('download.failed')));
      },
    }),
    [navigate, queryClient, t],
  );

  return { actions, shareTarget, setShareTarget, deleteTarget, setDeleteTarget };
}
