import { videoCaptureDate } from './capture-date.ts';
import { resolveFfprobePath } from './ffmpeg-path.ts';
import { inputArgs } from './input-format.ts';
import type { ToolInput } from './media-source.ts';
import { lastLine, runProcess } from './run-process.ts';

export const FFPROBE_TIMEOUT_MS = 15_000;

export interface StreamFacts {
  width?: number;
  height?: number;
  /** Seconds. */
  duration?: number;
  /** ffmpeg's names (h264, hevc, mjpeg, aac, ...): whether a browser can play the file. */
  videoCodec?: string;
  audioCodec?: string;
  /** The capture date of a QuickTime/MP4 file (capture-date.ts). */
  takenAt?: string;
}

export type FfprobeResult = { ok: true; facts: StreamFacts; hasVideo: boolean } | { ok: false; reason: string };

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { duration?: string; tags?: Record<string, string> };
}

/** Dimensions (as displayed, after rotation) and duration of an input (see withToolInput). */
export async function ffprobe(input: ToolInput): Promise<FfprobeResult> {
  const binary = resolveFfprobePath();
  if (!binary) return { ok: false, reason: 'ffprobe is not available' };
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', ...inputArgs(input)];
  const run = await runProcess(binary, args, {
    timeoutMs: FFPROBE_TIMEOUT_MS,
    maxStdoutBytes: 4 << 20,
  });
  if (run.failure) return { ok: false, reason: `ffprobe ${run.failure}` };
  if (run.code !== 0)
    return {
      ok: false,
      reason: `ffprobe failed: ${lastLine(run.stderr) || `exit ${run.code}`}`,
    };

  let output: FfprobeOutput;
  try {
    output = JSON.parse(run.stdout.toString('utf8')) as FfprobeOutput;
  } catch {
    return { ok: false, reason: 'ffprobe printed no valid JSON' };
  }
  const video = output.streams?.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const facts: StreamFacts = {};
  if (video?.codec_name) facts.videoCodec = video.codec_name;
  const audio = output.streams?.find((s) => s.codec_type === 'audio');
  if (audio?.codec_name) facts.audioCodec = audio.codec_name;
  const takenAt = videoCaptureDate(output.format?.tags);
  if (takenAt) facts.takenAt = takenAt;
  const duration = positive(Number(output.format?.duration ?? video?.duration));
  if (duration !== undefined) facts.duration = duration;
  const width = positive(video?.width);
  const height = positive(video?.height);
  if (width !== undefined && height !== undefined) {
    const quarterTurn = Math.abs(rotationOf(video)) % 180 === 90;
    facts.width = quarterTurn ? height : width;
    facts.height = quarterTurn ? width : height;
  }
  return { ok: true, facts, hasVideo: video !== undefined };
}

/** Phone videos are stored sideways with a display matrix (or an older rotate tag) saying how to turn them. */
function rotationOf(stream: FfprobeStream | undefined): number {
  const fromSideData = stream?.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation;
  const rotation = Number(fromSideData ?? stream?.tags?.rotate ?? 0);
  return Number.isFinite(rotation) ? rotation : 0;
}

function positive(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;
}
