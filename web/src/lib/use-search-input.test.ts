import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debouncer } from './use-search-input.ts';

describe('debouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs only the last call, once the delay has passed without another', () => {
    const run = vi.fn<(text: string) => void>();
    const debounce = debouncer(300);
    debounce.schedule(() => run('a'));
    vi.advanceTimersByTime(200);
    debounce.schedule(() => run('ab'));
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('drops the waiting call on cancel', () => {
    const run = vi.fn();
    const debounce = debouncer(300);
    debounce.schedule(run);
    debounce.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
