import { describe, expect, it } from 'vitest';
import { directMediaEmbedCode, directMediaUrl, EMBED_DEFAULTS, embedPageUrl, fullPageEmbedCode } from './embed-code.ts';

const origin = 'https://vault.example.com';

describe('embed code', () => {
  it('uses the defaults: 800 x 600, controls on, autoplay off', () => {
    expect(EMBED_DEFAULTS).toEqual({ width: 800, height: 600, autoplay: false, controls: true });
  });
  it('frames the share page with embed=true in an 800 x 600 iframe', () => {
    expect(embedPageUrl(origin, 'aB3_x-9')).toBe('https://vault.example.com/s/aB3_x-9?embed=true');
    const code = fullPageEmbedCode(origin, 'aB3_x-9', 'Holiday');
    expect(code).toMatch(
      /^<iframe src="https:\/\/vault\.example\.com\/s\/aB3_x-9\?embed=true" width="800" height="600"/,
    );
    expect(code).toContain('title="Holiday"');
    expect(code.endsWith('</iframe>')).toBe(true);
  });
  it('points direct media at the preview endpoint, with the typed password when there is one', () => {
    expect(directMediaUrl(origin, 'abc', null)).toBe('https://vault.example.com/api/share/public/s/abc/preview');
    expect(directMediaUrl(origin, 'abc', 'p&ss word')).toBe(
      'https://vault.example.com/api/share/public/s/abc/preview?password=p%26ss%20word',
    );
  });
  it('writes an img, video or audio tag with controls and without autoplay', () => {
    const src = `${origin}/api/share/public/s/abc/preview`;
    expect(directMediaEmbedCode('image', src, 'Cat')).toBe(
      `<img src="${src}" alt="Cat" width="800" style="max-width:100%;height:auto">`,
    );
    const video = directMediaEmbedCode('video', src, 'Clip') ?? '';
    expect(video).toBe(`<video src="${src}" width="800" height="600" controls preload="metadata"></video>`);
    expect(video).not.toContain('autoplay');
    expect(directMediaEmbedCode('audio', src, 'Song')).toBe(`<audio src="${src}" controls preload="metadata"></audio>`);
  });
  it('offers no direct embed for documents and other files', () => {
    expect(directMediaEmbedCode('document', 'x', 'Doc')).toBeNull();
    expect(directMediaEmbedCode('other', 'x', 'Bin')).toBeNull();
  });
  it('escapes what could break out of an attribute', () => {
    const code = fullPageEmbedCode(origin, 'abc', '"><script>alert(1)</script>');
    expect(code).not.toContain('<script>');
    expect(code).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(directMediaEmbedCode('image', 'https://x/p?a=1&b=2', 'A & B')).toContain(
      'src="https://x/p?a=1&amp;b=2" alt="A &amp; B"',
    );
  });
});
