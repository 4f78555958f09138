import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyPageData } from './early-page-data.ts';

describe("the share page's early data call", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is taken once, for its own slug only', () => {
    const answer = Promise.resolve(new Response('{}'));
    vi.stubGlobal('window', { vaultboxSharePage: { slug: 'abc', answer } });
    expect(takeEarlyPageData('other')).toBeUndefined();
    expect(takeEarlyPageData('abc')).toBe(answer);
    expect(takeEarlyPageData('abc')).toBeUndefined();
  });

  it('is none in the app, whose page asks nothing early', () => {
    vi.stubGlobal('window', {});
    expect(takeEarlyPageData('abc')).toBeUndefined();
  });
});
