import { useTranslation } from 'react-i18next';
import { Globe } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** Marks a file its owner made public: it shows on their public profile while that is public. */
export function PublicBadge({ className }: { className?: string }) {
  const { t } = useTranslation('media');
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded px-1.5 py-px text-[10px] leading-4 font-semibold',
        'bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200 ring-inset dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-500/30',
        className,
      )}
      title={t('library.publicHint')}
      data-testid="public-badge"
    >
      <Globe className="size-3" aria-hidden="true" />
      {t('library.public')}
    </span>
  );
}
