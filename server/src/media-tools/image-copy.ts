import type { StrippableImageType } from '@vaultbox/common/strippable-types.ts';
import { describeError, type FailureKind } from './failure-reason.ts';
import { decodeHeic } from './heic-image.ts';
import { inputArgs } from './input-format.ts';
import type { ToolInput } from './media-source.ts';
import { pngWithoutMetadata } from './png-chunks.ts';
import { MAX_INPUT_PIXELS, openImage, openPixels, type DecodedPixels } from './safe-sharp.ts';

export type ImageCopyResult =
  { ok: true; bytes: Buffer; mimeType: string } | { ok: false; reason: string; failure?: FailureKind };

const PREVIEW_QUALITY = 85;
const STRIPPED_QUALITY = 92;

/**
 * How each image type of the strippable list gets its copy without metadata: re-encoded by sharp in its own format;
 * HEIC decoded and made JPEG (no HEVC encoder here); APNG's chunks filtered (sharp would keep one frame); or, for
 * formats sharp cannot read or write, decoded by ffmpeg into the same pixels as PNG.
 */
type ImageRecipe =
  { by: 'sharp'; format: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'avif' } | { by: 'heic' | 'png-chunks' | 'ffmpeg' };
const RECIPES: Record<StrippableImageType, ImageRecipe> = {
  'image/jpeg': { by: 'sharp', format: 'jpeg' },
  'image/png': { by: 'sharp', format: 'png' },
  'image/webp': { by: 'sharp', format: 'webp' },
  'image/gif': { by: 'sharp', format: 'gif' },
  'image/tiff': { by: 'sharp', format: 'tiff' },
  'image/avif': { by: 'sharp', format: 'avif' },
  'image/apng': { by: 'png-chunks' },
  'image/heic': { by: 'heic' },
  'image/heif': { by: 'heic' },
  'image/heic-sequence': { by: 'heic' },
  'image/heif-sequence': { by: 'heic' },
  'image/bmp': { by: 'ffmpeg' },
  'image/x-icon': { by: 'ffmpeg' },
  'image/jxl': { by: 'ffmpeg' },
};
const ANIMATED = new Set(['image/gif', 'image/webp']);

/** Whether the copy is made by ffmpeg (strippedPictureArgs) rather than from bytes in memory (strippedImage). */
export const strippedByFfmpeg = (mimeType: StrippableImageType) => RECIPES[mimeType].by === 'ffmpeg';

/** The type of an image's stripped copy: its own, except HEIC (JPEG) and those ffmpeg decodes (PNG). */
export function strippedImageType(mimeType: StrippableImageType): string {
  const { by } = RECIPES[mimeType];
  return by === 'heic' ? 'image/jpeg' : by === 'ffmpeg' ? 'image/png' : mimeType;
}

/** A HEIC photo as a full-size, upright WebP a browser shows (sharp writes no metadata unless asked). */
export async function browserImageFromHeic(bytes: Buffer): Promise<ImageCopyResult> {
  const pixels = await decodeHeic(bytes);
  return pixels.ok ? browserImageFromPixels(pixels) : pixels;
}

/** The same from a HEIC photo's decoded pixels (heic-photo.ts makes its thumbnails from them too). */
export async function browserImageFromPixels(pixels: DecodedPixels): Promise<ImageCopyResult> {
  try {
    const webp = await openPixels(pixels).webp({ quality: PREVIEW_QUALITY }).toBuffer();
    return { ok: true, bytes: webp, mimeType: 'image/webp' };
  } catch (error) {
    return { ok: false, reason: describeError(error) };
  }
}

/**
 * The picture without EXIF, GPS, XMP, IPTC or comments: turned upright by its orientation first (the tag that said
 * how goes with the rest), then re-encoded, which writes no metadata. Animated GIF/WebP keep their frames, APNG its
 * chunks that draw. Not for the types strippedByFfmpeg.
 */
export async function strippedImage(bytes: Buffer, mimeType: StrippableImageType): Promise<ImageCopyResult> {
  const recipe = RECIPES[mimeType];
  if (recipe.by === 'heic') {
    const pixels = await decodeHeic(bytes);
    if (!pixels.ok) return pixels;
    return encode(() => openPixels(pixels).jpeg({ quality: STRIPPED_QUALITY }).toBuffer(), 'image/jpeg');
  }
  if (recipe.by === 'png-chunks') {
    const png = pngWithoutMetadata(bytes);
    return png.ok ? { ok: true, bytes: png.bytes, mimeType } : png;
  }
  if (recipe.by !== 'sharp') return { ok: false, reason: `${mimeType} is copied by ffmpeg` };
  const animated = ANIMATED.has(mimeType);
  return encode(() => {
    const image = openImage(bytes, { animated });
    return (animated ? image : image.rotate()).toFormat(recipe.format, { quality: STRIPPED_QUALITY }).toBuffer();
  }, mimeType);
}

/**
 * ffmpeg's arguments for the first picture of an image sharp cannot write (BMP, ICO, JPEG XL) as a PNG of the same
 * pixels, at full size: decoding writes none of the source's metadata, nor any byte after the picture.
 */
export function strippedPictureArgs(input: ToolInput): string[] {
  return [
    ...['-nostdin', '-hide_banner', '-v', 'error', '-max_pixels', String(MAX_INPUT_PIXELS), ...inputArgs(input)],
    ...['-map', '0:V:0', '-frames:v', '1', '-map_metadata', '-1', '-fflags', '+bitexact'],
    ...['-c:v', 'png', '-f', 'image2pipe', 'pipe:1'],
  ];
}

async function encode(run: () => Promise<Buffer>, mimeType: string): Promise<ImageCopyResult> {
  try {
    return { ok: true, bytes: await run(), mimeType };
  } catch (error) {
    return { ok: false, reason: describeError(error) };
  }
}
