import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_UPLOAD_BYTES } from '@vaultbox/common/constants.ts';
import { addToAlbum, refreshAfterAlbumChange } from '../../lib/albums-api.ts';
import { t } from '../../lib/i18n.ts';
import { refreshAfterMediaChange } from '../../lib/media-cache.ts';
import { useSystemInfo } from '../../lib/system-info.ts';
import { notify } from '../../lib/toast.ts';
import { discardResumableUploadOnDemand, startResumableUploadOnDemand } from './api/resumable-upload-on-demand.ts';
import { UploadRecords } from './upload-records.ts';
import { UploadStore, type UploadState } from './upload-store.ts';

const UploadContext = createContext<UploadStore | null>(null);

// The texts come from i18next itself, not a hook's t: the store outlives a language change.

/**
 * The signed-in app's upload queue (mounted by the app shell, one per user): uploads go on whatever screen is open,
 * and leaving the page while they run asks first.
 */
export function UploadProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [store] = useState(
    () =>
      new UploadStore({
        startTransfer: startResumableUploadOnDemand,
        discard: discardResumableUploadOnDemand,
        records: new UploadRecords(userId),
        onCompleted: (item) => {
          void refreshAfterMediaChange(queryClient);
          // The Upload screen's "Add to album": each file goes in as it finishes (docs/product.md, Albums).
          if (item.albumId && item.mediaId)
            addToAlbum({ albumId: item.albumId, mediaIds: [item.mediaId] })
              .then(() => refreshAfterAlbumChange(queryClient))
              .catch(() => notify.error(t('upload.addFailed', { ns: 'albums', file: item.file.name })));
        },
        onFailed: (item, reason) => notify.error(t('upload.failedFile', { ns: 'media', file: item.file.name, reason })),
        onRunFinished: ({ done, failed }) => {
          if (done > 0) notify.success(t('upload.successSummary', { ns: 'media', count: done }));
          if (failed > 0) notify.error(t('upload.someFailed', { ns: 'media' }));
        },
      }),
  );

  useEffect(() => {
    store.open();
    return () => store.close();
  }, [store]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (store.isBusy()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [store]);

  return <UploadContext value={store}>{children}</UploadContext>;
}

/** The queue store and its current state. */
export function useUploads(): { store: UploadStore; state: UploadState } {
  const store = use(UploadContext);
  if (!store) throw new Error('useUploads needs an UploadProvider (the app shell mounts it)');
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { store, state };
}

/** The largest file the server takes (GET /api/system/info), common's default until it has answered. */
export function useMaxUploadBytes(): number {
  return useSystemInfo().data?.maxUploadBytes ?? MAX_UPLOAD_BYTES;
}
