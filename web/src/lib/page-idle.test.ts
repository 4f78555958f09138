import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPageIdle } from './page-idle.ts';

/** A page with its load event, and requestIdleCallback when `idle` is given. */
function fakePage(readyState: DocumentReadyState, idle?: { callbacks: Map<number, () => void>; timeouts: number[] }) {
  const listeners = new Map<string, () => void>();
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  if (idle) {
    window.requestIdleCallback = (run: () => void, { timeout }: { timeout: number }) => {
      idle.timeouts.push(timeout);
      idle.callbacks.set(idle.callbacks.size + 1, run);
      return idle.callbacks.size;
    };
    window.cancelIdleCallback = (id: number) => idle.callbacks.delete(id);
  }
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', { readyState });
  return { load: () => listeners.get('load')?.() };
}

describe('whenPageIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the load event, then for the browser to be idle, within the time given', () => {
    const idle = { callbacks: new Map<number, () => void>(), timeouts: [] as number[] };
    const page = fakePage('loading', idle);
    const run = vi.fn();
    whenPageIdle(run, 1_000);
    expect(idle.callbacks.size).toBe(0);
    page.load();
    expect(idle.timeouts).toEqual([1_000]);
    expect(run).not.toHaveBeenCalled();
    idle.callbacks.get(1)?.();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('asks at once for an idle moment on a page already loaded, and can be cancelled', () => {
    const idle = { callbacks: new Map<number, () => void>(), timeouts: [] as number[] };
    fakePage('complete', idle);
    const cancel = whenPageIdle(vi.fn());
    expect(idle.timeouts).toEqual([5_000]);
    cancel();
    expect(idle.callbacks.size).toBe(0);
  });

  it('runs a second after the load event where there is no requestIdleCallback, unless cancelled', () => {
    vi.useFakeTimers();
    fakePage('complete');
    const run = vi.fn();
    whenPageIdle(run);
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenPageIdle(cancelled)();
    vi.advanceTimersByTime(2_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
