import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type * as QuietCollection from '../src/http/quiet-collection.ts';
import { useTestApp } from './helpers/test-app.ts';

// The app's own wiring, with the quiet time shortened and the release recorded instead of run.
const { released, QUIET_MS } = vi.hoisted(() => ({ released: vi.fn(), QUIET_MS: 1_500 }));
vi.mock('../src/http/quiet-collection.ts', async (importOriginal) => {
  const real = await importOriginal<typeof QuietCollection>();
  return { ...real, collectWhenQuiet: (app: FastifyInstance) => real.collectWhenQuiet(app, released, QUIET_MS) };
});

const t = useTestApp();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the server hands memory back when quiet', () => {
  it('releases once after requests stop, and not again until new ones come', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
      await sleep(100);
    }
    await vi.waitFor(() => expect(released).toHaveBeenCalledTimes(1), { timeout: 3 * QUIET_MS, interval: 100 });
    await sleep(2 * QUIET_MS);
    expect(released).toHaveBeenCalledTimes(1);

    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
    await vi.waitFor(() => expect(released).toHaveBeenCalledTimes(2), { timeout: 3 * QUIET_MS, interval: 100 });
  });
});
