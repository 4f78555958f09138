import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyPasswordAsked, takeEarlyPageData } from './early-page-data.ts';

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
    expect(earlyPasswordAsked('abc')).toBe(false);
  });

  it('tells a password asked for, for its own slug, only once the answer said so', () => {
    const answer = Promise.resolve(new Response('{}', { status: 401 }));
    const page: NonNullable<Window['vaultboxSharePage']> = { slug: 'abc', answer };
    vi.stubGlobal('window', { vaultboxSharePage: page });
    expect(earlyPasswordAsked('abc')).toBe(false);
    page.passwordAsked = true;
    expect(earlyPasswordAsked('abc')).toBe(true);
    expect(earlyPasswordAsked('other')).toBe(false);
  });
});
