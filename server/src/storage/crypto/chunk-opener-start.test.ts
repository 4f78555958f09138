import { randomBytes } from 'node:crypto';
import type * as WorkerThreads from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Every worker this file's opener starts loads a script that is not there, as a broken install would. The project
// shares one module graph between files (isolate: false), so the mock and the modules that start workers are
// imported afresh here, and the graph is reset again for the files after this one.
const starts = { count: 0, exits: [] as Promise<unknown>[] };
vi.resetModules();
vi.doMock('node:worker_threads', async (importOriginal) => {
  const real = await importOriginal<typeof WorkerThreads>();
  class MissingScriptWorker extends real.Worker {
    constructor() {
      super(new URL('./no-such-worker.mjs', import.meta.url));
      starts.count++;
      starts.exits.push(new Promise((resolve) => this.once('exit', resolve)));
    }
  }
  return { ...real, Worker: MissingScriptWorker };
});
const { decryptBuffer, encryptBuffer } = await import('../../../test/helpers/storage.ts');
const { chunkOpenerReady } = await import('./chunk-opener-thread.ts');
const { openChunksOffThreadWhen, openedBatches } = await import('./chunked-decrypt.ts');
const { generateKey } = await import('./keys.ts');

const key = generateKey();
const fileId = 'file-abc';

describe('a chunk opener thread that cannot start', () => {
  beforeAll(() => openChunksOffThreadWhen(() => true));
  afterAll(() => {
    openChunksOffThreadWhen(() => false);
    vi.doUnmock('node:worker_threads');
    vi.resetModules();
  });

  it('leaves every read inline, each byte right, and is tried three times only', async () => {
    const plaintext = randomBytes(4 * 1024 * 1024);
    const blob = await encryptBuffer(plaintext, key, fileId);
    for (let read = 0; read < 6; read++) {
      expect((await decryptBuffer(blob, key, fileId, undefined, 1024 * 1024)).equals(plaintext)).toBe(true);
      // Each failed start is seen before the next read asks again.
      await Promise.all(starts.exits);
    }
    expect(chunkOpenerReady()).toBe(false);
    expect(openedBatches().worker).toBe(0);
    expect(openedBatches().main).toBeGreaterThanOrEqual(6);
    expect(starts.count).toBe(3);
  });
});
