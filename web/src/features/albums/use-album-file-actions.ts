import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { albumPlayerPath } from '../../lib/album-address.ts';
import { useRemoveFromAlbum } from '../../lib/albums-api.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { useMoveInAlbum } from './api/set-album-order.ts';
import { useUpdateAlbum } from './api/update-album.ts';
import type { AlbumFileActions } from './components/album-file-actions.ts';

/**
 * Open (the player walking this album from this page), Use as cover, Remove from album and the moves of one file of
 * an album; and the bulk removal.
 */
export function useAlbumFileActions(albumId: string, page: number) {
  const { t } = useTranslation('albums');
  const navigate = useNavigate();
  const { mutate: updateAlbum } = useUpdateAlbum();
  const remove = useRemoveFromAlbum();
  const { mutate: removeFiles } = remove;
  const move = useMoveInAlbum();
  const { mutate: moveFile } = move;

  const actions = useMemo<AlbumFileActions>(
    () => ({
      open: (file) => void navigate(albumPlayerPath(file.id, { albumId, page })),
      setCover: (file) =>
        updateAlbum(
          { id: albumId, changes: { coverMediaId: file.id } },
          {
            onSuccess: () => notify.success(t('file.coverSet', { name: file.title })),
            onError: (error) => notify.error(errorMessage(error, t('file.coverFailed'))),
          },
        ),
      remove: (file) =>
        removeFiles(
          { albumId, mediaIds: [file.id] },
          {
            onSuccess: () => notify.success(t('file.removedOne', { name: file.title })),
            onError: (error) => notify.error(errorMessage(error, t('file.removeFailed'))),
          },
        ),
      move: (file, direction) =>
        moveFile(
          { albumId, mediaId: file.id, direction },
          { onError: (error) => notify.error(errorMessage(error, t('file.moveFailed'))) },
        ),
    }),
    [albumId, page, navigate, t, updateAlbum, removeFiles, moveFile],
  );

  const removeMany = (mediaIds: string[], onDone: () => void) =>
    removeFiles(
      { albumId, mediaIds },
      {
        onSuccess: ({ changed }) => {
          notify.success(t('bulk.removed', { count: changed }));
          onDone();
        },
        onError: (error) => notify.error(errorMessage(error, t('file.removeFailed'))),
      },
    );

  return { actions, removeMany, removing: remove.isPending, moving: move.isPending };
}
