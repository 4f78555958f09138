import { sniffBuffer } from '../../media-tools/sniff-type.ts';
import { openImage } from '../../media-tools/safe-sharp.ts';

/** Side of the stored square, in pixels: twice the largest size the UI draws, for sharp screens. */
export const AVATAR_SIDE = 256;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);

/**
 * The stored form of an uploaded avatar: the type is sniffed from the bytes (the claimed one is ignored), the image
 * turned upright, cropped to its centre square, scaled down and re-encoded as WebP. Re-encoding also drops whatever
 * else the upload carried (EXIF location, trailing data). Null when the bytes are not an image we take.
 */
export async function avatarWebp(bytes: Buffer): Promise<Buffer | null> {
  const sniffed = await sniffBuffer(bytes, true);
  if (!ACCEPTED.has(sniffed.mimeType)) return null;
  try {
    return await openImage(bytes)
      .rotate()
      .resize({ width: AVATAR_SIDE, height: AVATAR_SIDE, fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}
