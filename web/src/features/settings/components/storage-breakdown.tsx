import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '@vaultbox/common/media-category.ts';
import { CATEGORY_TONE, CategoryIcon } from '../../../components/category-icon.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { cn } from '../../../lib/cn.ts';
import { useStorageBreakdown } from '../api/get-storage-breakdown.ts';
import { SettingsSection } from './settings-section.tsx';
import { useFormat } from '../../../lib/use-format.ts';

/** Bytes and files per category, each as a share of everything stored. */
export function StorageBreakdown() {
  const { formatBytes } = useFormat();
  const { t } = useTranslation('settings');
  const breakdown = useStorageBreakdown();
  return (
    <SettingsSection title={t('storage.breakdownTitle')} description={t('storage.breakdownDescription')}>
      <QueryContent query={breakdown} section errorTitle={t('storage.breakdownFailed')} retryLabel={t('common.retry')}>
        {(data) => (
          <ul className="space-y-4" data-testid="storage-breakdown">
            {CATEGORIES.map((category) => {
              const usage = data.categories[category] ?? { bytes: 0, count: 0 };
              const share = data.totalBytes > 0 ? (usage.bytes / data.totalBytes) * 100 : 0;
              return (
                <li key={category} className="flex items-center gap-3">
                  <span
                    className={cn(
                      'flex size-9 shrink-0 items-center justify-center rounded-lg',
                      CATEGORY_TONE[category],
                    )}
                  >
                    <CategoryIcon category={category} className="size-4" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                      <span className="font-medium text-slate-800 dark:text-slate-100">
                        {t(`categories.${category}`)}
                      </span>
                      <span className="text-xs text-slate-500 dark:text-slate-400">
                        {t('storage.categoryUsage', { size: formatBytes(usage.bytes), count: usage.count })}
                      </span>
                    </div>
                    <ProgressBar
                      value={Math.round(share)}
                      label={t(`categories.${category}`)}
                      className="h-1.5"
                      barClassName="bg-indigo-500"
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryContent>
    </SettingsSection>
  );
}
