// A media file's plain values (sort keys, thumbnail sizes and states, copy states, text limits), apart from the request
// and answer schemas of schemas/media.ts, which re-exports them: a page that needs a limit or a list does not load zod.

export const MEDIA_SORT_KEYS = ['createdAt', 'filename', 'size', 'viewCount'] as const;
export type MediaSortKey = (typeof MEDIA_SORT_KEYS)[number];
export const THUMBNAIL_SIZES = ['small', 'medium', 'large'] as const;
export type ThumbnailSize = (typeof THUMBNAIL_SIZES)[number];
/** The longest side of each thumbnail in pixels (fitted inside the square, never enlarged): what `srcset` says. */
export const THUMBNAIL_SIDES: Record<ThumbnailSize, number> = { small: 160, medium: 480, large: 1280 };
export const THUMBNAIL_STATES = ['pending', 'ready', 'failed', 'none'] as const;
export type ThumbnailState = (typeof THUMBNAIL_STATES)[number];
/**
 * A browser-viewable copy made in the background for a file a browser cannot show itself (HEIC photo -> WebP, MKV or
 * MOV with a foreign codec -> H.264 MP4). 'none': the file needs none (or is not media); 'pending': being made (the
 * player shows "Preparing video..."); 'ready': the stream and preview URLs serve it; 'failed': it could not be made.
 */
export const PREVIEW_STATES = ['none', 'pending', 'ready', 'failed'] as const;
export type PreviewState = (typeof PREVIEW_STATES)[number];
/**
 * Why a browser-viewable copy could not be made (previewState 'failed'), for the owner: 'too_long', it took longer
 * than the server's TRANSCODE_MAX_SECONDS; 'too_large', a picture over the server's size limits; 'unreadable', the
 * tools could not read the file (damaged, or encoded in a way they do not know); 'unsupported', a type the server has
 * no safe reader for; 'no_tool', the tool the copy needs is not installed; 'storage_error', the stored file could not
 * be read back (failed its integrity check); 'unknown', a copy that failed before the reasons were kept.
 */
export const PREVIEW_FAILURES = [
  'too_long',
  'too_large',
  'unreadable',
  'unsupported',
  'no_tool',
  'storage_error',
  'unknown',
] as const;
export type PreviewFailure = (typeof PREVIEW_FAILURES)[number];

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const TAG_MAX = 50;
export const TAGS_MAX = 30;
export const BULK_IDS_MAX = 500;
