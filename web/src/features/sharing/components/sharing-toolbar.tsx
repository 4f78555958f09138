import { useTranslation } from 'react-i18next';
import { SearchBox, searchBoxTexts } from '../../../components/search-box.tsx';
import { RadioButton } from '../../../components/ui/radio-button.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
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
      <SearchBox value={search} onChange={onSearchChange} {...searchBoxTexts(t, 'list')} className="min-w-0 flex-1" />
      <RadioGroup
        className="flex shrink-0 items-center gap-0.5 rounded-lg border border-slate-200 bg-white p-0.5 dark:border-slate-800 dark:bg-slate-900"
        label={t('list.statusLabel')}
      >
        {STATUS_FILTER_OPTIONS.map((option) => (
          <RadioButton
            key={option.value}
            active={status === option.value}
            onClick={() => onStatusChange(option.value)}
            // On a phone the choices share the width and may wrap (long in some languages); else one line.
            className="min-h-9 flex-1 rounded-md px-3 py-1 text-sm leading-tight font-medium transition-colors sm:flex-none sm:whitespace-nowrap"
            activeClassName="bg-indigo-600 text-white shadow-sm"
            inactiveClassName="text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            {t(option.labelKey)}
          </RadioButton>
        ))}
      </RadioGroup>
    </div>
  );
}
