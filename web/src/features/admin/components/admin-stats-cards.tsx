import { useTranslation } from 'react-i18next';
import { FileText, HardDrive, Share2, UserCheck, Users } from 'lucide-react';
import { StatGrid, type Stat } from '../../../components/stat-grid.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { useFormat } from '../../../lib/use-format.ts';

/** The five site figures of Manage Users. A failure only leaves dashes (it is logged). */
export function AdminStatsCards() {
  const { formatBytes, formatNumber } = useFormat();
  const { t } = useTranslation('admin');
  const { data } = useAdminStats();
  // Grouped as the UI's language writes numbers (1,234 / 1.234 / 1 234), not the browser's.
  const count = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));
  const stats: Stat[] = [
    { icon: Users, label: t('users.stats.totalUsers'), value: count(data?.users.total), testId: 'stat-total-users' },
    {
      icon: UserCheck,
      label: t('users.stats.activeUsers'),
      value: count(data?.users.active),
      testId: 'stat-active-users',
    },
    { icon: FileText, label: t('users.stats.totalFiles'), value: count(data?.files.total), testId: 'stat-total-files' },
    {
      icon: Share2,
      label: t('users.stats.totalShares'),
      value: count(data?.shares.total),
      testId: 'stat-total-shares',
    },
    {
      icon: HardDrive,
      label: t('users.stats.totalStorage'),
      value: data ? formatBytes(data.files.totalStorage) : '—',
      testId: 'stat-total-storage',
    },
  ];
  // Every row full: two a row on a phone (the last one across both), three and two between tablet and wide screens
  // (five in a row would cut the figures there), all five in one row on the widest.
  const placed = stats.map((stat, index) => ({
    ...stat,
    className:
      index < 3 ? 'md:col-span-2 2xl:col-span-1' : cn('md:col-span-3 2xl:col-span-1', index === 4 && 'col-span-2'),
  }));
  return (
    <StatGrid
      stats={placed}
      label={t('users.stats.label')}
      className="grid-cols-2 gap-4 md:grid-cols-6 2xl:grid-cols-5"
      testId="admin-stats"
    />
  );
}
