import { useTranslation } from 'react-i18next';
import { FileText, HardDrive, Share2, UserCheck, Users } from 'lucide-react';
import { formatBytes } from '@vaultbox/common/format-bytes.ts';
import { StatGrid, type Stat } from '../../../components/stat-grid.tsx';
import { useAdminStats } from '../api/get-admin-stats.ts';

/** The five site figures of Manage Users. A failure only leaves dashes (it is logged). */
export function AdminStatsCards() {
  const { t, i18n } = useTranslation('admin');
  const { data } = useAdminStats();
  // Grouped as the UI's language writes numbers (1,234 / 1.234 / 1 234), not the browser's.
  const count = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString(i18n.language));
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
      className: 'col-span-2 md:col-span-1',
    },
  ];
  return (
    <StatGrid
      stats={stats}
      label={t('users.stats.label')}
      className="grid-cols-2 gap-4 md:grid-cols-3 2xl:grid-cols-5"
    />
  );
}
