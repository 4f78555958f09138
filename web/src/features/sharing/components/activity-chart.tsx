import { useTranslation } from 'react-i18next';
import type { ShareActivityDay } from '@vaultbox/common/schemas/share-activity.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatDayOfMonth } from '../../../lib/format.ts';

const VIEWS = 'bg-indigo-500 dark:bg-indigo-400';
const DOWNLOADS = 'bg-emerald-500 dark:bg-emerald-400';

/** A UTC day ('2026-11-29') as the reader says it: 'Nov 29', '29. Nov.'. */
function dayLabel(day: string, language: string): string {
  return formatDayOfMonth(`${day}T00:00:00Z`, language) || day;
}

/**
 * Views and downloads per day over the last 30 days, as pairs of bars scaled to the busiest day. Drawn with plain
 * boxes (no chart library); the bars are a picture for the eye, and the same numbers are a table for screen readers.
 */
export function ActivityChart({ days }: { days: ShareActivityDay[] }) {
  const { t, i18n } = useTranslation('sharing');
  const label = (day: string) => dayLabel(day, i18n.language);
  const views = days.reduce((sum, day) => sum + day.views, 0);
  const downloads = days.reduce((sum, day) => sum + day.downloads, 0);
  const highest = Math.max(1, ...days.flatMap((day) => [day.views, day.downloads]));
  const height = (n: number) => (n === 0 ? '0' : `max(2px, ${(n / highest) * 100}%)`);
  return (
    <Card className="p-5">
      <figure className="space-y-4" data-testid="activity-chart">
        <figcaption>
          <h3 className="text-base font-semibold text-slate-900 dark:text-white">{t('activity.chart.title')}</h3>
          <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400" data-testid="activity-chart-summary">
            {t('activity.chart.summary', { views, downloads })}
          </p>
        </figcaption>
        <div aria-hidden="true">
          <div className="flex h-36 items-end gap-px border-b border-slate-200 sm:gap-1 dark:border-slate-700">
            {days.map((day) => (
              <div
                key={day.day}
                className="flex h-full min-w-0 flex-1 items-end justify-center gap-px"
                title={t('activity.chart.day', { date: label(day.day), views: day.views, downloads: day.downloads })}
                data-testid="activity-chart-day"
              >
                <span className={`w-1/2 max-w-2.5 rounded-t-sm ${VIEWS}`} style={{ height: height(day.views) }} />
                <span
                  className={`w-1/2 max-w-2.5 rounded-t-sm ${DOWNLOADS}`}
                  style={{ height: height(day.downloads) }}
                />
              </div>
            ))}
          </div>
          <div className="mt-1.5 flex justify-between text-xs text-slate-500 dark:text-slate-400">
            <span>{days.length > 0 ? label(days[0].day) : null}</span>
            <span>{days.length > 0 ? label(days[days.length - 1].day) : null}</span>
          </div>
          <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
            <span className="inline-flex items-center gap-1.5">
              <span className={`size-2.5 rounded-sm ${VIEWS}`} />
              {t('activity.chart.views')}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className={`size-2.5 rounded-sm ${DOWNLOADS}`} />
              {t('activity.chart.downloads')}
            </span>
          </div>
        </div>
        <table className="sr-only">
          <caption>{t('activity.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('activity.chart.dayHeader')}</th>
              <th scope="col">{t('activity.chart.views')}</th>
              <th scope="col">{t('activity.chart.downloads')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{label(day.day)}</th>
                <td>{day.views}</td>
                <td>{day.downloads}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </Card>
  );
}
