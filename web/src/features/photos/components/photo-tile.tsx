import { memo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Play } from 'lucide-react';
import type { TimelineItem } from '@vaultbox/common/schemas/timeline.ts';
import { CATEGORY_TONE, CategoryIcon } from '../../../components/category-icon.tsx';
import { cn } from '../../../lib/cn.ts';
import { useLongPress } from '../../../lib/use-long-press.ts';
import { formatDuration, tileSources } from '../tile-sources.ts';

export interface TileHandlers {
  /** The picture: opens the file, or while some file is selected adds it to the selection. */
  onOpen: (item: TimelineItem, month: string, event: MouseEvent) => void;
  /** The corner checkbox; with Shift, everything from the last click to this file. */
  onToggle: (item: TimelineItem, month: string, event: MouseEvent) => void;
  /** A finger held on the picture: selects it (or lets it go), as phones' photo apps do. */
  onPress: (item: TimelineItem, month: string) => void;
}

/**
 * A picture of the justified grid: the thumbnail the browser picks for the tile's width (small or medium), the
 * duration of a video, and a checkbox shown on hover or focus, and on every tile once some file is selected. On a
 * touch screen a long press selects.
 */
export const PhotoTile = memo(function PhotoTile({
  item,
  month,
  left,
  width,
  height,
  selected,
  selecting,
  handlers,
}: {
  item: TimelineItem;
  month: string;
  left: number;
  width: number;
  height: number;
  selected: boolean;
  selecting: boolean;
  handlers: TileHandlers;
}) {
  const { t } = useTranslation('photos');
  const [broken, setBroken] = useState(false);
  const duration = item.category === 'video' ? formatDuration(item.duration) : null;
  const picture = item.thumbnailState === 'ready' && !broken;
  const sources = picture ? tileSources(item, width) : null;
  const press = useLongPress(() => handlers.onPress(item, month));
  return (
    <div
      data-testid="photo-tile"
      data-id={item.id}
      className={cn(
        'group absolute top-0 overflow-hidden bg-slate-200 select-none [-webkit-touch-callout:none] dark:bg-slate-800',
        selected && 'ring-4 ring-indigo-500 ring-inset',
      )}
      style={{ left, width, height }}
    >
      <button
        type="button"
        {...press}
        onClick={(event) => handlers.onOpen(item, month, event)}
        aria-label={t('tile.open', { title: item.title })}
        className="block size-full cursor-pointer focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-indigo-400"
      >
        {sources ? (
          <img
            src={sources.src}
            srcSet={sources.srcSet}
            sizes={sources.sizes}
            alt=""
            loading="lazy"
            decoding="async"
            draggable={false}
            onError={() => setBroken(true)}
            className={cn('size-full object-cover transition', selected && 'scale-90 rounded-md')}
          />
        ) : (
          <span className={cn('flex size-full items-center justify-center', CATEGORY_TONE[item.category])}>
            <CategoryIcon category={item.category} className="size-8" />
          </span>
        )}
      </button>
      {item.category === 'video' ? (
        <span className="pointer-events-none absolute top-1.5 right-1.5 flex items-center gap-1 rounded-full bg-black/60 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">
          <Play className="size-3 fill-current" aria-hidden="true" />
          {duration ? <span aria-label={t('tile.duration', { duration })}>{duration}</span> : null}
        </span>
      ) : null}
      <button
        type="button"
        role="checkbox"
        aria-checked={selected}
        aria-label={t('tile.select', { title: item.title })}
        onClick={(event) => handlers.onToggle(item, month, event)}
        className={cn(
          'absolute top-1.5 left-1.5 flex size-6 items-center justify-center rounded-full border-2 transition focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-indigo-400',
          selected
            ? 'border-indigo-500 bg-indigo-600 text-white'
            : cn(
                'border-white/90 bg-black/30 text-transparent hover:text-white/80 group-focus-within:opacity-100 group-hover:opacity-100',
                selecting ? 'opacity-100' : 'opacity-0 max-lg:opacity-100',
              ),
        )}
      >
        <Check className="size-3.5" strokeWidth={3} />
      </button>
    </div>
  );
});
