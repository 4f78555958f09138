import { useTranslation } from 'react-i18next';
import type { SharedItem } from '@vaultbox/common/schemas/public-share.ts';
import { Thumbnail } from '../../../components/media-thumbnail.tsx';
import { FileTypeBadge } from '../../../components/file-type-badge.tsx';
import { thumbnailUrl, type ShareAccess } from '../public-urls.ts';
import { useFormat } from '../../../lib/use-format.ts';

/** The files of an album or selection link: each a tile (thumbnail, name, size, type) that opens the viewer. */
export function SharedItemGrid({
  slug,
  items,
  access,
  onOpen,
}: {
  slug: string;
  items: SharedItem[];
  access: ShareAccess;
  onOpen: (index: number) => void;
}) {
  const { formatBytes } = useFormat();
  const { t } = useTranslation('share-items');
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
      aria-label={t('public.files')}
      data-testid="shared-items"
    >
      {items.map((item, index) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => onOpen(index)}
            className="group block w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm transition hover:border-indigo-400 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:border-slate-800 dark:bg-slate-900"
            data-testid="shared-item"
          >
            <div className="aspect-square w-full overflow-hidden bg-slate-100 dark:bg-slate-800">
              <Tile slug={slug} item={item} access={access} />
            </div>
            <div className="space-y-1 px-3 py-2">
              <p
                className="truncate text-sm font-medium text-slate-800 dark:text-slate-200"
                data-testid="shared-item-name"
              >
                {item.title}
              </p>
              <p className="flex items-center justify-between gap-2 text-xs text-slate-500 dark:text-slate-400">
                <span className="truncate tabular-nums">{formatBytes(item.size)}</span>
                <FileTypeBadge originalName={item.originalName} />
              </p>
            </div>
          </button>
        </li>
      ))}
    </ul>
  );
}

function Tile({ slug, item, access }: { slug: string; item: SharedItem; access: ShareAccess }) {
  return (
    <Thumbnail
      src={item.hasThumbnail ? thumbnailUrl({ slug, itemId: item.id }, access) : null}
      alt=""
      category={item.category}
      className="transition group-hover:scale-[1.02]"
      iconClassName="size-10"
    />
  );
}
