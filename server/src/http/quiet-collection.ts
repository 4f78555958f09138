import { setFlagsFromString } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { allocatorTrim } from './allocator-trim.ts';

/** How long the server has had no request before it collects what a busy spell left. */
export const QUIET_MS = 20_000;

/**
 * V8's collection for low memory: full collections that compact the old generation's pages and shrink the young
 * generation, repeated until they free nothing more. A plain full collection (`gc()` of `--expose-gc`) left V8's heap
 * at 50-60 MB after a crowd where this one leaves it near what is live. Node reaches it only through the inspector's
 * `HeapProfiler.collectGarbage`, here in a session of the process's own (no port is opened). Null on a Node built
 * without the inspector.
 */
export function lowMemoryCollection(): (() => Promise<void>) | null {
  if (!process.features.inspector) return null;
  return async () => {
    const { Session } = await import('node:inspector/promises');
    const session = new Session();
    session.connect();
    try {
      await session.post('HeapProfiler.collectGarbage');
    } finally {
      session.disconnect();
    }
  };
}

/**
 * What a quiet spell hands back: first what `handBack` frees (the database's page cache), then V8's low-memory
 * collection, then the allocator's free pages, those just freed among them (its trim loaded at the first call, so an
 * idle server that never had a crowd does not load it). Null where neither the collection nor the trim can be had.
 *
 * V8 is also told to drop, in its collections, the baseline code of functions that have not run for a while, as it
 * drops their bytecode: by default it keeps the baseline code of every function that ever ran, half of the code a
 * crowd left (6 MB against 1 idle; 3 MB with it, docs/performance.md, The code a crowd leaves behind). A function run
 * again after a quiet spell is compiled again, as its bytecode already was.
 */
export function memoryRelease(handBack?: () => Promise<void>): (() => Promise<void>) | null {
  setFlagsFromString('--flush-baseline-code');
  const collect = lowMemoryCollection();
  if (!collect && process.platform !== 'linux') return null;
  return async () => {
    await handBack?.();
    await collect?.();
    allocatorTrim()?.();
  };
}

/**
 * After a crowd V8 keeps its young generation at its grown size (25-30 MB against 1 MB idle) and old-generation pages
 * beyond what is live, and no collection comes while nothing allocates; the allocator keeps what the crowd's buffers
 * freed; SQLite keeps its caches full. An idle server stayed at 170-180 % of its idle memory (docs/performance.md, Mixed
 * crowd and memory). So once requests have come and then none for `quietMs`, `release` runs: on a quiet server its
 * pause (tens of ms) delays nobody. Once per quiet spell: a server nobody calls does not run it again.
 */
export function collectWhenQuiet(
  app: FastifyInstance,
  release: (() => void | Promise<void>) | null,
  quietMs = QUIET_MS,
): void {
  if (!release) return;
  let lastRequestAt = 0;
  let requestedSinceCollected = false;
  app.addHook('onRequest', (_request, _reply, done) => {
    lastRequestAt = Date.now();
    requestedSinceCollected = true;
    done();
  });
  // Checked at half the quiet time: the collection comes between quietMs and 1.5 x quietMs after the last request.
  const check = setInterval(
    () => {
      if (!requestedSinceCollected || Date.now() - lastRequestAt < quietMs) return;
      requestedSinceCollected = false;
      // Memory not handed back is no reason to fail anything: the next quiet spell tries again.
      Promise.resolve(release()).catch((err: unknown) => app.log.warn({ err }, 'memory not handed back'));
    },
    Math.max(1, quietMs / 2),
  );
  check.unref();
  app.addHook('onClose', async () => clearInterval(check));
}
