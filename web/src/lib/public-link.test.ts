import { describe, expect, it } from 'vitest';
import { linkOnThisHost } from './public-link.ts';

describe('linkOnThisHost', () => {
  const unset = { appUrl: 'http://localhost:3000', appUrlConfigured: false };
  const set = { appUrl: 'https://vault.example.com', appUrlConfigured: true };

  it('moves the link onto the browser origin when APP_URL is not set', () => {
    expect(linkOnThisHost('http://localhost:3000/s/abc', '/s/abc', unset, 'http://127.0.0.1:3000')).toBe(
      'http://127.0.0.1:3000/s/abc',
    );
    expect(linkOnThisHost('http://localhost:3000/request/x?y=1#z', '/request/x', unset, 'http://nas.lan:3000/')).toBe(
      'http://nas.lan:3000/request/x?y=1#z',
    );
  });

  it("keeps the server's url when APP_URL is set, whatever the browser's origin", () => {
    expect(linkOnThisHost('https://vault.example.com/s/abc', '/s/abc', set, 'http://127.0.0.1:3000')).toBe(
      'https://vault.example.com/s/abc',
    );
  });

  it("keeps the server's url until the facts are known", () => {
    expect(linkOnThisHost('http://localhost:3000/s/abc', '/s/abc', undefined, 'http://127.0.0.1:3000')).toBe(
      'http://localhost:3000/s/abc',
    );
  });

  it('uses the fallback path on this origin without a server url, or with one that is not an address', () => {
    expect(linkOnThisHost(undefined, '/s/abc', set, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/s/abc');
    expect(linkOnThisHost('', '/s/abc', undefined, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/s/abc');
    expect(linkOnThisHost('not a url', '/s/abc', unset, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/s/abc');
  });
});
