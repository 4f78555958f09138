import { categoryOf } from './media-category.ts';

/**
 * The one list of types whose location and camera data a share can remove (by their sniffed type): the server makes a
 * clean copy of each (its maker must cover exactly this list) and refuses to serve any other type of a share that asks
 * for it; the web says so beside the option.
 */
export const STRIPPABLE_IMAGE_TYPES = [
  // Re-encoded in their own format.
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/tiff',
  'image/avif',
  // The frames kept, the text and EXIF chunks dropped.
  'image/apng',
  // Decoded and re-encoded as JPEG (no HEVC encoder here).
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
  // Decoded by ffmpeg, the same pixels as PNG (no writer of their own here).
  'image/bmp',
  'image/x-icon',
  'image/jxl',
] as const;

export const STRIPPABLE_AV_TYPES = [
  // Streams copied into a fresh container of the same kind.
  'video/mp4',
  'video/x-m4v',
  'video/quicktime',
  'video/3gpp',
  'video/3gpp2',
  'video/matroska',
  'video/x-matroska',
  'video/webm',
  // Transcoded to H.264 MP4: an AVI cannot be written to a stream with its index.
  'video/vnd.avi',
  // The sound alone: tags and cover art dropped.
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/flac',
  'audio/wav',
  'audio/ogg',
  'audio/ogg; codecs=opus',
] as const;

export type StrippableImageType = (typeof STRIPPABLE_IMAGE_TYPES)[number];
export type StrippableAvType = (typeof STRIPPABLE_AV_TYPES)[number];
export type StrippableType = StrippableImageType | StrippableAvType;

const STRIPPABLE = new Set<string>([...STRIPPABLE_IMAGE_TYPES, ...STRIPPABLE_AV_TYPES]);

export function canStripMetadata(mimeType: string): mimeType is StrippableType {
  return STRIPPABLE.has(mimeType);
}

/**
 * A new share removes location and camera data unless its owner says otherwise, for the photos and videos it can
 * clean; for a type it cannot, the option starts off rather than making the link refuse to serve the file.
 */
export function stripsMetadataByDefault(mimeType: string): boolean {
  const category = categoryOf(mimeType);
  return (category === 'image' || category === 'video') && canStripMetadata(mimeType);
}

/** Why a share that asks for stripping cannot serve its file: the owner's list says so in the share's row. */
export const STRIPPING_PROBLEMS = ['unsupported_type', 'copy_failed'] as const;
export type StrippingProblem = (typeof STRIPPING_PROBLEMS)[number];

/**
 * How a public profile serves a file of this type: without location and camera data when that can be removed;
 * photos and videos whose data cannot be removed are withheld; the other types (documents, text, archives) carry no
 * such data and are served as they are.
 */
export function publicServingOf(mimeType: string): 'stripped' | 'as-is' | 'withheld' {
  if (canStripMetadata(mimeType)) return 'stripped';
  const category = categoryOf(mimeType);
  return category === 'image' || category === 'video' ? 'withheld' : 'as-is';
}
