import { Worker } from 'node:worker_threads';
import { MAX_INPUT_PIXELS, SHARP_TIMEOUT_SECONDS } from './safe-sharp.ts';

export const HEIC_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

export type PixelsResult = { ok: true; width: number; height: number; rgba: Buffer } | { ok: false; reason: string };

/**
 * The pixels of a HEIC/HEIF photo (iPhones), upright: sharp's prebuilt libvips has no HEVC decoder, so libheif (as
 * WebAssembly, `heic-decode`) decodes it in a worker thread, applying the picture's rotation and mirroring.
 */
export function decodeHeic(bytes: Buffer): Promise<PixelsResult> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./heic-worker.mjs', import.meta.url), {
      workerData: { bytes, maxPixels: MAX_INPUT_PIXELS },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve({ ok: false, reason: `HEIC decoding timed out after ${SHARP_TIMEOUT_SECONDS} s` });
    }, SHARP_TIMEOUT_SECONDS * 1000);
    const settle = (result: PixelsResult) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    worker.once('message', (message: { error?: string; width: number; height: number; data: Uint8ClampedArray }) => {
      if (message.error) settle({ ok: false, reason: `HEIC: ${message.error}` });
      else {
        const rgba = Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength);
        settle({ ok: true, width: message.width, height: message.height, rgba });
      }
    });
    worker.once('error', (error) => settle({ ok: false, reason: `HEIC: ${error.message}` }));
    worker.once('exit', (code) => settle({ ok: false, reason: `HEIC decoder stopped (exit ${code})` }));
  });
}
