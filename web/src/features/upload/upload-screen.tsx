import { useEffect, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Trash2, Upload } from 'lucide-react';
import { storagePercent } from '@vaultbox/common/storage-status.ts';
import { ScreenHeading } from '../../components/screen-heading.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { refreshAfterMediaChange } from '../../lib/media-cache.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { uploadFile } from './api/upload-file.ts';
import { useUserStats } from '../../lib/user-stats-api.ts';
import { DropZone } from './components/drop-zone.tsx';
import { QueueCounters } from './components/queue-counters.tsx';
import { QueueItemRow } from './components/queue-item-row.tsx';
import { storageWarning } from './storage-warning.ts';
import { checkPreferences } from './upload-preferences.ts';
import {
  countByStatus,
  describeFiles,
  newQueueItem,
  queueReducer,
  splitBySize,
  type QueueItem,
} from './upload-queue.ts';

/** SPEC §2 Upload: queue, editable details, real progress, counters, storage warnings. */
export function UploadScreen() {
  const { t } = useTranslation('media');
  const { t: tApp } = useTranslation();
  usePageTitle(tApp('pages.upload'));
  const queryClient = useQueryClient();
  const [items, dispatch] = useReducer(queueReducer, []);
  const [running, setRunning] = useState(false);
  const latest = useRef<QueueItem[]>(items);
  useEffect(() => {
    latest.current = items;
  }, [items]);

  const { user } = useSession();
  const stats = useUserStats();
  const percent = stats.data?.storage.percentage ?? (user ? storagePercent(user.storageUsed, user.storageLimit) : 0);
  const warning = storageWarning(percent);
  const counts = countByStatus(items);

  const addFiles = (files: File[]) => {
    const { accepted: small, rejected } = splitBySize(files);
    if (rejected.length > 0) notify.error(t('upload.tooLarge', { files: describeFiles(rejected) }));
    // Then the user's own upload preferences (max file size, allowed types), as the server applies them.
    const { accepted, refused } = checkPreferences(small, user?.preferences?.upload);
    for (const refusal of refused) {
      const reason =
        refusal.reason === 'size'
          ? tApp('uploadRules.sizeExceeded', { size: refusal.size })
          : tApp('uploadRules.typeNotAllowed', { list: refusal.list });
      notify.error(t('upload.failedFile', { file: refusal.file, reason }));
    }
    if (accepted.length > 0) dispatch({ type: 'add', items: accepted.map(newQueueItem) });
  };

  // Only pending items are sent, one after another (SPEC §4).
  const uploadAll = async () => {
    const ids = latest.current.filter((i) => i.status === 'pending').map((i) => i.id);
    if (ids.length === 0) return;
    setRunning(true);
    let done = 0;
    let failed = 0;
    for (const id of ids) {
      const item = latest.current.find((i) => i.id === id);
      if (!item || item.status !== 'pending') continue;
      dispatch({ type: 'start', id });
      try {
        const mediaId = await uploadFile(item.file, {
          title: item.title,
          description: item.description,
          onProgress: (progress) => dispatch({ type: 'progress', id, progress }),
        });
        dispatch({ type: 'complete', id, mediaId });
        done += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : t('upload.errors.failed');
        dispatch({ type: 'fail', id, error: reason });
        notify.error(t('upload.failedFile', { file: item.file.name, reason }));
        failed += 1;
      }
    }
    setRunning(false);
    if (done > 0) notify.success(t('upload.successSummary', { count: done }));
    if (failed > 0) notify.error(t('upload.someFailed'));
    if (done > 0) await refreshAfterMediaChange(queryClient);
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <ScreenHeading title={t('upload.title')} subtitle={t('upload.subtitle')} />

      {warning?.kind === 'full' ? (
        <Alert tone="error">{t('upload.storageFull')}</Alert>
      ) : warning?.kind === 'high' ? (
        <Alert tone="warning">{t('upload.storageHigh', { percent: warning.percent })}</Alert>
      ) : null}

      <DropZone onFiles={addFiles} />

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
                  disabled={running}
                >
                  {t('upload.clearAll')}
                </Button>
                <Button
                  size="sm"
                  icon={<Upload className="size-4" />}
                  onClick={() => void uploadAll()}
                  loading={running}
                  disabled={counts.pending === 0}
                >
                  {t('upload.uploadN', { count: counts.pending })}
                </Button>
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
