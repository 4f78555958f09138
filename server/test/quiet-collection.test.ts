import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

// The app's own wiring, with the quiet time shortened and the release recorded instead of run.
const QUIET_MS = 1_500;
const released = vi.fn();
const t = useTestApp({ quietRelease: { release: released, quietMs: QUIET_MS } });
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
