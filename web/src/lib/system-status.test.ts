import { describe, expect, it } from 'vitest';
import { isNewBuild, mailLinksMisdirected, nextConnection } from './system-status.ts';

describe('nextConnection', () => {
  it('is lost on the offline event or a failed check, whatever it was', () => {
    expect(nextConnection('online', 'offline')).toBe('lost');
    expect(nextConnection('restored', 'check-failed')).toBe('lost');
    expect(nextConnection('lost', 'check-failed')).toBe('lost');
  });
  it('is restored only after having been lost, then online once shown', () => {
    expect(nextConnection('lost', 'check-ok')).toBe('restored');
    expect(nextConnection('online', 'check-ok')).toBe('online');
    expect(nextConnection('restored', 'check-ok')).toBe('restored');
    expect(nextConnection('restored', 'restored-shown')).toBe('online');
    expect(nextConnection('lost', 'restored-shown')).toBe('lost');
  });
});

describe('isNewBuild', () => {
  it('is true only when a real build id differs from the first one seen', () => {
    expect(isNewBuild('abc', 'abc')).toBe(false);
    expect(isNewBuild('abc', 'def')).toBe(true);
    expect(isNewBuild(null, 'def')).toBe(false);
    expect(isNewBuild('abc', undefined)).toBe(false);
    expect(isNewBuild('none', 'def')).toBe(false);
    expect(isNewBuild('abc', 'none')).toBe(false);
  });
});

describe('mailLinksMisdirected', () => {
  const info = (appUrl: string, appUrlConfigured: boolean) => ({ appUrl, appUrlConfigured });
  it('warns when APP_URL is not set and the browser is elsewhere', () => {
    expect(mailLinksMisdirected(info('http://localhost:3000', false), 'http://192.168.1.5:3000')).toBe(true);
    expect(mailLinksMisdirected(info('http://localhost:3000', false), 'https://vault.example.com')).toBe(true);
  });
  it('is quiet when APP_URL is set, when the addresses match, or without facts', () => {
    expect(mailLinksMisdirected(info('https://vault.example.com', true), 'http://localhost:3000')).toBe(false);
    expect(mailLinksMisdirected(info('http://localhost:3000', false), 'http://localhost:3000')).toBe(false);
    expect(mailLinksMisdirected(info('http://localhost:3000/', false), 'http://localhost:3000')).toBe(false);
    expect(mailLinksMisdirected(null, 'http://localhost:3000')).toBe(false);
  });
});
