import { previewKindOfType, type PreviewKind } from './preview-kind.ts';
import { isPreviewableType } from './previewable.ts';
import type { SharedMedia } from './schemas/public-share.ts';
import type { StrippingProblem } from './strippable-types.ts';

/** A preview's box as CSS properties (an element's style on the web, a style attribute in the server's page). */
export interface PreviewBox {
  aspectRatio?: string;
  width?: string;
}

export type SharedPreview =
  | { kind: 'preparing'; what: 'image' | 'video' }
  | { kind: PreviewKind }
  | { kind: 'none' }
  | { kind: 'empty' }
  | { kind: 'withheld'; problem: StrippingProblem };

/**
 * What the share page previews, decided by what the preview URL serves (previewMimeType: the browser-viewable copy
 * once ready, else the file's own type): every previewable type, PDFs and plain text included, as the owner's
 * player does. While the copy is being made: 'Preparing video...'. Anything else: the thumbnail or the icon. A file
 * whose location and camera data the owner wants removed and cannot be is refused by every byte route: nothing to try.
 * A file of no bytes is empty, whatever its type says.
 */
export function sharedPreviewOf(
  media: Pick<SharedMedia, 'category' | 'previewMimeType' | 'previewState' | 'strippingProblem' | 'size'>,
): SharedPreview {
  if (media.size === 0) return { kind: 'empty' };
  if (media.strippingProblem) return { kind: 'withheld', problem: media.strippingProblem };
  if (media.previewState === 'pending')
    return { kind: 'preparing', what: media.category === 'image' ? 'image' : 'video' };
  const kind = isPreviewableType(media.previewMimeType) ? previewKindOfType(media.previewMimeType) : null;
  return kind ? { kind } : { kind: 'none' };
}

/** The tallest a preview stands on the page, as its classes say (max-h-[65vh]). */
const PREVIEW_MAX_HEIGHT = '65vh';

/**
 * The box a picture takes on the page before it has loaded, so nothing moves when it arrives: its own size, no wider
 * than the page and no taller than the preview's limit, in its own proportions. None when its size is unknown.
 */
export function pictureBox(width: number | null | undefined, height: number | null | undefined): PreviewBox {
  if (!width || !height) return {};
  return {
    aspectRatio: `${width} / ${height}`,
    width: `min(${width}px, 100%, calc(${PREVIEW_MAX_HEIGHT} * ${width} / ${height}))`,
  };
}

/** A video's proportions before its first frame arrives (the player is as wide as the page). */
export function videoBox(width: number | null | undefined, height: number | null | undefined): PreviewBox {
  return width && height ? { aspectRatio: `${width} / ${height}` } : {};
}
