import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, Users } from 'lucide-react';
import { StatGrid } from '../../../components/stat-grid.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import type { ShareActivity } from '../api/get-share-activity.ts';

/** Unique visitors ('—' when the log kept no visitor details, and why), downloads finished and stopped. */
export function ActivityFigures({ summary }: { summary: ShareActivity['summary'] }) {
  const { t } = useTranslation('sharing');
  const { formatNumber: format } = useFormat();
  return (
    <StatGrid
      className="grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4"
      label={t('activity.title')}
      stats={[
        {
          icon: Users,
          label: t('activity.uniqueVisitors'),
          value: summary.uniqueVisitors === null ? '—' : format(summary.uniqueVisitors),
          detail: summary.uniqueVisitors === null ? t('activity.visitorsOff') : undefined,
          testId: 'activity-unique-visitors',
        },
        {
          icon: CircleCheck,
          label: t('activity.downloadsFinished'),
          value: format(summary.downloadsFinished),
          testId: 'activity-downloads-finished',
        },
        {
          icon: CircleX,
          label: t('activity.downloadsAborted'),
          value: format(summary.downloadsAborted),
          testId: 'activity-downloads-aborted',
        },
      ]}
    />
  );
}
