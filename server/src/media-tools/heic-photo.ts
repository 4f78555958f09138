import { decodeHeic } from './heic-image.ts';
import { browserImageFromPixels, type ImageCopyResult } from './image-copy.ts';
import { thumbnailsFromPixels, type ThumbnailResult } from './image-thumbnails.ts';

/**
 * A HEIC photo's thumbnails and its browser-viewable copy (a full-size WebP) from one decode: libheif's decode of a
 * 12-megapixel photo takes seconds of CPU, far more than both encodes, so it is not done twice. When it fails, both
 * fail with its reason.
 */
export async function heicThumbnailsAndCopy(
  bytes: Buffer,
): Promise<{ thumbnails: ThumbnailResult; copy: ImageCopyResult }> {
  const pixels = await decodeHeic(bytes);
  if (!pixels.ok) return { thumbnails: pixels, copy: pixels };
  return { thumbnails: await thumbnailsFromPixels(pixels), copy: await browserImageFromPixels(pixels) };
}
