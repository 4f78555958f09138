import { useTranslation } from 'react-i18next';
import { Database, Download, Eye, Files, HardDrive, RefreshCw, Share2 } from 'lucide-react';
import { DEFAULT_STORAGE_LIMIT } from '@vaultbox/common/constants.ts';
import { storageBarColour, storagePercent } from '@vaultbox/common/storage-status.ts';
import type { User } from '@vaultbox/common/schemas/user.ts';
import { StatGrid, type Stat } from '../../../components/stat-grid.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { cn } from '../../../lib/cn.ts';
import { failedBecause, toastOutcome } from '../../../lib/toast.ts';
import { useUserStats } from '../../../lib/user-stats-api.ts';
import { useRecalculateStorage } from '../api/recalculate-storage.ts';
import { SettingsSection } from './settings-section.tsx';
import { useFormat } from '../../../lib/use-format.ts';

const BAR = { normal: 'bg-indigo-500', warning: 'bg-amber-500', danger: 'bg-red-500' } as const;

/**
 * Storage: used / limit with Recalculate, and the six storage figures as stat tiles
 * (docs/product.md, Settings: Storage).
 */
export function StorageUsage({ user }: { user: User }) {
  const { formatBytes, formatNumber, formatPercent } = useFormat();
  const count = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));
  const { t } = useTranslation('settings');
  const stats = useUserStats();
  const recalculate = useRecalculateStorage();
  const used = stats.data?.storageUsed ?? user.storageUsed;
  const limit = stats.data?.storageLimit || user.storageLimit || DEFAULT_STORAGE_LIMIT;
  const percent = storagePercent(used, limit);

  const tiles: Stat[] = [
    { icon: HardDrive, label: t('storage.used'), value: formatBytes(used), testId: 'stat-storage-used' },
    { icon: Database, label: t('storage.limit'), value: formatBytes(limit), testId: 'stat-storage-limit' },
    { icon: Files, label: t('storage.totalFiles'), value: count(stats.data?.totalFiles), testId: 'stat-files' },
    { icon: Eye, label: t('storage.totalViews'), value: count(stats.data?.totalViews), testId: 'stat-views' },
    {
      icon: Download,
      label: t('storage.totalDownloads'),
      value: count(stats.data?.totalDownloads),
      testId: 'stat-downloads',
    },
    {
      icon: Share2,
      label: t('storage.activeShares'),
      value: count(stats.data?.activeShares),
      testId: 'stat-shares',
    },
  ];

  return (
    <>
      <SettingsSection
        title={t('storage.title')}
        description={t('storage.description')}
        actions={
          <Button
            variant="secondary"
            size="sm"
            icon={<RefreshCw className="size-4" />}
            loading={recalculate.isPending}
            onClick={() =>
              recalculate.mutate(
                undefined,
                toastOutcome(t('messages.storageRecalculated'), failedBecause(t('messages.recalculateFailed'))),
              )
            }
          >
            {recalculate.isPending ? t('storage.recalculating') : t('storage.recalculate')}
          </Button>
        }
      >
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <span className="font-medium text-slate-800 dark:text-slate-100" data-testid="settings-storage-usage">
            {t('storage.usage', { used: formatBytes(used), limit: formatBytes(limit) })}
          </span>
          <span className="text-slate-500 dark:text-slate-400">
            {t('storage.percentUsed', { percent: formatPercent(percent) })}
          </span>
        </div>
        <ProgressBar
          value={Math.min(100, percent)}
          label={t('storage.title')}
          className="h-2.5"
          barClassName={cn('transition-all', BAR[storageBarColour(percent)])}
        />
      </SettingsSection>
      <StatGrid stats={tiles} className="grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3" />
    </>
  );
}
