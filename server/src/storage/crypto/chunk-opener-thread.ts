import { Worker } from 'node:worker_threads';
import { TAG_BYTES } from './chunked-format.ts';
import type { openSealedChunks } from './open-sealed-chunks.mjs';

/** One sealed chunk of a batch: its stored length (ciphertext and tag), nonce and additional data. */
export interface SealedChunk {
  length: number;
  nonce: Buffer;
  aad: Buffer;
}

/** The batch's plaintext, every chunk authenticated; or the place in the batch of the first chunk that failed. */
export type OpenedBatch = ReturnType<typeof openSealedChunks>;

interface Opener {
  worker: Worker;
  /** Set by the worker's first message, once its script has loaded ('online' comes before a failed load). */
  ready: boolean;
  waiting: Map<number, { resolve: (batch: OpenedBatch) => void; reject: (error: Error) => void }>;
  /** Stops the worker once it has had nothing to open for CHUNK_OPENER_IDLE_MS. */
  idle?: NodeJS.Timeout;
}

/**
 * An opener with nothing to open for this long is stopped: its thread and heap (about 15 MB, more after a crowd's
 * downloads) are handed back, and the next crowd starts another (docs/performance.md, Mixed crowd and memory).
 */
export const CHUNK_OPENER_IDLE_MS = 30_000;

let opener: Opener | null = null;
let nextId = 0;
// A worker that cannot start (its script missing, threads refused) is tried again this often, then left for good:
// reads are opened inline, as they are when nobody waits.
const MAX_FAILED_STARTS = 3;
let failedStarts = 0;

function startOpener(): Opener {
  const worker = new Worker(new URL('./open-chunks-worker.mjs', import.meta.url));
  // An idle opener does not keep the process alive; a download in progress does, through its socket.
  worker.unref();
  const started: Opener = { worker, ready: false, waiting: new Map() };
  worker.on('message', (message: { ready: true } | { id: number; plaintext?: Uint8Array; failed?: number }) => {
    if ('ready' in message) {
      started.ready = true;
      failedStarts = 0;
      stopWhenIdle(started);
      return;
    }
    const { id, plaintext, failed } = message;
    const entry = started.waiting.get(id);
    started.waiting.delete(id);
    entry?.resolve(
      plaintext
        ? { plaintext: Buffer.from(plaintext.buffer, plaintext.byteOffset, plaintext.byteLength) }
        : { failed: failed ?? 0 },
    );
    if (started.waiting.size === 0) stopWhenIdle(started);
  });
  // A worker that fails or stops fails the batches it held; the next batch starts a new one.
  // Called for 'error' and again for the 'exit' after it: only the first counts.
  let stopped = false;
  const stop = (error: Error) => {
    if (stopped) return;
    stopped = true;
    if (opener === started) opener = null;
    if (!started.ready) failedStarts++;
    for (const entry of started.waiting.values()) entry.reject(error);
    started.waiting.clear();
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`the chunk opener thread stopped (exit ${code})`)));
  return started;
}

/** (Re)starts the opener's idle timer; a batch handed to it clears the timer. */
function stopWhenIdle(started: Opener): void {
  clearTimeout(started.idle);
  started.idle = setTimeout(() => {
    if (started.waiting.size > 0) return;
    // No longer handed batches from here on (chunkOpenerReady starts another when asked), then stopped.
    if (opener === started) opener = null;
    void started.worker.terminate();
  }, CHUNK_OPENER_IDLE_MS);
  started.idle.unref();
}

/**
 * Whether a batch can be handed to the worker thread now: true once it has started. The first call starts it; until
 * it is ready, and for good after it failed to start a few times, batches are opened inline instead.
 */
export function chunkOpenerReady(): boolean {
  if (opener === null && failedStarts < MAX_FAILED_STARTS) opener = startOpener();
  return opener?.ready ?? false;
}

/**
 * Opens a batch of chunks, laid end to end in `stored`, on a worker thread. `stored` must be the whole of its
 * ArrayBuffer (ByteQueue.takeCopy): it is handed over to the worker, not copied, and unusable here afterwards.
 */
export function openChunksOffThread(key: Buffer, stored: Buffer, chunks: SealedChunk[]): Promise<OpenedBatch> {
  const own = stored.buffer;
  if (!(own instanceof ArrayBuffer) || stored.byteOffset !== 0 || stored.byteLength !== own.byteLength) {
    throw new TypeError('a batch handed to the chunk opener must own its whole ArrayBuffer');
  }
  if (!opener?.ready) throw new Error('the chunk opener thread is not ready (ask chunkOpenerReady first)');
  const { worker, waiting } = opener;
  clearTimeout(opener.idle);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker.postMessage({ id, key, tagBytes: TAG_BYTES, stored: own, chunks }, [own]);
  });
}

/** Stops the worker thread, failing the batches it holds (the next batch starts a new one). */
export async function stopChunkOpener(): Promise<void> {
  await opener?.worker.terminate();
}
