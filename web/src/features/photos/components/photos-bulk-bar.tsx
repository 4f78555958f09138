import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderPlus, Share2, Trash2, X } from 'lucide-react';
import { AddToAlbumDialog } from '../../../components/add-to-album-dialog.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ShareFileModal } from '../../../components/share-file-modal.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeletePhotos } from '../api/delete-photos.ts';

/**
 * Shown at the bottom while files are selected, in any month: how many, Clear, and the library's bulk actions
 * that fit pictures: Add to album, Share (one link for the selection), Delete.
 */
export function PhotosBulkBar({ ids, onClear }: { ids: readonly string[]; onClear: () => void }) {
  const { t } = useTranslation('media');
  const { t: tAlbums } = useTranslation('albums');
  const { t: tItems } = useTranslation('share-items');
  const [confirming, setConfirming] = useState(false);
  const [sharing, setSharing] = useState<string[] | null>(null);
  const [adding, setAdding] = useState<string[] | null>(null);
  const remove = useDeletePhotos();
  const count = ids.length;

  const confirmDelete = () => {
    remove.mutate([...ids], {
      onSuccess: (res) => {
        notify.success(t('library.bulkDeleted', { count: res.deleted }));
        onClear();
      },
      onError: (error) => notify.error(errorMessage(error, t('library.bulkDeleteFailed'))),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <>
      {count > 0 ? (
        <div
          role="region"
          aria-label={t('library.bulkSelected', { count })}
          data-testid="bulk-bar"
          className="fixed inset-x-3 bottom-3 z-30 mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-2 rounded-2xl border border-indigo-500/30 bg-indigo-50/95 px-3 py-2.5 shadow-xl backdrop-blur sm:px-4 lg:left-72 dark:bg-indigo-950/90"
        >
          <div className="flex items-center gap-1 text-sm font-medium text-indigo-900 dark:text-indigo-100">
            <Button variant="ghost" size="sm" icon={<X className="size-4" />} onClick={onClear}>
              <span className="sr-only">{t('library.clearSelection')}</span>
            </Button>
            {t('library.bulkSelected', { count })}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              icon={<FolderPlus className="size-4" />}
              onClick={() => setAdding([...ids])}
            >
              {tAlbums('add.bulk')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              icon={<Share2 className="size-4" />}
              onClick={() => setSharing([...ids])}
            >
              {tItems('bulk.share')}
            </Button>
            <Button variant="danger" size="sm" icon={<Trash2 className="size-4" />} onClick={() => setConfirming(true)}>
              {t('library.deleteSelected')}
            </Button>
          </div>
        </div>
      ) : null}
      <AddToAlbumDialog mediaIds={adding} onClose={() => setAdding(null)} onAdded={onClear} />
      <ShareFileModal
        target={sharing ? { kind: 'selection', mediaFileIds: sharing } : null}
        onClose={() => setSharing(null)}
      />
      <ConfirmDialog
        open={confirming}
        title={t('library.confirmBulkDelete', { count })}
        description={t('library.deleteWarning')}
        confirmLabel={t('common.delete')}
        busyLabel={t('common.deleting')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
