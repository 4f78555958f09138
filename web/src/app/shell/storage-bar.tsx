import { useTranslation } from 'react-i18next';
import { HardDrive } from 'lucide-react';
import { DEFAULT_STORAGE_LIMIT } from '@vaultbox/common/constants.ts';
import { storageBarColour, storagePercent, type StorageBarColour } from '@vaultbox/common/storage-status.ts';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { cn } from '../../lib/cn.ts';
import { useFormat } from '../../lib/use-format.ts';

const BAR: Record<StorageBarColour, string> = {
  normal: 'bg-indigo-500',
  warning: 'bg-amber-500',
  danger: 'bg-red-500',
};

/** 'used / limit' with the percent used; red above 90, warning above 75 (docs/product.md, Layout). */
export function StorageBar({ used, limit }: { used: number; limit: number | null | undefined }) {
  const { formatBytes, formatPercent } = useFormat();
  const { t } = useTranslation();
  const total = limit && limit > 0 ? limit : DEFAULT_STORAGE_LIMIT;
  const percent = storagePercent(used, total);
  const colour = storageBarColour(percent);
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-900/80">
      <div className="mb-2 flex items-center gap-2 text-xs font-medium text-slate-600 dark:text-slate-400">
        <HardDrive className="size-3.5" />
        {t('storage.title')}
      </div>
      <ProgressBar
        value={Math.min(100, percent)}
        label={t('storage.title')}
        className="h-1.5"
        barClassName={cn('transition-all', BAR[colour])}
        data-colour={colour}
      />
      <div className="mt-2 flex items-center justify-between text-xs text-slate-500 dark:text-slate-400">
        <span data-testid="storage-usage">
          {t('storage.usage', { used: formatBytes(used), limit: formatBytes(total) })}
        </span>
        <span>{t('storage.percentUsed', { percent: formatPercent(percent) })}</span>
      </div>
    </div>
  );
}
