import { describe, expect, it } from 'vitest';
import { pageFromSearch, publicDownloadUrl, publicPreviewUrl, publicThumbnailUrl } from './public-profile-urls.ts';

describe('public profile addresses', () => {
  it('names the file under its owner, both escaped', () => {
    expect(publicThumbnailUrl('jonas', 'f1')).toBe('/api/u/jonas/files/f1/thumbnail?size=medium');
    expect(publicThumbnailUrl('jonas', 'f1', 'large')).toBe('/api/u/jonas/files/f1/thumbnail?size=large');
    expect(publicPreviewUrl('a b', 'x/y')).toBe('/api/u/a%20b/files/x%2Fy/preview');
    expect(publicDownloadUrl('jonas', 'f1')).toBe('/api/u/jonas/files/f1/download');
  });

  it('reads the page from the address, 1 for anything but a whole number above 0', () => {
    expect(pageFromSearch('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'two']) expect(pageFromSearch(bad), String(bad)).toBe(1);
  });
});
