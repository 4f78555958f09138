import { Worker } from 'node:worker_threads';
import type { FailureKind } from './failure-reason.ts';
import { MAX_INPUT_PIXELS, SHARP_TIMEOUT_SECONDS } from './safe-sharp.ts';

export const HEIC_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

export type PixelsResult =
  | { ok: true; width: number; height: number; rgba: Buffer }
  | { ok: false; reason: string; failure?: Extract<FailureKind, 'too_large'> };

/** A decoder thread left idle this long ends (its WebAssembly memory holds the last picture's size). */
const IDLE_MS = 5_000;
const idle = new Map<Worker, NodeJS.Timeout>();

/** An idle decoder thread, or a new one: starting one and loading libheif costs about a second of CPU. */
function takeWorker(): Worker {
  for (const [worker, timer] of idle) {
    clearTimeout(timer);
    idle.delete(worker);
    worker.ref();
    return worker;
  }
  const worker = new Worker(new URL('./heic-worker.mjs', import.meta.url));
  worker.once('exit', () => idle.delete(worker));
  return worker;
}

function putBack(worker: Worker): void {
  const timer = setTimeout(() => {
    idle.delete(worker);
    void worker.terminate();
  }, IDLE_MS);
  timer.unref();
  worker.unref();
  idle.set(worker, timer);
}

type Message = { error?: string; tooLarge?: boolean; width: number; height: number; data: Uint8ClampedArray };

/**
 * The pixels of a HEIC/HEIF photo (iPhones), upright: sharp's prebuilt libvips has no HEVC decoder, so libheif (as
 * WebAssembly, `heic-decode`) decodes it in a worker thread, applying the picture's rotation and mirroring. A picture
 * over `maxPixels`, or one whose decoding outlasts SHARP_TIMEOUT_SECONDS, fails as 'too_large'. The thread decodes the
 * next picture only after a success: one that failed may have left libheif's memory broken, so it ends.
 */
export function decodeHeic(bytes: Buffer, maxPixels = MAX_INPUT_PIXELS): Promise<PixelsResult> {
  const worker = takeWorker();
  return new Promise((resolve) => {
    const settle = (result: PixelsResult) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (result.ok) putBack(worker);
      else void worker.terminate();
      resolve(result);
    };
    const onMessage = (message: Message) => {
      if (message.error)
        settle({ ok: false, reason: `HEIC: ${message.error}`, ...(message.tooLarge && { failure: 'too_large' }) });
      else {
        const rgba = Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength);
        settle({ ok: true, width: message.width, height: message.height, rgba });
      }
    };
    const onError = (error: Error) => settle({ ok: false, reason: `HEIC: ${error.message}` });
    const onExit = (code: number) => settle({ ok: false, reason: `HEIC decoder stopped (exit ${code})` });
    // Within the pixel limit, only a very large picture takes this long.
    const timer = setTimeout(
      () =>
        settle({ ok: false, reason: `HEIC decoding timed out after ${SHARP_TIMEOUT_SECONDS} s`, failure: 'too_large' }),
      SHARP_TIMEOUT_SECONDS * 1000,
    );
    worker.on('message', onMessage).once('error', onError).once('exit', onExit);
    worker.postMessage({ bytes, maxPixels });
  });
}
