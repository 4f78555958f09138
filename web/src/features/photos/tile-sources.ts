import { THUMBNAIL_SIDES } from '@vaultbox/common/media-fields.ts';
import type { TimelineItem } from '@vaultbox/common/schemas/timeline.ts';
import { thumbnailUrl } from '../../lib/media-urls.ts';

/** The width in pixels of a thumbnail fitted inside `side`: what its `w` descriptor must say. */
export function thumbnailWidth(item: Pick<TimelineItem, 'width' | 'height'>, side: number): number {
  const { width, height } = item;
  if (!width || !height) return side;
  const scale = Math.min(1, side / Math.max(width, height));
  return Math.max(1, Math.round(width * scale));
}

/**
 * The tile's `srcset` and `sizes`: the browser picks the small thumbnail for a phone's tile and the medium one for a
 * desktop's (or a sharp screen's), so a phone never loads the desktop size.
 */
export function tileSources(item: Pick<TimelineItem, 'id' | 'width' | 'height'>, tileWidth: number) {
  const small = thumbnailWidth(item, THUMBNAIL_SIDES.small);
  const medium = thumbnailWidth(item, THUMBNAIL_SIDES.medium);
  const smallUrl = thumbnailUrl(item.id, 'small');
  const mediumUrl = thumbnailUrl(item.id, 'medium');
  const candidates = [[smallUrl, `${small}w`].join(' ')];
  if (medium > small) candidates.push([mediumUrl, `${medium}w`].join(' '));
  const srcSet = candidates.join(', ');
  return { src: mediumUrl, srcSet, sizes: `${Math.max(1, Math.round(tileWidth))}px` };
}

/** A video's length on its tile: "0:42", "12:05", "1:02:03". */
export function formatDuration(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return null;
  // A clip shorter than a second is not shown as lasting nothing.
  const total = seconds > 0 && seconds < 1 ? 1 : Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
