import { describe, expect, it } from 'vitest';
import { isNewBuild, mailLinksMisdirected, nextConnection } from './system-status.ts';

describe('nextConnection', () => {
  // Lost on the offline event or a failed check, whatever it was; restored only after having been lost, then online
  // once shown.
  it.each([
    ['online', 'offline', 'lost'],
    ['restored', 'check-failed', 'lost'],
    ['lost', 'check-failed', 'lost'],
    ['lost', 'check-ok', 'restored'],
    ['online', 'check-ok', 'online'],
    ['restored', 'check-ok', 'restored'],
    ['restored', 'restored-shown', 'online'],
    ['lost', 'restored-shown', 'lost'],
  ] as const)('goes from %s on %s to %s', (state, event, next) => {
    expect(nextConnection(state, event)).toBe(next);
  });
});

describe('isNewBuild', () => {
  // True only when a real build id differs from the first one seen.
  it.each([
    ['abc', 'abc', false],
    ['abc', 'def', true],
    [null, 'def', false],
    ['abc', undefined, false],
    ['none', 'def', false],
    ['abc', 'none', false],
  ])('first %s, now %s: %s', (first, now, isNew) => {
    expect(isNewBuild(first, now)).toBe(isNew);
  });
});

describe('mailLinksMisdirected', () => {
  const info = (appUrl: string, appUrlConfigured: boolean) => ({ appUrl, appUrlConfigured });
  it('warns whenever APP_URL is not set, on the default address too', () => {
    expect(mailLinksMisdirected(info('http://localhost:3000', false), 'http://192.168.1.5:3000')).toBe(true);
    expect(mailLinksMisdirected(info('http://localhost:3000', false), 'https://vault.example.com')).toBe(true);
    expect(mailLinksMisdirected(info('http://localhost:3000', false), 'http://localhost:3000')).toBe(true);
  });
  it('warns when APP_URL is set to another origin than the browser is on', () => {
    expect(mailLinksMisdirected(info('https://vault.example.com', true), 'http://localhost:3000')).toBe(true);
    expect(mailLinksMisdirected(info('http://localhost:3000', true), 'http://127.0.0.1:3000')).toBe(true);
  });
  it('is quiet when APP_URL is set to the origin in use, or without facts', () => {
    expect(mailLinksMisdirected(info('https://vault.example.com', true), 'https://vault.example.com')).toBe(false);
    expect(mailLinksMisdirected(info('http://localhost:3000/', true), 'http://localhost:3000')).toBe(false);
    expect(mailLinksMisdirected(info('https://vault.example.com/app', true), 'https://vault.example.com')).toBe(false);
    expect(mailLinksMisdirected(null, 'http://localhost:3000')).toBe(false);
  });
});
