import { categoryOf } from '@vaultbox/common/media-category.ts';
import { exifCaptureDate } from './capture-date.ts';
import { readAudioTags } from './audio-tags.ts';
import { describeError } from './failure-reason.ts';
import { ffprobe } from './ffprobe.ts';
import { ffmpegReaderOf } from './input-format.ts';
import { withToolInput, type MediaSource } from './media-source.ts';
import { openImage } from './safe-sharp.ts';
import { withTimeout } from './with-timeout.ts';

const AUDIO_PARSE_TIMEOUT_MS = 15_000;

export interface MediaMetadata {
  width?: number;
  height?: number;
  /** Seconds. */
  duration?: number;
  /** Videos: ffmpeg's codec names, for whether a browser can play them. */
  videoCodec?: string;
  audioCodec?: string;
  /** Images and videos: the capture date as written in the file (`YYYY-MM-DDTHH:MM:SS`), when it carries one. */
  takenAt?: string;
}

/** What could be read, plus why the rest could not: a damaged file yields `{}` and a reason, never an exception. */
export interface ProbeResult {
  metadata: MediaMetadata;
  reason?: string;
}

/** Width and height for images and video, duration for video and audio. `mimeType` is the sniffed one. */
export async function probeMetadata(source: MediaSource, mimeType: string): Promise<ProbeResult> {
  try {
    const category = categoryOf(mimeType);
    switch (category) {
      case 'image':
        return await probeImage(source, mimeType);
      case 'video':
        return await probeVideo(source, mimeType);
      case 'audio':
        return await probeAudio(source, mimeType);
      case 'document':
      case 'other':
        return { metadata: {} };
    }
  } catch (error) {
    return { metadata: {}, reason: describeError(error) };
  }
}

async function probeImage(source: MediaSource, mimeType: string): Promise<ProbeResult> {
  let sharpReason: string;
  try {
    const { width, height, orientation, exif } = await openImage(source).metadata();
    if (width && height) {
      // EXIF orientations 5 to 8 turn the picture a quarter: it is displayed with the sides swapped.
      const quarterTurn = orientation !== undefined && orientation >= 5 && orientation <= 8;
      const takenAt = exifCaptureDate(exif);
      return {
        metadata: {
          ...(quarterTurn ? { width: height, height: width } : { width, height }),
          ...(takenAt && { takenAt }),
        },
      };
    }
    sharpReason = 'image has no dimensions';
  } catch (error) {
    sharpReason = describeError(error);
  }
  // libvips does not read every format (BMP, for one); ffprobe does.
  const fallback = await probeWithFfprobe(source, mimeType);
  const { width, height } = fallback.metadata;
  if (width && height) return { metadata: { width, height } };
  return {
    metadata: {},
    reason: `sharp: ${sharpReason}; ${fallback.reason ?? 'ffprobe found no dimensions'}`,
  };
}

async function probeVideo(source: MediaSource, mimeType: string): Promise<ProbeResult> {
  const result = await probeWithFfprobe(source, mimeType);
  if (result.reason) return result;
  const { width, height, duration, videoCodec, audioCodec, takenAt } = result.metadata;
  if (width === undefined) return { metadata: result.metadata, reason: 'no video stream found' };
  if (duration === undefined) return { metadata: result.metadata, reason: 'duration unknown' };
  return { metadata: { width, height, duration, videoCodec, audioCodec, ...(takenAt && { takenAt }) } };
}

async function probeAudio(source: MediaSource, mimeType: string): Promise<ProbeResult> {
  let reason: string;
  try {
    const options = { duration: true, skipCovers: true };
    const parsing = readAudioTags(source, mimeType, options);
    const { format } = await withTimeout(parsing, AUDIO_PARSE_TIMEOUT_MS, 'reading audio metadata');
    if (format.duration !== undefined && Number.isFinite(format.duration) && format.duration > 0) {
      return { metadata: { duration: format.duration } };
    }
    reason = 'music-metadata found no duration';
  } catch (error) {
    reason = `music-metadata: ${describeError(error)}`;
  }
  const fallback = await probeWithFfprobe(source, mimeType);
  const duration = fallback.metadata.duration;
  if (duration !== undefined) return { metadata: { duration } };
  return { metadata: {}, reason };
}

async function probeWithFfprobe(source: MediaSource, mimeType: string): Promise<ProbeResult> {
  const reader = await ffmpegReaderOf(mimeType);
  if (!reader.ok) return { metadata: {}, reason: reader.reason };
  const result = await withToolInput(source, reader.demuxer, ffprobe);
  return result.ok ? { metadata: result.facts } : { metadata: {}, reason: result.reason };
}
