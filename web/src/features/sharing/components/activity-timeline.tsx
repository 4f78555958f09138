import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import type { ShareAccessEntry } from '@vaultbox/common/schemas/share-activity.ts';
import { Pager } from '../../../components/pager.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { shareEventText, shareVisitorText } from '../share-access-text.ts';
import { useFormat } from '../../../lib/use-format.ts';

/** The link's log, newest first, a page at a time: when, what happened, and who as coarsely as the log keeps them. */
export function ActivityTimeline({
  entries,
  page,
  totalPages,
  onPage,
}: {
  entries: ShareAccessEntry[];
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { formatDateTime } = useFormat();
  const { t } = useTranslation('sharing');
  return (
    <Card className="p-5">
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">{t('activity.timeline')}</h3>
      {entries.length === 0 ? (
        <EmptyState
          icon={<History className="size-6" />}
          title={t('activity.empty')}
          description={t('activity.emptyHint')}
        />
      ) : (
        <div className="mt-3 space-y-4">
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="activity-timeline">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-baseline sm:gap-4"
                data-testid="activity-entry"
                data-event={entry.event}
              >
                <time
                  dateTime={entry.at}
                  className="shrink-0 text-xs whitespace-nowrap text-slate-500 tabular-nums sm:w-44 dark:text-slate-400"
                >
                  {formatDateTime(entry.at)}
                </time>
                <div className="min-w-0">
                  <p className="text-sm font-medium break-words text-slate-800 dark:text-slate-100">
                    {shareEventText(entry, t)}
                  </p>
                  <p className="text-xs break-words text-slate-500 dark:text-slate-400" data-testid="activity-visitor">
                    {shareVisitorText(entry.visitor, t) ?? t('activity.noVisitor')}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} totalPages={totalPages} onChange={onPage} />
        </div>
      )}
    </Card>
  );
}
