import { categoryOf } from '@vaultbox/common/media-category.ts';
import { HEIC_TYPES } from './heic-image.ts';

// What every current browser plays by itself, by container type and by codec (ffmpeg's names).
const BROWSER_VIDEO_TYPES = new Set(['video/mp4', 'video/webm', 'video/ogg']);
const BROWSER_VIDEO_CODECS = new Set(['h264', 'vp8', 'vp9', 'av1', 'theora']);
const BROWSER_AUDIO_CODECS = new Set(['aac', 'mp3', 'opus', 'vorbis']);

export interface Codecs {
  videoCodec?: string;
  audioCodec?: string;
}

/**
 * Whether a file needs a browser-viewable copy: HEIC photos always; videos whose container or codecs a browser cannot
 * play (MKV, AVI, MOV, HEVC or MJPEG in MP4...). Codecs unknown (not probed yet) count as playable.
 */
export function needsBrowserCopy(mimeType: string, codecs: Codecs = {}): boolean {
  if (HEIC_TYPES.has(mimeType)) return true;
  if (categoryOf(mimeType) !== 'video') return false;
  if (!BROWSER_VIDEO_TYPES.has(mimeType)) return true;
  return !playableCodecs(codecs);
}

/** The streams themselves play in a browser: only the container must change (a copy, no re-encoding). */
export function playableCodecs({ videoCodec, audioCodec }: Codecs): boolean {
  const videoOk = videoCodec === undefined || BROWSER_VIDEO_CODECS.has(videoCodec);
  const audioOk = audioCodec === undefined || BROWSER_AUDIO_CODECS.has(audioCodec);
  return videoOk && audioOk;
}
