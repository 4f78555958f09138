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
  waiting: Map<number, { resolve: (batch: OpenedBatch) => void; reject: (error: Error) => void }>;
}

let opener: Opener | null = null;
let nextId = 0;

function startOpener(): Opener {
  const worker = new Worker(new URL('./open-chunks-worker.mjs', import.meta.url));
  // An idle opener does not keep the process alive; a download in progress does, through its socket.
  worker.unref();
  const started: Opener = { worker, waiting: new Map() };
  worker.on('message', ({ id, plaintext, failed }: { id: number; plaintext?: Uint8Array; failed?: number }) => {
    const entry = started.waiting.get(id);
    started.waiting.delete(id);
    entry?.resolve(
      plaintext
        ? { plaintext: Buffer.from(plaintext.buffer, plaintext.byteOffset, plaintext.byteLength) }
        : { failed: failed ?? 0 },
    );
  });
  // A worker that fails or stops fails the batches it held; the next batch starts a new one.
  const stop = (error: Error) => {
    if (opener === started) opener = null;
    for (const entry of started.waiting.values()) entry.reject(error);
    started.waiting.clear();
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`the chunk opener thread stopped (exit ${code})`)));
  return started;
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
  opener ??= startOpener();
  const { worker, waiting } = opener;
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
