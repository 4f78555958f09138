import { Worker } from 'node:worker_threads';
import type { FailureKind } from './failure-reason.ts';
import { MAX_INPUT_PIXELS, SHARP_TIMEOUT_SECONDS } from './safe-sharp.ts';

export const HEIC_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

export type PixelsResult =
  | { ok: true; width: number; height: number; rgba: Buffer }
  | { ok: false; reason: string; failure?: Extract<FailureKind, 'too_large'> };

/**
 * The pixels of a HEIC/HEIF photo (iPhones), upright: sharp's prebuilt libvips has no HEVC decoder, so libheif (as
 * WebAssembly, `heic-decode`) decodes it in a worker thread, applying the picture's rotation and mirroring. A picture
 * over `maxPixels`, or one whose decoding outlasts SHARP_TIMEOUT_SECONDS, fails as 'too_large'.
 */
export function decodeHeic(bytes: Buffer, maxPixels = MAX_INPUT_PIXELS): Promise<PixelsResult> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./heic-worker.mjs', import.meta.url), { workerData: { bytes, maxPixels } });
    const timer = setTimeout(() => {
      void worker.terminate();
      // Within the pixel limit, only a very large picture takes this long.
      resolve({ ok: false, reason: `HEIC decoding timed out after ${SHARP_TIMEOUT_SECONDS} s`, failure: 'too_large' });
    }, SHARP_TIMEOUT_SECONDS * 1000);
    const settle = (result: PixelsResult) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    type Message = { error?: string; tooLarge?: boolean; width: number; height: number; data: Uint8ClampedArray };
    worker.once('message', (message: Message) => {
      if (message.error)
        settle({ ok: false, reason: `HEIC: ${message.error}`, ...(message.tooLarge && { failure: 'too_large' }) });
      else {
        const rgba = Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength);
        settle({ ok: true, width: message.width, height: message.height, rgba });
      }
    });
    worker.once('error', (error) => settle({ ok: false, reason: `HEIC: ${error.message}` }));
    worker.once('exit', (code) => settle({ ok: false, reason: `HEIC decoder stopped (exit ${code})` }));
  });
}
