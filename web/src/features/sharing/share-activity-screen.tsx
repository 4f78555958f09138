import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, FileDown } from 'lucide-react';
import type { ShareLink } from '@vaultbox/common/schemas/share.ts';
import { shareStatus } from '@vaultbox/common/share-status.ts';
import { QueryContent } from '../../components/query-content.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useShare } from './api/get-share.ts';
import { shareActivityCsvUrl, useShareActivity } from './api/get-share-activity.ts';
import { ActivityChart } from './components/activity-chart.tsx';
import { ActivityFigures } from './components/activity-figures.tsx';
import { ActivityTimeline } from './components/activity-timeline.tsx';
import { ShareStatusBadge } from './components/share-status-badge.tsx';
import { ShareTargetIcon, useShareTargetText } from './components/share-target.tsx';
import { pausedReason } from './share-paused.ts';

/**
 * /sharing/{id}/activity: who opened one share link and what they did (docs/product.md, Share activity). A page of its
 * own, so that the leak alert's notification can link to it.
 */
export function ShareActivityScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation('sharing');
  usePageTitle(t('activity.title'));
  const share = useShare(id);
  const [page, setPage] = useState(1);
  const activity = useShareActivity(id, page);

  return (
    <div className="space-y-6">
      <Link
        to="/sharing"
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('activity.back')}
      </Link>
      <QueryContent query={share} errorTitle={t('activity.loadFailed')} retryLabel={t('activity.retry')}>
        {(link) => <ShareHeading share={link} keptDays={activity.data?.summary.keptDays ?? null} />}
      </QueryContent>
      {share.isSuccess ? (
        <QueryContent query={activity} section errorTitle={t('activity.loadFailed')} retryLabel={t('activity.retry')}>
          {({ entries, summary, totalPages }) => (
            <>
              <ActivityFigures summary={summary} />
              <ActivityChart days={summary.days} />
              <ActivityTimeline entries={entries} page={page} totalPages={totalPages} onPage={setPage} />
            </>
          )}
        </QueryContent>
      ) : null}
    </div>
  );
}

/** The file, the link's status, the CSV export and how long the log keeps its entries. */
function ShareHeading({ share, keptDays }: { share: ShareLink; keptDays: number | null }) {
  const { t } = useTranslation('sharing');
  const paused = pausedReason(share, t);
  const targetText = useShareTargetText(share);
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <ShareTargetIcon share={share} />
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold text-slate-900 dark:text-white">
            {t('activity.title')}: <span data-testid="activity-file">{share.title}</span>
          </h2>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
            <span className="truncate">{targetText}</span>
            <span className="sr-only">{t('activity.linkStatus')}:</span>
            <ShareStatusBadge status={shareStatus(share)} paused={paused} />
          </p>
          {paused ? <p className="mt-1 text-sm text-red-700 dark:text-red-400">{paused}</p> : null}
          {keptDays !== null ? (
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400" data-testid="activity-kept">
              {t('activity.kept', { count: keptDays })}
            </p>
          ) : null}
        </div>
      </div>
      <a
        href={shareActivityCsvUrl(share.id)}
        download
        className={buttonClasses('secondary', 'md', 'shrink-0 gap-2 self-start sm:self-center')}
      >
        <FileDown className="size-4" aria-hidden="true" />
        {t('activity.exportCsv')}
      </a>
    </Card>
  );
}
