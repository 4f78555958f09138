import { categoryOf } from '@vaultbox/common/media-category.ts';
import { extractCoverArt } from './audio-cover.ts';
import { describeError } from './failure-reason.ts';
import { ffprobe } from './ffprobe.ts';
import { readFile } from 'node:fs/promises';
import { HEIC_TYPES, decodeHeic } from './heic-image.ts';
import { thumbnailsFromImage, thumbnailsFromPixels, type ThumbnailResult } from './image-thumbnails.ts';
import { ffmpegReaderOf } from './input-format.ts';
import { isLoopbackUrl } from './loopback-url.ts';
import { withToolInput, type MediaSource, type ToolInput } from './media-source.ts';
import { renderFirstPagePng } from './pdf-page.ts';
import { extractFramePng } from './video-frame.ts';

export interface ThumbnailOptions {
  /** Seconds, when the caller already probed it; saves one ffprobe run. */
  durationSeconds?: number;
}

/**
 * Small, medium and large WebP thumbnails for images, video (a frame from early on), audio (its cover art) and PDFs
 * (the first page). Never throws: other documents, undecodable or corrupt files and a missing ffmpeg give `ok: false` with a reason.
 */
export async function makeThumbnails(
  source: MediaSource,
  mimeType: string,
  options: ThumbnailOptions = {},
): Promise<ThumbnailResult> {
  try {
    const category = categoryOf(mimeType);
    switch (category) {
      case 'image':
        return await imageThumbnails(source, mimeType);
      case 'video':
        return await videoThumbnails(source, mimeType, options.durationSeconds);
      case 'audio':
        return await audioThumbnails(source, mimeType);
      case 'document':
        if (mimeType === 'application/pdf') return await pdfThumbnails(source);
        return { ok: false, reason: `no thumbnail for ${category} files` };
      case 'other':
        return { ok: false, reason: `no thumbnail for ${category} files` };
    }
  } catch (error) {
    return { ok: false, reason: describeError(error) };
  }
}

// Image formats libvips cannot read but ffmpeg can. Only these go to ffmpeg: it would happily make a half-grey
// thumbnail of a truncated JPEG that libvips rightly refuses.
const FFMPEG_ONLY_IMAGE_TYPES = new Set([
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'image/vnd.adobe.photoshop',
]);

async function imageThumbnails(source: MediaSource, mimeType: string): Promise<ThumbnailResult> {
  if (HEIC_TYPES.has(mimeType)) return heicThumbnails(source);
  const direct = await thumbnailsFromImage(source);
  if (direct.ok || !FFMPEG_ONLY_IMAGE_TYPES.has(mimeType)) return direct;
  const reader = await ffmpegReaderOf(mimeType);
  if (!reader.ok) return direct;
  const frame = await withToolInput(source, reader.demuxer, (input) => extractFramePng(input, 0));
  if (!frame.ok) return { ok: false, reason: `sharp: ${direct.reason}; ${frame.reason}` };
  return thumbnailsFromImage(frame.png);
}

async function heicThumbnails(source: MediaSource): Promise<ThumbnailResult> {
  if (typeof source === 'string' && isLoopbackUrl(source))
    return { ok: false, reason: 'HEIC file too large to decode' };
  const pixels = await decodeHeic(typeof source === 'string' ? await readFile(source) : source);
  return pixels.ok ? thumbnailsFromPixels(pixels) : pixels;
}

async function videoThumbnails(
  source: MediaSource,
  mimeType: string,
  knownDuration: number | undefined,
): Promise<ThumbnailResult> {
  const reader = await ffmpegReaderOf(mimeType);
  if (!reader.ok) return reader;
  return withToolInput(source, reader.demuxer, async (input) => {
    const duration = knownDuration ?? (await durationOf(input));
    // Early, but past a black or title first frame: 1 s, or 10% into a short clip.
    const at = duration ? Math.min(1, duration * 0.1) : 0;
    let frame = await extractFramePng(input, at);
    if (!frame.ok && at > 0) frame = await extractFramePng(input, 0);
    if (!frame.ok) return frame;
    return thumbnailsFromImage(frame.png);
  });
}

async function pdfThumbnails(source: MediaSource): Promise<ThumbnailResult> {
  const page = await renderFirstPagePng(source);
  if (!page.ok) return page;
  return thumbnailsFromImage(page.png);
}

async function durationOf(input: ToolInput): Promise<number | undefined> {
  const probe = await ffprobe(input);
  return probe.ok ? probe.facts.duration : undefined;
}

async function audioThumbnails(source: MediaSource, mimeType: string): Promise<ThumbnailResult> {
  const cover = await extractCoverArt(source, mimeType);
  if (!cover.ok) return cover;
  const made = await thumbnailsFromImage(cover.image);
  return made.ok ? made : { ok: false, reason: `cover art: ${made.reason}` };
}
