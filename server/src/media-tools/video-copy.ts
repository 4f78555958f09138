import type { StrippableAvType } from '@vaultbox/common/strippable-types.ts';
import type { Codecs } from './browser-playable.ts';
import { resolveFfmpegPath } from './ffmpeg-path.ts';
import { inputArgs } from './input-format.ts';
import type { ToolInput } from './media-source.ts';
import { runStreaming, type StreamingRun } from './streaming-process.ts';

/** Why a copy stopped at the TRANSCODE_MAX_SECONDS cap: the reason its file keeps (preview_error). */
export const overCapReason = (maxSeconds: number) =>
  `making the copy took longer than TRANSCODE_MAX_SECONDS (${maxSeconds} s)`;

// Fragmented MP4 with the movie header first: playable from its first bytes (what faststart gives), and writable to
// a pipe, so the plaintext goes straight into the encrypting writer instead of a seekable file on disk.
const STREAMABLE_MP4 = ['-movflags', 'frag_keyframe+empty_moov+default_base_moof'];
// No global, stream or chapter metadata (GPS, camera, creation time) and no data tracks (iPhone location tracks).
const NO_METADATA = ['-map_metadata', '-1', '-map_metadata:s', '-1', '-map_chapters', '-1', '-fflags', '+bitexact'];

function ffmpegArgs(input: ToolInput, output: string[]): string[] {
  return ['-nostdin', '-hide_banner', '-v', 'error', ...inputArgs(input), ...output];
}

const ENCODE_VIDEO = [
  ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
  ...['-vf', "scale='min(1920,iw)':-2", '-threads', '2'],
];
const ENCODE_AUDIO = ['-c:a', 'aac', '-b:a', '160k', '-ac', '2'];

/**
 * What a browser plays, without metadata: H.264 (yuv420p, at most 1920 px wide) and AAC in MP4. Streams already in
 * those codecs (an iPhone's H.264 MOV, an MKV of H.264) are copied as they are: a change of container takes seconds
 * where encoding takes minutes.
 */
export function browserVideoArgs(input: ToolInput, codecs: Codecs): string[] {
  const copyVideo = codecs.videoCodec === 'h264';
  const copyAudio = codecs.audioCodec === undefined || codecs.audioCodec === 'aac' || codecs.audioCodec === 'mp3';
  return ffmpegArgs(input, [
    ...['-map', '0:v:0', '-map', '0:a:0?', ...NO_METADATA],
    ...(copyVideo ? ['-c:v', 'copy'] : ENCODE_VIDEO),
    ...(copyAudio ? ['-c:a', 'copy'] : ENCODE_AUDIO),
    ...STREAMABLE_MP4,
    ...['-f', 'mp4', 'pipe:1'],
  ]);
}

/**
 * How each audio or video type of the strippable list is copied without metadata: its streams copied bit for bit
 * into a fresh container of the same kind (this muxer), or, for AVI, whose muxer cannot write its index to a pipe,
 * made the browser's MP4 (browserVideoArgs).
 */
const STRIPPED_MUXERS: Record<StrippableAvType, string> = {
  'video/mp4': 'mp4',
  'video/x-m4v': 'ipod',
  'video/quicktime': 'mov',
  'video/3gpp': '3gp',
  'video/3gpp2': '3g2',
  'video/matroska': 'matroska',
  'video/x-matroska': 'matroska',
  'video/webm': 'webm',
  'video/vnd.avi': 'browser-mp4',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'ipod',
  'audio/x-m4a': 'ipod',
  'audio/aac': 'adts',
  'audio/flac': 'flac',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/ogg; codecs=opus': 'ogg',
};
const MP4_FAMILY = new Set(['mp4', 'ipod', 'mov', '3gp', '3g2']);

/** Whether the copy is a transcode, which wants the codecs (ffprobe) for browserVideoArgs. */
export const strippedByTranscode = (mimeType: StrippableAvType) => STRIPPED_MUXERS[mimeType] === 'browser-mp4';

/** The type of an audio or video file's stripped copy: its own, except AVI (MP4). */
export const strippedAvType = (mimeType: StrippableAvType) => (strippedByTranscode(mimeType) ? 'video/mp4' : mimeType);

/**
 * The copy without metadata: the video (never a cover picture or a data track, such as an iPhone's location track)
 * and the sound; a sound file keeps its sound alone (cover art is a picture with metadata of its own).
 */
export function strippedVideoArgs(input: ToolInput, mimeType: StrippableAvType, codecs: Codecs = {}): string[] {
  const muxer = STRIPPED_MUXERS[mimeType];
  if (muxer === 'browser-mp4') return browserVideoArgs(input, codecs);
  const streams = mimeType.startsWith('audio/') ? ['-map', '0:a'] : ['-map', '0:V?', '-map', '0:a?'];
  return ffmpegArgs(input, [
    ...[...streams, ...NO_METADATA, '-c', 'copy'],
    ...(MP4_FAMILY.has(muxer) ? STREAMABLE_MP4 : []),
    ...['-f', muxer, 'pipe:1'],
  ]);
}

/**
 * Runs ffmpeg with `args` (above), its output streamed, killed once it has run `maxSeconds` (TRANSCODE_MAX_SECONDS:
 * one long video must not hold a copy runner for ever); rejects when ffmpeg is missing.
 */
export function runFfmpegCopy(args: string[], maxSeconds: number): StreamingRun {
  const binary = resolveFfmpegPath();
  if (!binary) throw new Error('ffmpeg is not available');
  return runStreaming(binary, args, { timeoutMs: maxSeconds * 1000, timeoutReason: overCapReason(maxSeconds) });
}
