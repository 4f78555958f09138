import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { allocatorTrim } from './allocator-trim.ts';

/** How long the server has had no request before it collects what a busy spell left. */
export const QUIET_MS = 20_000;

/**
 * V8's full collection, as `node --expose-gc` exposes it; null where it cannot be had. The flag is set only while a
 * context is made to read the function from, so no other code sees a `gc` global.
 */
export function fullCollection(): (() => void) | null {
  if (found === undefined) found = findFullCollection();
  return found;
}

let found: (() => void) | null | undefined;

function findFullCollection(): (() => void) | null {
  const exposed = globalThis.gc;
  if (exposed) return () => void exposed();
  try {
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as unknown;
    setFlagsFromString('--no-expose-gc');
    return typeof collect === 'function' ? () => void (collect as () => void)() : null;
  } catch {
    return null;
  }
}

/**
 * What a quiet spell hands back: two full collections (in the bench a further one after a single collection still
 * shrank V8's heap by 7-10 MB) and then the allocator's free pages (its trim loaded at the first call, so an idle server that never had a crowd does not
 * load it). Null where neither can be had.
 */
export function memoryRelease(): (() => void) | null {
  const collect = fullCollection();
  if (!collect && process.platform !== 'linux') return null;
  return () => {
    collect?.();
    collect?.();
    allocatorTrim()?.();
  };
}

/**
 * After a crowd V8 keeps its young generation at its grown size (25-30 MB against 1 MB idle) and old-generation pages
 * beyond what is live, and no collection comes while nothing allocates; the allocator keeps what the crowd's buffers
 * freed. An idle server stayed at 170-180 % of its idle memory (docs/performance.md, Mixed crowd and memory). So once
 * requests have come and then none for `quietMs`, `release` runs: on a quiet server its pause (tens of ms) delays
 * nobody, and V8 shrinks its young generation when it collects at a low allocation rate. Once per quiet spell: a
 * server nobody calls does not run it again.
 */
export function collectWhenQuiet(
  app: FastifyInstance,
  release: (() => void) | null = memoryRelease(),
  quietMs = QUIET_MS,
): void {
  if (!release) return;
  let lastRequestAt = 0;
  let requestsSinceCollected = 0;
  app.addHook('onRequest', (_request, _reply, done) => {
    lastRequestAt = Date.now();
    requestsSinceCollected++;
    done();
  });
  // Checked at half the quiet time: the collection comes between quietMs and 1.5 x quietMs after the last request.
  const check = setInterval(
    () => {
      if (requestsSinceCollected === 0 || Date.now() - lastRequestAt < quietMs) return;
      requestsSinceCollected = 0;
      release();
    },
    Math.max(1, quietMs / 2),
  );
  check.unref();
  app.addHook('onClose', async () => clearInterval(check));
}
