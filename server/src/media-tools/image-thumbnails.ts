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

async function thumbnailsOf(open: () => Sharp): Promise<ThumbnailResult> {
  try {
    const upright = open();
    const sizes = Object.entries(THUMBNAIL_SIDES) as [ThumbnailSize, number][];
    const made = await Promise.all(
      sizes.map(async ([name, side]) => {
        const webp = await upright
          .clone()
          .resize({
            width: side,
            height: side,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer();
        return [name, webp] as const;
      }),
    );
    return { ok: true, thumbnails: Object.fromEntries(made) as Thumbnails };
  } catch (error) {
    return { ok: false, reason: describeError(error) };
  }
}
