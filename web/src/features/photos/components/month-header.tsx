import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Minus } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { MONTH_HEADER_HEIGHT } from '../timeline-geometry.ts';
import { STICKY_TOP } from '../use-scroll-band.ts';

/**
 * A month's title, sticky under the app's header while its pictures scroll by, with the checkbox that selects the
 * whole month (docs/product.md, Photos). Drawn again only when one of these changes, not at every move of the scroll.
 */
export const MonthHeader = memo(function MonthHeader({
  month,
  label,
  count,
  selectedCount,
  busy,
  onToggle,
}: {
  month: string;
  label: string;
  count: number;
  selectedCount: number;
  /** The month's other pages are being fetched to select all of it. */
  busy: boolean;
  onToggle: (month: string) => void;
}) {
  const { t } = useTranslation('photos');
  const all = count > 0 && selectedCount >= count;
  const some = selectedCount > 0 && !all;
  return (
    <div
      data-testid="month-header"
      className="group sticky z-10 flex items-center gap-3 bg-slate-50/95 backdrop-blur dark:bg-slate-950/90"
      style={{ top: STICKY_TOP, height: MONTH_HEADER_HEIGHT }}
    >
      <button
        type="button"
        role="checkbox"
        aria-checked={all ? true : some ? 'mixed' : false}
        aria-label={t('month.select', { month: label })}
        onClick={() => onToggle(month)}
        disabled={busy}
        className={cn(
          'flex size-6 shrink-0 items-center justify-center rounded-full border-2 transition focus-visible:outline-2 focus-visible:outline-indigo-400',
          all || some
            ? 'border-indigo-500 bg-indigo-600 text-white'
            : 'border-slate-400 text-transparent hover:text-slate-400 dark:border-slate-500',
        )}
      >
        {busy ? (
          <Spinner className="size-3.5 text-white" />
        ) : some ? (
          <Minus className="size-3.5" strokeWidth={3} />
        ) : (
          <Check className="size-3.5" strokeWidth={3} />
        )}
      </button>
      <h2 className="truncate text-base font-semibold text-slate-900 sm:text-lg dark:text-white">{label}</h2>
      <span className="shrink-0 text-sm text-slate-500 dark:text-slate-400">{t('month.count', { count })}</span>
    </div>
  );
});
