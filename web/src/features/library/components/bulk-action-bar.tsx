import { FolderPlus, Share2, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** Shown while files are selected: how many, select all on the page, clear, delete. */
export function BulkActionBar({
  count,
  allSelected,
  onSelectAll,
  onClear,
  onDelete,
  onShare,
  onAddToAlbum,
}: {
  count: number;
  allSelected: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onDelete: () => void;
  /** One link for the selected files (docs/product.md, Multi-file shares). */
  onShare?: () => void;
  /** "Add to album" (docs/product.md, Albums). */
  onAddToAlbum: () => void;
}) {
  const { t: tAlbums } = useTranslation('albums');
  const { t } = useTranslation('media');
  const { t: tItems } = useTranslation('share-items');
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label={t('library.bulkSelected', { count })}
      data-testid="bulk-bar"
      className="sticky top-20 z-10 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-indigo-500/30 bg-indigo-50/95 px-4 py-3 shadow-lg backdrop-blur dark:bg-indigo-950/80"
    >
      <div className="flex items-center gap-3 text-sm font-medium text-indigo-900 dark:text-indigo-100">
        {t('library.bulkSelected', { count })}
        {!allSelected ? (
          <button type="button" onClick={onSelectAll} className="text-indigo-600 hover:underline dark:text-indigo-300">
            {t('library.selectAll')}
          </button>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" icon={<X className="size-4" />} onClick={onClear}>
          {t('library.clearSelection')}
        </Button>
        <Button variant="secondary" size="sm" icon={<FolderPlus className="size-4" />} onClick={onAddToAlbum}>
          {tAlbums('add.bulk')}
        </Button>
        {onShare ? (
          <Button variant="secondary" size="sm" icon={<Share2 className="size-4" />} onClick={onShare}>
            {tItems('bulk.share')}
          </Button>
        ) : null}
        <Button variant="danger" size="sm" icon={<Trash2 className="size-4" />} onClick={onDelete}>
          {t('library.deleteSelected')}
        </Button>
      </div>
    </div>
  );
}
