import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ffmpegAvailable, resolveFfmpegPath, resolveFfprobePath, warnIfFfmpegMissing } from './ffmpeg-path.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ffmpeg-path-test-'));
  // Fake binaries that answer -version, as the real ones do.
  for (const name of ['ffmpeg', 'ffprobe']) {
    await writeFile(path.join(dir, name), '#!/bin/sh\necho "fake version"\n');
    await chmod(path.join(dir, name), 0o755);
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

describe('resolving ffmpeg and ffprobe', () => {
  it('prefers FFMPEG_PATH and FFPROBE_PATH', () => {
    vi.stubEnv('FFMPEG_PATH', '/opt/ff/bin/ffmpeg');
    vi.stubEnv('FFPROBE_PATH', '/opt/other/ffprobe');
    expect(resolveFfmpegPath()).toBe('/opt/ff/bin/ffmpeg');
    expect(resolveFfprobePath()).toBe('/opt/other/ffprobe');
  });

  it('finds ffprobe beside FFMPEG_PATH when FFPROBE_PATH is unset', () => {
    vi.stubEnv('FFMPEG_PATH', path.join(dir, 'ffmpeg'));
    vi.stubEnv('FFPROBE_PATH', '');
    vi.stubEnv('PATH', '');
    expect(resolveFfprobePath()).toBe(path.join(dir, 'ffprobe'));
  });

  it('searches PATH, and gives null when nothing is there', () => {
    vi.stubEnv('FFMPEG_PATH', '');
    vi.stubEnv('FFPROBE_PATH', '');
    vi.stubEnv('PATH', `/nonexistent${path.delimiter}${dir}`);
    expect(resolveFfmpegPath()).toBe(path.join(dir, 'ffmpeg'));
    expect(resolveFfprobePath()).toBe(path.join(dir, 'ffprobe'));
    vi.stubEnv('PATH', '/nonexistent');
    expect(resolveFfmpegPath()).toBeNull();
  });
});

describe('ffmpegAvailable', () => {
  it('is true when both programs run', async () => {
    vi.stubEnv('FFMPEG_PATH', path.join(dir, 'ffmpeg'));
    vi.stubEnv('FFPROBE_PATH', path.join(dir, 'ffprobe'));
    expect(await ffmpegAvailable()).toBe(true);
  });

  it('is false, with one warning, when ffmpeg is missing', async () => {
    vi.stubEnv('FFMPEG_PATH', '/nonexistent/ffmpeg');
    vi.stubEnv('FFPROBE_PATH', path.join(dir, 'ffprobe'));
    const warn = vi.fn();
    expect(await warnIfFfmpegMissing(warn)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/FFMPEG_PATH/);
  });

  it('stays silent when ffmpeg is there', async () => {
    vi.stubEnv('FFMPEG_PATH', path.join(dir, 'ffmpeg'));
    vi.stubEnv('FFPROBE_PATH', path.join(dir, 'ffprobe'));
    const warn = vi.fn();
    expect(await warnIfFfmpegMissing(warn)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });
});
