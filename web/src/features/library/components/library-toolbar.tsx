import { Link } from 'react-router';
import { LayoutGrid, List, SlidersHorizontal, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SearchBox, searchBoxTexts } from '../../../components/search-box.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { LibraryView } from '../../../lib/library-address.ts';
import { useFormat } from '../../../lib/use-format.ts';

interface LibraryToolbarProps {
  pageCount: number;
  pageSize: number;
  selectedCount: number;
  view: LibraryView;
  onViewChange: (view: LibraryView) => void;
  filtersOpen: boolean;
  /** A category or sort is chosen: folded away, the button says so. */
  filtersInUse: boolean;
  onToggleFilters: () => void;
  search: string;
  onSearchChange: (search: string) => void;
}

const ICON_TOGGLE = 'flex size-9 items-center justify-center rounded-md transition-colors';

const VIEW_OPTIONS = [
  { value: 'grid', Icon: LayoutGrid, labelKey: 'library.gridView' },
  { value: 'list', Icon: List, labelKey: 'library.listView' },
] as const;

/** Header of the library: what this page holds, the selection, Upload, grid/list, filters and the search box. */
export function LibraryToolbar(props: LibraryToolbarProps) {
  const { formatBytes } = useFormat();
  const { t } = useTranslation('media');
  const { view, onViewChange } = props;
  // Folded away, the panel's choices are out of sight: the button carries a mark, and says so to a screen reader.
  const hiddenChoices = props.filtersInUse && !props.filtersOpen;
  const filtersLabel = t(hiddenChoices ? 'library.filtersInUse' : 'library.filters');
  const toggleClass = (active: boolean) =>
    cn(
      ICON_TOGGLE,
      active
        ? 'bg-indigo-600 text-white shadow-sm'
        : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
    );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        {/* On a phone the summary has a line of its own, however long its figures: the search box below stays put. */}
        <div className="w-full sm:w-auto">
          <p className="text-sm font-medium text-slate-600 dark:text-slate-300" data-testid="library-summary">
            {/* Said again when a search, filter or page changes it: a screen reader hears the result. */}
            <span aria-live="polite">
              {t('library.summary', { count: props.pageCount, size: formatBytes(props.pageSize) })}
            </span>
            {props.selectedCount > 0 ? (
              <span
                className="ml-2 rounded-full bg-indigo-500/15 px-2 py-0.5 text-xs font-medium text-indigo-600 dark:text-indigo-300"
                data-testid="selected-count"
              >
                {t('library.selected', { count: props.selectedCount })}
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Link to="/upload" className={buttonClasses('primary', 'md')}>
            <Upload className="size-4" />
            {t('library.upload')}
          </Link>
          <div
            className="flex items-center gap-0.5 rounded-lg border border-slate-200 bg-white p-0.5 dark:border-slate-800 dark:bg-slate-900"
            role="group"
          >
            {VIEW_OPTIONS.map(({ value, Icon, labelKey }) => (
              <IconButton
                key={value}
                label={t(labelKey)}
                className={toggleClass(view === value)}
                aria-pressed={view === value}
                onClick={() => onViewChange(value)}
              >
                <Icon className="size-4" />
              </IconButton>
            ))}
          </div>
          <button
            type="button"
            onClick={props.onToggleFilters}
            aria-pressed={props.filtersOpen}
            aria-label={filtersLabel}
            title={filtersLabel}
            className={cn(
              buttonClasses('secondary', 'md'),
              'relative',
              props.filtersOpen && 'border-indigo-500 text-indigo-600 dark:border-indigo-500 dark:text-indigo-300',
            )}
          >
            <SlidersHorizontal className="size-4" />
            <span className="hidden sm:inline">{t('library.filters')}</span>
            {hiddenChoices && (
              <span
                className="absolute -top-1 -right-1 size-2.5 rounded-full bg-indigo-500"
                data-testid="filters-in-use"
              />
            )}
          </button>
        </div>
      </div>
      <SearchBox value={props.search} onChange={props.onSearchChange} {...searchBoxTexts(t, 'library')} />
    </div>
  );
}
