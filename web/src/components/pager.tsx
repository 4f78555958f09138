import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { pageNumbers } from './page-numbers.ts';

const BUTTON =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40';

/** Previous, up to 5 page buttons, Next. Hidden when there is a single page. */
export function Pager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('media');
  if (totalPages <= 1) return null;
  const idle = 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800';
  return (
    <nav aria-label={t('library.pager')} className="flex flex-wrap items-center justify-center gap-1">
      <button type="button" className={cn(BUTTON, idle)} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft className="size-4" />
        {t('library.previous')}
      </button>
      {pageNumbers(page, totalPages).map((n) => (
        <button
          key={n}
          type="button"
          aria-label={t('library.page', { page: n })}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onChange(n)}
          className={cn(BUTTON, n === page ? 'bg-indigo-600 text-white shadow-sm' : idle)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={cn(BUTTON, idle)}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {t('library.next')}
        <ChevronRight className="size-4" />
      </button>
    </nav>
  );
}
