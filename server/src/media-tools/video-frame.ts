import { resolveFfmpegPath } from './ffmpeg-path.ts';
import { inputArgs } from './input-format.ts';
import type { ToolInput } from './media-source.ts';
import { lastLine, runProcess } from './run-process.ts';

export const FFMPEG_TIMEOUT_MS = 30_000;
const MAX_FRAME_BYTES = 32 << 20;

// Bound the frame at 1280 px (the largest thumbnail) inside ffmpeg, never enlarging, so the PNG stays small.
const SCALE_FILTER = "scale=w='min(1280,iw)':h='min(1280,ih)':force_original_aspect_ratio=decrease";

export type FrameResult = { ok: true; png: Buffer } | { ok: false; reason: string };

/** One decoded frame at `atSeconds` (0 = the first) as PNG bytes, piped from ffmpeg (input: see withToolInput). */
export async function extractFramePng(input: ToolInput, atSeconds: number): Promise<FrameResult> {
  const binary = resolveFfmpegPath();
  if (!binary) return { ok: false, reason: 'ffmpeg is not available' };
  const args = [
    ...['-nostdin', '-hide_banner', '-v', 'error', '-threads', '2'],
    ...(atSeconds > 0 ? ['-ss', atSeconds.toFixed(3)] : []),
    ...inputArgs(input),
    ...['-frames:v', '1', '-an', '-sn', '-dn', '-vf', SCALE_FILTER],
    ...['-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
  ];
  const run = await runProcess(binary, args, {
    timeoutMs: FFMPEG_TIMEOUT_MS,
    maxStdoutBytes: MAX_FRAME_BYTES,
  });
  if (run.failure) return { ok: false, reason: `ffmpeg ${run.failure}` };
  if (run.code !== 0)
    return {
      ok: false,
      reason: `ffmpeg failed: ${lastLine(run.stderr) || `exit ${run.code}`}`,
    };
  if (run.stdout.length === 0) return { ok: false, reason: `ffmpeg decoded no frame at ${atSeconds} s` };
  return { ok: true, png: run.stdout };
}
