import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, type Category } from '@vaultbox/common/media-category.ts';
import { MEDIA_SORT_KEYS, type MediaSortKey } from '@vaultbox/common/media-fields.ts';
import { AlbumSelect } from '../../../components/album-select.tsx';
import { cn } from '../../../lib/cn.ts';
import type { SortOrder } from '../../../lib/library-address.ts';

const CHIP = 'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors';
const chipClass = (active: boolean) =>
  cn(
    CHIP,
    active
      ? 'border-indigo-600 bg-indigo-600 text-white shadow-sm'
      : 'border-slate-200 bg-white text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-slate-600 dark:hover:text-white',
  );

interface LibraryFiltersProps {
  category: Category | null;
  onCategoryChange: (category: Category | null) => void;
  sortBy: MediaSortKey;
  sortOrder: SortOrder;
  onSort: (key: MediaSortKey) => void;
  albumId: string | null;
  onAlbumChange: (albumId: string | null) => void;
}

/** Category chips (All, image, video, audio, document, other) and sort chips; the active sort chip flips the order. */
export function LibraryFilters(props: LibraryFiltersProps) {
  const { category, onCategoryChange, sortBy, sortOrder, onSort } = props;
  const { t } = useTranslation('media');
  const { t: tAlbums } = useTranslation('albums');
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm 2xl:flex-row 2xl:items-center 2xl:justify-between dark:border-slate-800 dark:bg-slate-900/60">
      <div role="group" aria-label={t('library.category')} className="flex flex-wrap items-center gap-2">
        <span className="mr-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
          {t('library.category')}
        </span>
        <button
          type="button"
          className={chipClass(category === null)}
          aria-pressed={category === null}
          onClick={() => onCategoryChange(null)}
        >
          {t('categories.all')}
        </button>
        {CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            className={chipClass(category === c)}
            aria-pressed={category === c}
            onClick={() => onCategoryChange(c)}
          >
            {t(`categories.${c}`)}
          </button>
        ))}
      </div>
      <div role="group" aria-label={t('library.sortBy')} className="flex flex-wrap items-center gap-2">
        <span className="mr-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
          {t('library.sortBy')}
        </span>
        {MEDIA_SORT_KEYS.map((key) => {
          const active = key === sortBy;
          const Arrow = sortOrder === 'asc' ? ArrowUp : ArrowDown;
          return (
            <button
              key={key}
              type="button"
              className={chipClass(active)}
              aria-pressed={active}
              data-sort-order={active ? sortOrder : undefined}
              onClick={() => onSort(key)}
              title={active ? t(sortOrder === 'asc' ? 'library.ascending' : 'library.descending') : undefined}
            >
              {t(`library.sort.${key}`)}
              {active ? (
                <Arrow
                  className="size-3.5"
                  aria-label={t(sortOrder === 'asc' ? 'library.ascending' : 'library.descending')}
                />
              ) : null}
            </button>
          );
        })}
      </div>
      {/* The album filter (docs/product.md, Albums): only the files of one album, in the sort chosen here. */}
      <div className="flex flex-wrap items-center gap-2">
        <span
          aria-hidden="true"
          className="mr-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400"
        >
          {tAlbums('filter.label')}
        </span>
        <AlbumSelect
          label={tAlbums('filter.label')}
          hideLabel
          noneLabel={tAlbums('filter.all')}
          value={props.albumId}
          onChange={props.onAlbumChange}
          className="w-full min-w-0 sm:w-64"
        />
      </div>
    </div>
  );
}
