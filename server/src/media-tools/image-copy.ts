import { describeError } from './failure-reason.ts';
import { decodeHeic, HEIC_TYPES } from './heic-image.ts';
import { openImage, openPixels } from './safe-sharp.ts';

export type ImageCopyResult = { ok: true; bytes: Buffer; mimeType: string } | { ok: false; reason: string };

const PREVIEW_QUALITY = 85;
const STRIPPED_QUALITY = 92;

/** Image types whose metadata stripping knows how to remove (re-encoded in the same format; HEIC becomes JPEG). */
const SAME_FORMAT = new Map([
  ['image/jpeg', 'jpeg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
  ['image/tiff', 'tiff'],
  ['image/avif', 'avif'],
] as const);
const ANIMATED = new Set(['image/gif', 'image/webp']);

export const isStrippableImage = (mimeType: string) => SAME_FORMAT.has(mimeType as never) || HEIC_TYPES.has(mimeType);

/** The type of an image's stripped copy: its own, except HEIC (no encoder here), which becomes JPEG. */
export const strippedImageType = (mimeType: string) => (HEIC_TYPES.has(mimeType) ? 'image/jpeg' : mimeType);

/** A HEIC photo as a full-size, upright WebP a browser shows (sharp writes no metadata unless asked). */
export async function browserImageFromHeic(bytes: Buffer): Promise<ImageCopyResult> {
  const pixels = await decodeHeic(bytes);
  if (!pixels.ok) return pixels;
  try {
    const webp = await openPixels(pixels).webp({ quality: PREVIEW_QUALITY }).toBuffer();
    return { ok: true, bytes: webp, mimeType: 'image/webp' };
  } catch (error) {
    return { ok: false, reason: describeError(error) };
  }
}

/**
 * The picture without EXIF, GPS, XMP, IPTC or comments: turned upright by its orientation first (the tag that said
 * how goes with the rest), then re-encoded, which writes no metadata. Animated GIF/WebP keep their frames.
 */
export async function strippedImage(bytes: Buffer, mimeType: string): Promise<ImageCopyResult> {
  if (HEIC_TYPES.has(mimeType)) {
    const pixels = await decodeHeic(bytes);
    if (!pixels.ok) return pixels;
    return encode(() => openPixels(pixels).jpeg({ quality: STRIPPED_QUALITY }).toBuffer(), 'image/jpeg');
  }
  const format = SAME_FORMAT.get(mimeType as never);
  if (!format) return { ok: false, reason: `no metadata stripping for ${mimeType}` };
  const animated = ANIMATED.has(mimeType);
  return encode(() => {
    const image = openImage(bytes, { animated });
    return (animated ? image : image.rotate()).toFormat(format, { quality: STRIPPED_QUALITY }).toBuffer();
  }, mimeType);
}

async function encode(run: () => Promise<Buffer>, mimeType: string): Promise<ImageCopyResult> {
  try {
    return { ok: true, bytes: await run(), mimeType };
  } catch (error) {
    return { ok: false, reason: describeError(error) };
  }
}
