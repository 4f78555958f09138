import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2, Upload } from 'lucide-react';
import { storagePercent } from '@vaultbox/common/storage-status.ts';
import { AlbumSelect } from '../../components/album-select.tsx';
import { ScreenHeading } from '../../components/screen-heading.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { useUserStats } from '../../lib/user-stats-api.ts';
import { DropZone } from './components/drop-zone.tsx';
import { QueueCounters } from './components/queue-counters.tsx';
import { QueueItemRow } from './components/queue-item-row.tsx';
import { UnfinishedUploads } from './components/unfinished-uploads.tsx';
import { storageWarning } from './storage-warning.ts';
import { checkPreferences } from './upload-preferences.ts';
import { useMaxUploadBytes, useUploads } from './upload-provider.tsx';
import { countByStatus, describeFiles, newQueueItem, splitBySize, uploadLimitLabel } from './upload-queue.ts';

/**
 * The Upload screen: queue, editable details, real progress, counters, storage warnings. The queue is the app's
 * (UploadProvider): files keep going when this screen is left, and unfinished ones from an earlier page can resume.
 */
export function UploadScreen() {
  const { t, i18n } = useTranslation('media');
  const { formatBytes, formatPercent } = useFormat();
  const { t: tApp } = useTranslation();
  const { t: tAlbums } = useTranslation('albums');
  usePageTitle(tApp('pages.upload'));
  const { store, state } = useUploads();
  const { items, unfinished } = state;
  const { dispatch } = store;
  const maxBytes = useMaxUploadBytes();
  const limit = uploadLimitLabel(maxBytes, i18n.language);

  const { user } = useSession();
  const stats = useUserStats();
  const percent = stats.data?.storage.percentage ?? (user ? storagePercent(user.storageUsed, user.storageLimit) : 0);
  const warning = storageWarning(percent);
  const counts = countByStatus(items);
  const waiting = items.filter((i) => i.status === 'pending').length;
  // The album new files go into once uploaded; the files already waiting follow a change of it.
  const [albumId, setAlbumId] = useState<string | null>(null);
  const chooseAlbum = (next: string | null) => {
    setAlbumId(next);
    dispatch({ type: 'album', albumId: next });
  };

  const addFiles = (files: File[]) => {
    const { accepted: small, rejected } = splitBySize(files, maxBytes);
    if (rejected.length > 0)
      notify.error(t('upload.tooLarge', { files: describeFiles(rejected, i18n.language), size: limit }));
    // Then the user's own upload preferences (max file size, allowed types), as the server applies them.
    const { accepted, refused } = checkPreferences(small, user?.preferences?.upload, maxBytes);
    for (const refusal of refused) {
      const reason =
        refusal.reason === 'size'
          ? tApp('uploadRules.sizeExceeded', { size: formatBytes(refusal.limit) })
          : tApp('uploadRules.typeNotAllowed', { list: refusal.list });
      notify.error(t('upload.failedFile', { file: refusal.file, reason }));
    }
    if (accepted.length > 0) dispatch({ type: 'add', items: accepted.map((file) => newQueueItem(file, { albumId })) });
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <ScreenHeading title={t('upload.title')} subtitle={t('upload.subtitle')} />

      {warning?.kind === 'full' ? (
        <Alert tone="error">{t('upload.storageFull')}</Alert>
      ) : warning?.kind === 'high' ? (
        <Alert tone="warning">{t('upload.storageHigh', { percent: formatPercent(warning.percent) })}</Alert>
      ) : null}

      <UnfinishedUploads records={unfinished} onResume={store.resume} onDiscard={store.discardUnfinished} />

      <DropZone onFiles={addFiles} limit={limit} />

      <AlbumSelect
        label={tAlbums('upload.label')}
        noneLabel={tAlbums('upload.none')}
        value={albumId}
        onChange={chooseAlbum}
        className="max-w-sm"
      />

      {items.length > 0 ? (
        <>
          <QueueCounters counts={counts} />
          <Card className="p-4 sm:p-5">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h3 className="font-semibold text-slate-900 dark:text-white">{t('upload.queue')}</h3>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => dispatch({ type: 'clearCompleted' })}
                  disabled={counts.completed === 0}
                >
                  {t('upload.clearCompleted')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Trash2 className="size-4" />}
                  onClick={() => dispatch({ type: 'clearAll' })}
                  disabled={counts.uploading === items.length}
                >
                  {t('upload.clearAll')}
                </Button>
                {/* Offered only while files wait: "Upload 0 files" would be a button that does nothing. */}
                {waiting > 0 ? (
                  <Button
                    size="sm"
                    icon={<Upload className="size-4" />}
                    onClick={() => dispatch({ type: 'queuePending' })}
                  >
                    {t('upload.uploadN', { count: waiting })}
                  </Button>
                ) : null}
              </div>
            </div>
            <ul className="space-y-3">
              {items.map((item) => (
                <QueueItemRow key={item.id} item={item} dispatch={dispatch} />
              ))}
            </ul>
          </Card>
        </>
      ) : null}
    </div>
  );
}
