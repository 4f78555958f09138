import { THUMBNAIL_SIDES, type ThumbnailSize } from '@vaultbox/common/schemas/media.ts';
import { describeError } from './failure-reason.ts';
import type { Sharp } from 'sharp';
import { openImage, openPixels } from './safe-sharp.ts';

export type Thumbnails = Record<ThumbnailSize, Buffer>;

export type ThumbnailResult = { ok: true; thumbnails: Thumbnails } | { ok: false; reason: string };

const WEBP_QUALITY = 80;

/** The three WebP thumbnails of a decodable image (file path or bytes), turned upright by its EXIF orientation. */
export function thumbnailsFromImage(input: string | Buffer): Promise<ThumbnailResult> {
  return thumbnailsOf(() => openImage(input).rotate());
}

/** The three WebP thumbnails of decoded, upright RGBA pixels (a HEIC photo, say). */
export function thumbnailsFromPixels(pixels: {
  width: number;
  height: number;
  rgba: Buffer;
}): Promise<ThumbnailResult> {
  return thumbnailsOf(() => openPixels(pixels));
}

const fitInside = (side: number) => ({ width: side, height: side, fit: 'inside' as const, withoutEnlargement: true });
const LARGEST_SIDE = Math.max(...Object.values(THUMBNAIL_SIDES));

/**
 * One decode per picture: to the largest thumbnail's pixels (a JPEG or WebP shrunk while it is read), the smaller
 * thumbnails made from those. A decode for each size cost two to five times as much CPU on 12 to 24 MP photos. The
 * three encodes run one after the other: each holds one of libuv's four threads, which requests' file reads need too.
 */
async function thumbnailsOf(open: () => Sharp): Promise<ThumbnailResult> {
  try {
    const { data, info } = await open().resize(fitInside(LARGEST_SIDE)).raw().toBuffer({ resolveWithObject: true });
    const largest = { width: info.width, height: info.height, channels: info.channels, rgba: data };
    const made: Partial<Thumbnails> = {};
    for (const [name, side] of Object.entries(THUMBNAIL_SIDES) as [ThumbnailSize, number][]) {
      made[name] = await openPixels(largest).resize(fitInside(side)).webp({ quality: WEBP_QUALITY }).toBuffer();
    }
    return { ok: true, thumbnails: made as Thumbnails };
  } catch (error) {
    return { ok: false, reason: describeError(error) };
  }
}
