import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { previewKindOfType } from '@vaultbox/common/preview-kind.ts';
import { canShowImageInline } from './player-math.ts';

type ViewerFile = Pick<
  MediaFile,
  'category' | 'mimeType' | 'previewState' | 'previewMimeType' | 'thumbnailState' | 'size'
>;

export type ViewerMode =
  | { kind: 'preparing'; what: 'image' | 'video' }
  | { kind: 'unplayable' }
  | { kind: 'empty' }
  | { kind: 'image' | 'video' | 'audio' | 'pdf' | 'text' | 'download' };

/**
 * What the player shows. A photo or video the browser cannot show gets a copy made in the background: 'Preparing...'
 * while it is made, the "could not be played" message when it could not be; once ready the stream URL serves it, and
 * its type (previewMimeType) picks the element. A file of no bytes is empty, whatever its type says.
 */
export function viewerModeOf(file: ViewerFile): ViewerMode {
  if (file.size === 0) return { kind: 'empty' };
  if (file.category === 'image' || file.category === 'video') {
    if (file.previewState === 'pending') return { kind: 'preparing', what: file.category };
    if (file.previewState === 'failed') return { kind: 'unplayable' };
  }
  const type = (file.previewState === 'ready' ? file.previewMimeType : null) ?? file.mimeType;
  const kind = previewKindOfType(type);
  if (kind === 'image' || kind === 'video' || kind === 'audio') return { kind };
  // A medium with an unhelpful type (application/octet-stream) still gets its player: the browser may know better.
  if (file.category === 'image' || file.category === 'video' || file.category === 'audio')
    return { kind: file.category };
  return { kind: kind ?? 'download' };
}

/**
 * Where the image viewer's picture comes from: the stream (the file, or its ready copy), else the large WebP thumbnail
 * of a type the browser cannot draw (TIFF), else nothing to show.
 */
export function imageSourceOf(file: ViewerFile): 'stream' | 'thumbnail' | null {
  if (file.previewState === 'ready' || canShowImageInline(file.mimeType)) return 'stream';
  return file.thumbnailState === 'ready' ? 'thumbnail' : null;
}
