import type { FailureKind } from './failure-reason.ts';
import { ffmpegAvailable } from './ffmpeg-path.ts';
import type { ToolInput } from './media-source.ts';

// The one demuxer ffmpeg and ffprobe may read each sniffed type with. Named with -f and made the only entry of
// -format_whitelist, so that a file's bytes can never choose another: a playlist (hls, dash), a script (concat), an
// image sequence pattern (image2) or anything else that opens further inputs, which a hostile file would point at an
// address of the server's network. Names as `ffmpeg -demuxers` lists them ("mov" is the demuxer of MP4, MOV, M4A and
// 3GP; "matroska" of MKV and WebM).
const DEMUXERS: Record<string, string> = {
  'video/mp4': 'mov',
  'video/quicktime': 'mov',
  'video/x-m4v': 'mov',
  'video/3gpp': 'mov',
  'video/3gpp2': 'mov',
  'video/matroska': 'matroska',
  'video/x-matroska': 'matroska',
  'video/webm': 'matroska',
  'video/vnd.avi': 'avi',
  'video/x-msvideo': 'avi',
  'video/x-ms-asf': 'asf',
  'video/x-flv': 'flv',
  'video/mp2t': 'mpegts',
  'video/mpeg': 'mpeg',
  'video/MP1S': 'mpeg',
  'video/MP2P': 'mpeg',
  'video/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/flac': 'flac',
  'audio/ogg': 'ogg',
  'audio/ogg; codecs=opus': 'ogg',
  'audio/mp4': 'mov',
  'audio/x-m4a': 'mov',
  'audio/aac': 'aac',
  'audio/aiff': 'aiff',
  'audio/x-ms-asf': 'asf',
  'audio/ape': 'ape',
  'audio/wavpack': 'wv',
  'audio/amr': 'amr',
  'audio/x-dsf': 'dsf',
  'audio/x-voc': 'voc',
  'audio/qcelp': 'qcp',
  'audio/vnd.dolby.dd-raw': 'ac3',
  // Images reach ffmpeg only where libvips cannot read them: one piped picture each, never a sequence pattern.
  'image/bmp': 'bmp_pipe',
  'image/x-icon': 'ico',
  'image/vnd.microsoft.icon': 'ico',
  'image/vnd.adobe.photoshop': 'psd_pipe',
  'image/png': 'png_pipe',
  'image/apng': 'apng',
  'image/jpeg': 'jpeg_pipe',
  'image/gif': 'gif',
  'image/webp': 'webp_pipe',
  'image/tiff': 'tiff_pipe',
  'image/jxl': 'jpegxl_pipe',
  'image/mj2': 'mov',
};
// Not here, so never given to ffmpeg: tracker modules (only the libopenmpt library reads them, a large parser of
// old formats), MIDI (no demuxer), Musepack (two demuxers, one per version), camera raw and HEIF files (libvips and
// libheif read those), and every type a sniffer does not name.

/** The demuxer for a sniffed type, or undefined when no safe one is known: such a file is stored, not probed. */
export function demuxerOf(mimeType: string): string | undefined {
  return Object.hasOwn(DEMUXERS, mimeType) ? DEMUXERS[mimeType] : undefined;
}

/** Every demuxer of the table above: for tests. */
export const KNOWN_DEMUXERS = new Set(Object.values(DEMUXERS));

export type FfmpegReader =
  | { ok: true; demuxer: string }
  | { ok: false; reason: string; failure: Extract<FailureKind, 'no_tool' | 'unsupported'> };

/** Whether ffmpeg may read a file of this type: it runs, and a safe demuxer is known; else why not. */
export async function ffmpegReaderOf(mimeType: string): Promise<FfmpegReader> {
  if (!(await ffmpegAvailable())) return { ok: false, reason: 'ffmpeg is not available', failure: 'no_tool' };
  const demuxer = demuxerOf(mimeType);
  if (!demuxer)
    return { ok: false, reason: `not read with ffmpeg: no safe demuxer for ${mimeType}`, failure: 'unsupported' };
  return { ok: true, demuxer };
}

/**
 * The arguments naming a tool's input, for ffmpeg and ffprobe alike: the protocols its read needs and no other, its
 * one demuxer (forced, and the only one allowed), then the input.
 */
export function inputArgs({ protocols, demuxer, input }: ToolInput): string[] {
  return ['-protocol_whitelist', protocols, '-format_whitelist', demuxer, '-f', demuxer, '-i', input];
}
