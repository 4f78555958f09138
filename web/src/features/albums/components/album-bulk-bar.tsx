import { FolderMinus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** Shown while files of an album are selected: how many, select the page, clear, remove them from the album. */
export function AlbumBulkBar({
  count,
  allSelected,
  busy,
  onSelectAll,
  onClear,
  onRemove,
}: {
  count: number;
  allSelected: boolean;
  busy: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('albums');
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label={t('bulk.selected', { count })}
      data-testid="album-bulk-bar"
      className="sticky top-20 z-10 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-indigo-500/30 bg-indigo-50/95 px-4 py-3 shadow-lg backdrop-blur dark:bg-indigo-950/80"
    >
      <div className="flex items-center gap-3 text-sm font-medium text-indigo-900 dark:text-indigo-100">
        {t('bulk.selected', { count })}
        {!allSelected ? (
          <button type="button" onClick={onSelectAll} className="text-indigo-700 hover:underline dark:text-indigo-300">
            {t('bulk.selectAll')}
          </button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" size="sm" icon={<X className="size-4" />} onClick={onClear}>
          {t('bulk.clear')}
        </Button>
        <Button variant="danger" size="sm" icon={<FolderMinus className="size-4" />} loading={busy} onClick={onRemove}>
          {t('bulk.remove')}
        </Button>
      </div>
    </div>
  );
}
