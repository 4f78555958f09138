import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { ffmpegAvailable, resolveFfmpegPath } from '../../src/media-tools/ffmpeg-path.ts';
import { resolvePdftoppmPath } from '../../src/media-tools/pdf-page.ts';
import { runProcess } from '../../src/media-tools/run-process.ts';

// Media files the tests make themselves (sharp, ffmpeg), beside the real ones in server/test/fixtures (fixtures.ts).

/**
 * Whether video tests can run. Without ffmpeg they are skipped with one loud line, except in CI, where a missing
 * ffmpeg is a broken machine and must fail the run.
 */
export async function ffmpegForTests(): Promise<boolean> {
  if (await ffmpegAvailable()) return true;
  const message = 'ffmpeg/ffprobe not found (set FFMPEG_PATH/FFPROBE_PATH or install ffmpeg)';
  if (process.env.CI) throw new Error(`${message}: required when CI is set`);
  console.warn(`\n!!!!! SKIPPING VIDEO TESTS: ${message} !!!!!\n`);
  return false;
}

/** Whether PDF thumbnail tests can run: pdftoppm (poppler-utils) is needed, and in CI it must be there. */
export function pdftoppmForTests(): boolean {
  if (resolvePdftoppmPath()) return true;
  const message = 'pdftoppm not found (set PDFTOPPM_PATH or install poppler-utils)';
  if (process.env.CI) throw new Error(`${message}: required when CI is set`);
  console.warn(`\n!!!!! SKIPPING PDF THUMBNAIL TESTS: ${message} !!!!!\n`);
  return false;
}

export interface GeneratedFiles {
  /** 300x200 PNG, solid colour. */
  png: string;
  /** 3000x2000 JPEG: larger than the largest thumbnail. */
  largeJpeg: string;
  /** 400x200 JPEG stored red-over-blue with EXIF orientation 6: upright it is 200x400, blue left, red right. */
  rotatedJpeg: string;
  text: string;
  svg: string;
  html: string;
  /**
   * 64 KiB of noise, the same every run: no signature, not text, and neither ffmpeg nor ffprobe finds a stream in it
   * (checked for this seed; crypto-random bytes now and then look like a video to ffmpeg's probe).
   */
  random: string;
}

export interface GeneratedAv {
  /** 2 s, 320x240, testsrc. */
  mp4: string;
  /** The same video with a 90 degree display rotation: shown as 240x320. */
  rotatedMp4: string;
  /** 1 s sine. */
  mp3: string;
  wav: string;
}

export async function generateFiles(dir: string): Promise<GeneratedFiles> {
  const files: GeneratedFiles = {
    png: path.join(dir, 'generated.png'),
    largeJpeg: path.join(dir, 'large.jpg'),
    rotatedJpeg: path.join(dir, 'rotated.jpg'),
    text: path.join(dir, 'notes.txt'),
    svg: path.join(dir, 'drawing.svg'),
    html: path.join(dir, 'page.html'),
    random: path.join(dir, 'random.bin'),
  };
  const solid = (width: number, height: number, r: number, g: number, b: number) =>
    sharp({ create: { width, height, channels: 3, background: { r, g, b } } });
  await solid(300, 200, 0, 128, 255).png().toFile(files.png);
  await solid(3000, 2000, 40, 200, 40).jpeg().toFile(files.largeJpeg);
  const blueBottom = await solid(400, 100, 0, 0, 255).png().toBuffer();
  await solid(400, 200, 255, 0, 0)
    .composite([{ input: blueBottom, top: 100, left: 0 }])
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toFile(files.rotatedJpeg);
  await writeFile(files.text, 'Shopping list\n- café au lait\n- 寿司\n');
  await writeFile(
    files.svg,
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n' +
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><rect width="64" height="32" fill="red"/>' +
      '<script>alert(1)</script></svg>\n',
  );
  await writeFile(files.html, '<!DOCTYPE html>\n<html><body><script>alert(1)</script></body></html>\n');
  await writeFile(files.random, noise(RANDOM_SEED, 64 * 1024));
  return files;
}

/** The seed of GeneratedFiles.random: change it only together with a run of every test of `generated.random`. */
export const RANDOM_SEED = 'vaultbox: noise that decodes as nothing';

/** `length` bytes of a SHA-256 chain from `seed`: uniform noise, identical on every run and machine. */
export function noise(seed: string, length: number): Buffer {
  const out = Buffer.alloc(length);
  let block = createHash('sha256').update(seed).digest();
  for (let offset = 0; offset < length; offset += block.length) {
    block.copy(out, offset);
    block = createHash('sha256').update(block).digest();
  }
  return out;
}

export interface GeneratedMedia {
  /** The temp directory they are in (read it from beforeAll on). */
  readonly dir: string;
  /** Filled in beforeAll: the object may be taken at once, its paths read from beforeAll on. */
  files: GeneratedFiles;
  /** Filled in beforeAll, only when asked for (ffmpeg is needed): empty otherwise. */
  av: GeneratedAv;
}

/**
 * The generated files for the tests of a file or describe block, in a temp directory made in beforeAll and removed in
 * afterAll; with `av`, the ffmpeg-made ones too:
 *
 *   const { files, av } = useGeneratedMedia({ av: hasFfmpeg });
 */
export function useGeneratedMedia(options: { av: boolean }): GeneratedMedia {
  const files = {} as GeneratedFiles;
  const av = {} as GeneratedAv;
  let dir: string | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vaultbox-media-'));
    const [made, madeAv] = await Promise.all([generateFiles(dir), options.av ? generateAv(dir) : undefined]);
    Object.assign(files, made);
    Object.assign(av, madeAv);
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return {
    get dir() {
      if (!dir) throw new Error('useGeneratedMedia: the directory is made in beforeAll; read it from a hook or a test');
      return dir;
    },
    files,
    av,
  };
}

/** Needs ffmpeg: call only when ffmpegForTests() said yes. */
export async function generateAv(dir: string): Promise<GeneratedAv> {
  const files: GeneratedAv = {
    mp4: path.join(dir, 'generated.mp4'),
    rotatedMp4: path.join(dir, 'rotated.mp4'),
    mp3: path.join(dir, 'generated.mp3'),
    wav: path.join(dir, 'generated.wav'),
  };
  const sine = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'];
  await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=25', '-pix_fmt', 'yuv420p', files.mp4]);
  await ffmpeg(['-i', files.mp4, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', files.rotatedMp4]);
  await ffmpeg([...sine, files.mp3]);
  await ffmpeg([...sine, files.wav]);
  return files;
}

async function ffmpeg(args: string[]): Promise<void> {
  const binary = resolveFfmpegPath();
  if (!binary) throw new Error('ffmpeg missing');
  const run = await runProcess(binary, ['-v', 'error', '-y', ...args], { timeoutMs: 60_000, maxStdoutBytes: 1 << 20 });
  if (run.code !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed: ${run.failure ?? run.stderr}`);
}
