import { useTranslation } from 'react-i18next';
import { FileText, HardDrive, Share2, UserCheck, Users } from 'lucide-react';
import { formatBytes } from '@vaultbox/common/format-bytes.ts';
import { StatCard } from '../../../components/stat-card.tsx';
import { useAdminStats } from '../api/get-admin-stats.ts';

/** The five site figures of SPEC §2 Manage Users. A failure only leaves dashes (it is logged, SPEC §8). */
export function AdminStatsCards() {
  const { t } = useTranslation('admin');
  const { data } = useAdminStats();
  const value = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString());
  return (
    <section aria-label={t('users.stats.label')} className="grid grid-cols-2 gap-4 md:grid-cols-3 2xl:grid-cols-5">
      <StatCard
        icon={<Users className="size-5" />}
        label={t('users.stats.totalUsers')}
        value={value(data?.users.total)}
        testId="stat-total-users"
      />
      <StatCard
        icon={<UserCheck className="size-5" />}
        label={t('users.stats.activeUsers')}
        value={value(data?.users.active)}
        testId="stat-active-users"
      />
      <StatCard
        icon={<FileText className="size-5" />}
        label={t('users.stats.totalFiles')}
        value={value(data?.files.total)}
        testId="stat-total-files"
      />
      <StatCard
        icon={<Share2 className="size-5" />}
        label={t('users.stats.totalShares')}
        value={value(data?.shares.total)}
        testId="stat-total-shares"
      />
      <div className="col-span-2 md:col-span-1">
        <StatCard
          icon={<HardDrive className="size-5" />}
          label={t('users.stats.totalStorage')}
          value={data ? formatBytes(data.files.totalStorage) : '—'}
          testId="stat-total-storage"
        />
      </div>
    </section>
  );
}
