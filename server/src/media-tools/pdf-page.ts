import { get } from 'node:http';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { isLoopbackUrl } from './loopback-url.ts';
import type { MediaSource } from './media-source.ts';
import { lastLine, runProcess } from './run-process.ts';
import { findOnPath } from './tool-path.ts';
import type { FrameResult } from './video-frame.ts';

export const PDFTOPPM_TIMEOUT_MS = 30_000;
const MAX_PAGE_BYTES = 32 << 20;
// The largest thumbnail is 1280 px wide: render the page no larger.
const PAGE_PIXELS = '1280';

/** PDFTOPPM_PATH, else `pdftoppm` (Debian's poppler-utils) on PATH; null when neither exists. */
export function resolvePdftoppmPath(): string | null {
  return process.env.PDFTOPPM_PATH || findOnPath('pdftoppm');
}

/** For start-up: one line when pdftoppm is missing, so PDFs simply get no thumbnail. */
export function warnIfPdftoppmMissing(warn: (message: string) => void): boolean {
  const found = resolvePdftoppmPath() !== null;
  if (!found) {
    warn('pdftoppm not found (install the poppler-utils package or set PDFTOPPM_PATH): PDFs will have no thumbnail.');
  }
  return found;
}

/** The source's bytes as a stream: a file, bytes in memory, or a loopback URL of decrypted bytes. */
async function openSource(source: MediaSource): Promise<Readable> {
  if (typeof source !== 'string') return Readable.from([source]);
  if (!isLoopbackUrl(source)) return createReadStream(source);
  return new Promise((resolve, reject) => get(source, resolve).on('error', reject));
}

/**
 * The first page of a PDF as PNG bytes, at most 1280 px on its longer side, rendered by poppler's pdftoppm. The PDF
 * goes in on stdin and the PNG comes out on stdout: decrypted bytes never touch the disk.
 */
export async function renderFirstPagePng(source: MediaSource): Promise<FrameResult> {
  const binary = resolvePdftoppmPath();
  if (!binary) return { ok: false, reason: 'pdftoppm is not available' };
  const args = ['-png', '-singlefile', '-f', '1', '-l', '1', '-scale-to', PAGE_PIXELS];
  const run = await runProcess(binary, args, {
    timeoutMs: PDFTOPPM_TIMEOUT_MS,
    maxStdoutBytes: MAX_PAGE_BYTES,
    stdin: await openSource(source),
  });
  if (run.failure) return { ok: false, reason: `pdftoppm ${run.failure}` };
  if (run.code !== 0) return { ok: false, reason: `pdftoppm failed: ${lastLine(run.stderr) || `exit ${run.code}`}` };
  if (run.stdout.length === 0) return { ok: false, reason: 'pdftoppm rendered no page' };
  return { ok: true, png: run.stdout };
}
