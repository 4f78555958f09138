import { describe, expect, it } from 'vitest';
import { downloadAllUrl, downloadUrl, previewUrl, rawLink, thumbnailUrl } from './public-urls.ts';

describe('public share addresses', () => {
  it('prefers the grant over the password for the bytes', () => {
    expect(previewUrl('abc', { grant: 'g.1', password: 'secret' })).toBe('/api/share/public/s/abc/preview?grant=g.1');
    expect(downloadUrl('abc', { grant: null, password: 'se cret' })).toBe(
      '/api/share/public/s/abc/download?password=se+cret',
    );
    expect(downloadUrl('abc', { grant: null, password: null })).toBe('/api/share/public/s/abc/download');
    expect(thumbnailUrl('abc', { grant: 'g', password: null }, 'small')).toBe(
      '/api/share/public/s/abc/thumbnail?grant=g&size=small',
    );
  });
  it('copies the raw link as {origin}/r/{slug}, with ?password= only when one was entered', () => {
    expect(rawLink('http://localhost:3000', 'abc', null)).toBe('http://localhost:3000/r/abc');
    expect(rawLink('http://localhost:3000', 'abc', 'p&w')).toBe('http://localhost:3000/r/abc?password=p%26w');
  });
  it("addresses one item of an album or selection link under the link's slug", () => {
    const item = { slug: 'abc', itemId: 'i/1' };
    expect(previewUrl(item, { grant: 'g', password: null })).toBe(
      '/api/share/public/s/abc/items/i%2F1/preview?grant=g',
    );
    expect(thumbnailUrl(item, { grant: 'g', password: null }, 'small')).toBe(
      '/api/share/public/s/abc/items/i%2F1/thumbnail?grant=g&size=small',
    );
    expect(rawLink('http://localhost:3000', item, null)).toBe('http://localhost:3000/r/abc/i%2F1');
    expect(downloadAllUrl('abc', { grant: 'g.1', password: 'pw' })).toBe(
      '/api/share/public/s/abc/download-all?grant=g.1',
    );
  });
});
