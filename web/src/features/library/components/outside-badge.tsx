import { useTranslation } from 'react-i18next';
import { Inbox } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** Marks a file that came through a file request until its owner opens it (docs/product.md, File requests). */
export function OutsideBadge({ className }: { className?: string }) {
  const { t } = useTranslation('file-requests');
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded px-1.5 py-px text-[10px] leading-4 font-semibold',
        'bg-indigo-50 text-indigo-700 ring-1 ring-indigo-200 ring-inset dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-500/30',
        className,
      )}
      title={t('badge.hint')}
      data-testid="outside-badge"
    >
      <Inbox className="size-3" aria-hidden="true" />
      {t('badge.label')}
    </span>
  );
}
