import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import type { QueueItem } from '../use-visitor-queue.ts';
import { useFormat } from '../../../lib/use-format.ts';

/** The files this visitor picked on this page and how each is going. */
export function VisitorQueueList({ items }: { items: QueueItem[] }) {
  const { formatBytes, formatPercent } = useFormat();
  const { t } = useTranslation('file-requests');
  if (items.length === 0) return null;
  const statusText = (item: QueueItem) =>
    item.status === 'uploading'
      ? t('visitor.uploading', { percent: formatPercent(item.percent) })
      : item.status === 'failed'
        ? (item.error ?? t('visitor.failed'))
        : t(`visitor.${item.status}`);
  return (
    <section aria-label={t('visitor.queue')} className="space-y-2">
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t('visitor.queue')}</h2>
      <ul className="space-y-2" data-testid="request-queue">
        {items.map((item) => (
          <li
            key={item.id}
            className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm dark:border-slate-800 dark:bg-slate-900"
            data-status={item.status}
          >
            <div className="flex items-center justify-between gap-3">
              <span className="min-w-0 truncate font-medium text-slate-900 dark:text-white">{item.file.name}</span>
              <span className="shrink-0 text-slate-600 dark:text-slate-400">{formatBytes(item.file.size)}</span>
            </div>
            <p
              className={
                item.status === 'failed'
                  ? 'mt-1 text-xs text-red-700 dark:text-red-400'
                  : 'mt-1 text-xs text-slate-600 dark:text-slate-400'
              }
              role={item.status === 'failed' ? 'alert' : undefined}
            >
              {statusText(item)}
            </p>
            {item.status === 'uploading' ? (
              <ProgressBar
                value={item.percent}
                label={item.file.name}
                className="mt-1.5 h-1.5"
                barClassName="bg-indigo-600"
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
