import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import type { CounterStatus } from '../upload-queue.ts';

const TILES: Array<{ status: CounterStatus; key: string; tone: string }> = [
  { status: 'pending', key: 'upload.counters.pending', tone: 'text-slate-700 dark:text-slate-200' },
  { status: 'uploading', key: 'upload.counters.uploading', tone: 'text-indigo-600 dark:text-indigo-400' },
  { status: 'completed', key: 'upload.counters.completed', tone: 'text-emerald-600 dark:text-emerald-400' },
  { status: 'error', key: 'upload.counters.failed', tone: 'text-red-600 dark:text-red-400' },
];

/** Pending, Uploading, Completed, Failed. */
export function QueueCounters({ counts }: { counts: Record<CounterStatus, number> }) {
  const { t } = useTranslation('media');
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {TILES.map(({ status, key, tone }) => (
        <div
          key={status}
          className="rounded-xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900/60"
        >
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{t(key)}</dt>
          <dd
            className={cn('mt-1 text-2xl font-semibold tabular-nums', tone)}
            data-testid={`count-${key.split('.').pop()}`}
          >
            {counts[status]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
