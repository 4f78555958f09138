import type { Codecs } from './browser-playable.ts';
import { resolveFfmpegPath } from './ffmpeg-path.ts';
import type { ToolInput } from './media-source.ts';
import { runStreaming, type StreamingRun } from './streaming-process.ts';

/** Long videos take long: a whole film at veryfast on two cores stays well inside this. */
export const VIDEO_COPY_TIMEOUT_MS = 6 * 60 * 60 * 1000;

// Fragmented MP4 with the movie header first: playable from its first bytes (what faststart gives), and writable to
// a pipe, so the plaintext goes straight into the encrypting writer instead of a seekable file on disk.
const STREAMABLE_MP4 = ['-movflags', 'frag_keyframe+empty_moov+default_base_moof'];
// No global, stream or chapter metadata (GPS, camera, creation time) and no data tracks (iPhone location tracks).
const NO_METADATA = ['-map_metadata', '-1', '-map_metadata:s', '-1', '-map_chapters', '-1', '-fflags', '+bitexact'];

function ffmpegArgs({ protocols, input }: ToolInput, output: string[]): string[] {
  return ['-nostdin', '-hide_banner', '-v', 'error', '-protocol_whitelist', protocols, '-i', input, ...output];
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

/** The same streams, copied bit for bit, in a container of the same kind, without metadata. */
export function strippedVideoArgs(input: ToolInput, mimeType: string): string[] {
  const format = STRIPPED_FORMATS[mimeType] ?? 'mp4';
  const isMp4Family = format === 'mp4' || format === 'mov';
  return ffmpegArgs(input, [
    ...['-map', '0:v', '-map', '0:a?', ...NO_METADATA, '-c', 'copy'],
    ...(isMp4Family ? STREAMABLE_MP4 : []),
    ...['-f', format, 'pipe:1'],
  ]);
}

const STRIPPED_FORMATS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/matroska': 'matroska',
  'video/x-matroska': 'matroska',
  'video/webm': 'webm',
};

/** Video types whose metadata stripping knows how to remove. */
export const STRIPPABLE_VIDEO_TYPES = new Set(Object.keys(STRIPPED_FORMATS));

/** Runs ffmpeg with `args` (above), its output streamed; rejects when ffmpeg is missing. */
export function runFfmpegCopy(args: string[]): StreamingRun {
  const binary = resolveFfmpegPath();
  if (!binary) throw new Error('ffmpeg is not available');
  return runStreaming(binary, args, VIDEO_COPY_TIMEOUT_MS);
}
