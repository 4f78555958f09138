import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import { inputClasses } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { STATUS_FILTER_OPTIONS, type StatusFilter } from '../sharing-query.ts';

interface SharingToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
}

/** Search box 'Search shares...' and the status filter (All Shares, Active, Expired/Inactive). */
export function SharingToolbar({ search, onSearchChange, status, onStatusChange }: SharingToolbarProps) {
  const { t } = useTranslation('sharing');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative min-w-0 flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <input
          type="search"
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          placeholder={t('list.searchPlaceholder')}
          aria-label={t('list.searchLabel')}
          className={inputClasses(false, 'pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden')}
        />
        {search ? (
          <button
            type="button"
            onClick={() => onSearchChange('')}
            aria-label={t('list.clearSearch')}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-slate-400 hover:text-slate-700 dark:hover:text-slate-200"
          >
            <X className="size-4" />
          </button>
        ) : null}
      </div>
      <div
        className="flex shrink-0 items-center gap-0.5 rounded-lg border border-slate-200 bg-white p-0.5 dark:border-slate-800 dark:bg-slate-900"
        role="radiogroup"
        aria-label={t('list.statusLabel')}
      >
        {STATUS_FILTER_OPTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={status === option.value}
            onClick={() => onStatusChange(option.value)}
            className={cn(
              'h-9 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
              status === option.value
                ? 'bg-indigo-600 text-white shadow-sm'
                : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
            )}
          >
            {t(option.labelKey)}
          </button>
        ))}
      </div>
    </div>
  );
}
