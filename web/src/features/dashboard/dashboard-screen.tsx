import { useTranslation } from 'react-i18next';
import { Eye, FileText, HardDrive, Share2 } from 'lucide-react';
import { DEFAULT_STORAGE_LIMIT } from '@vaultbox/common/constants.ts';
import { storagePercent } from '@vaultbox/common/storage-status.ts';
import { StatGrid } from '../../components/stat-grid.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { displayNameOf, useSession } from '../../lib/session.ts';
import { useUserStats } from '../../lib/user-stats-api.ts';
import { useRecentFiles } from './api/get-recent-files.ts';
import { CategoriesCard } from './components/categories-card.tsx';
import { QuickLinks } from './components/quick-links.tsx';
import { RecentFilesCard } from './components/recent-files-card.tsx';
import { useFormat } from '../../lib/use-format.ts';

export function DashboardScreen() {
  const { formatBytes, formatNumber, formatPercent } = useFormat();
  const { t } = useTranslation();
  const { t: tm } = useTranslation('media');
  usePageTitle(t('pages.dashboard'));
  const { user } = useSession();
  const stats = useUserStats();
  const recent = useRecentFiles();
  const data = stats.data;
  // Until the stats arrive (or if they fail) the storage card shows what the session already knows.
  const used = data?.storage.used ?? user?.storageUsed ?? 0;
  const limitSource = data?.storage.limit ?? user?.storageLimit;
  const limit = limitSource && limitSource > 0 ? limitSource : DEFAULT_STORAGE_LIMIT;
  const percent = data?.storage.percentage ?? storagePercent(used, limit);

  return (
    <div className="space-y-8">
      <div>
        <h2
          className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
          data-testid="dashboard-greeting"
        >
          {t('dashboard.welcome', { name: displayNameOf(user) })}
        </h2>
        <p className="mt-1 text-slate-500 dark:text-slate-400">{t('dashboard.subtitle')}</p>
      </div>

      <QuickLinks />

      {stats.isError ? (
        <Alert tone="error">{tm(recent.isError ? 'dashboard.dataFailed' : 'dashboard.statsFailed')}</Alert>
      ) : null}

      <StatGrid
        className="grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
        stats={[
          {
            icon: FileText,
            label: t('dashboard.totalFiles'),
            value: formatNumber(data?.files.total ?? 0),
            testId: 'stat-total-files',
          },
          {
            icon: HardDrive,
            label: t('dashboard.storageUsed'),
            value: formatBytes(used),
            detail: t('dashboard.storageOf', { percent: formatPercent(percent), limit: formatBytes(limit) }),
            testId: 'stat-storage-used',
          },
          {
            icon: Eye,
            label: t('dashboard.totalViews'),
            value: formatNumber(data?.files.totalViews ?? 0),
            detail: t('dashboard.uploadsDelta', { count: data?.activity.totalUploads ?? 0 }),
          },
          {
            icon: Share2,
            label: t('dashboard.activeShares'),
            value: formatNumber(data?.shares.active ?? 0),
            detail: t('dashboard.downloads', { count: data?.shares.totalDownloads ?? 0 }),
          },
        ]}
      />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <RecentFilesCard files={recent.data} loading={recent.isPending} failed={recent.isError} />
        <CategoriesCard breakdown={data?.files.categoryBreakdown} />
      </div>
    </div>
  );
}
