import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { QueryContent } from '../../../components/query-content.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useActivity, type ActivityPage } from '../api/get-activity.ts';
import { describeUserAgent } from '@vaultbox/common/user-agent.ts';
import { activityText } from '../activity-sentence.ts';
import { SettingsSection } from './settings-section.tsx';
import { useFormat } from '../../../lib/use-format.ts';

type ActivityEntry = ActivityPage['activities'][number];

function ActivityRow({ entry, label }: { entry: ActivityEntry; label: string }) {
  const { formatDateTime } = useFormat();
  const { browser, os } = describeUserAgent(entry.userAgent);
  const where = [entry.ip, [browser, os].filter(Boolean).join(' · ')].filter(Boolean).join(' · ');
  return (
    <li
      className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5 first:pt-0 last:pb-0"
      data-testid="activity-row"
    >
      <div className="min-w-0">
        <p className="text-sm font-medium break-words text-slate-800 dark:text-slate-100">{label}</p>
        {where ? <p className="text-xs text-slate-500 dark:text-slate-400">{where}</p> : null}
      </div>
      <time dateTime={entry.createdAt} className="text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
        {formatDateTime(entry.createdAt)}
      </time>
    </li>
  );
}

/** The account's activity, newest first, 20 a page. */
export function ActivitySection() {
  const { t } = useTranslation('settings');
  const [page, setPage] = useState(1);
  const activity = useActivity(page);

  return (
    <SettingsSection title={t('activity.title')} description={t('activity.description')} testId="activity">
      <QueryContent query={activity} section errorTitle={t('activity.loadFailed')} retryLabel={t('common.retry')}>
        {({ activities, pagination }) =>
          activities.length === 0 ? (
            <EmptyState icon={<History className="size-6" />} title={t('activity.empty')} />
          ) : (
            <div className="space-y-4">
              <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                {activities.map((entry) => (
                  <ActivityRow key={entry.id} entry={entry} label={activityText(entry, t)} />
                ))}
              </ul>
              <Pager page={page} totalPages={pagination.pages} onChange={setPage} />
            </div>
          )
        }
      </QueryContent>
    </SettingsSection>
  );
}
