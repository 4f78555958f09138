import path from 'node:path';
import { runProcess } from './run-process.ts';
import { findOnPath, isExecutable } from './tool-path.ts';

const VERSION_CHECK_TIMEOUT_MS = 5_000;

/** FFMPEG_PATH, else `ffmpeg` on PATH; null when neither exists. */
export function resolveFfmpegPath(): string | null {
  return process.env.FFMPEG_PATH || findOnPath('ffmpeg');
}

/** FFPROBE_PATH, else the ffprobe beside FFMPEG_PATH (they ship together), else PATH. */
export function resolveFfprobePath(): string | null {
  if (process.env.FFPROBE_PATH) return process.env.FFPROBE_PATH;
  const ffmpeg = process.env.FFMPEG_PATH;
  if (ffmpeg && path.isAbsolute(ffmpeg)) {
    const sibling = path.join(path.dirname(ffmpeg), path.basename(ffmpeg).replace(/ffmpeg/i, 'ffprobe'));
    if (sibling !== ffmpeg && isExecutable(sibling)) return sibling;
  }
  return findOnPath('ffprobe');
}

// Keyed by the resolved paths so that a changed environment (tests) is checked again.
const availability = new Map<string, Promise<boolean>>();

async function runsVersion(binary: string | null): Promise<boolean> {
  if (!binary) return false;
  const result = await runProcess(binary, ['-version'], {
    timeoutMs: VERSION_CHECK_TIMEOUT_MS,
    maxStdoutBytes: 1 << 20,
  });
  return result.code === 0;
}

/** True when both ffmpeg and ffprobe run. Cached: cheap to call before every video job. */
export function ffmpegAvailable(): Promise<boolean> {
  const ffmpeg = resolveFfmpegPath();
  const ffprobe = resolveFfprobePath();
  const key = `${ffmpeg}\0${ffprobe}`;
  let check = availability.get(key);
  if (!check) {
    check = Promise.all([runsVersion(ffmpeg), runsVersion(ffprobe)]).then(([a, b]) => a && b);
    availability.set(key, check);
  }
  return check;
}

/** For start-up: one clear warning when ffmpeg is missing, so video simply gets no thumbnail. */
export async function warnIfFfmpegMissing(warn: (message: string) => void): Promise<boolean> {
  const available = await ffmpegAvailable();
  if (!available) {
    warn(
      'ffmpeg/ffprobe not found (install the ffmpeg package or set FFMPEG_PATH and FFPROBE_PATH): ' +
        'videos will have no thumbnail, dimensions or duration.',
    );
  }
  return available;
}
