import { describe, expect, it } from 'vitest';
import type { SharePageMeta } from './public-share-view.ts';
import { sharePageFrame, withSharePageFrame } from './share-page-frame.ts';

type Media = NonNullable<SharePageMeta['media']>;
const media = (overrides: Partial<Media> = {}): Media => ({
  slug: 'AbCdEfGhIjKlMnOp',
  title: 'Sunset <b>"at"</b> & sea',
  description: '',
  originalName: 'sunset.jpg',
  category: 'image',
  thumbnailGrant: '1796117628.t.grant',
  picture: { kind: 'image', width: 1600, height: 1000 },
  ...overrides,
});
const ENTRY = '/public/assets/public-share-a1.js';
const PAGE = `<html><head>\n    <script type="module" crossorigin src="${ENTRY}"></script>\n</head><body><div id="root"></div></body></html>`;

describe('the share page drawn by the server', () => {
  it("draws a picture's thumbnail (its link-preview grant) in the box the preview will take", () => {
    const frame = sharePageFrame(media(), ENTRY);
    expect(frame).toMatch(/^<div id="share-frame" /);
    expect(frame).toContain(`data-entry="${ENTRY}"`);
    expect(frame).toContain(
      'src="/api/share/public/s/AbCdEfGhIjKlMnOp/thumbnail?size=medium&amp;grant=1796117628.t.grant"',
    );
    expect(frame).toContain('alt="Sunset &lt;b&gt;&quot;at&quot;&lt;/b&gt; &amp; sea"');
    expect(frame).toContain('style="aspect-ratio: 1600 / 1000; width: min(1600px, 100%, calc(65vh * 1600 / 1000))"');
    expect(frame).toContain('class="object-contain max-h-[65vh] w-auto max-w-full"');
    expect(frame).not.toContain('<b>');
  });

  it("draws a video's thumbnail in the player's box", () => {
    const frame = sharePageFrame(
      media({ category: 'video', picture: { kind: 'video', width: 640, height: 360 } }),
      ENTRY,
    );
    expect(frame).toContain('class="max-h-[65vh] w-full object-contain" style="aspect-ratio: 640 / 360"');
  });

  it('draws nothing without a picture of known size, a thumbnail, or for a multi-file link', () => {
    expect(sharePageFrame(null, ENTRY)).toBe('');
    expect(sharePageFrame(media({ picture: null }), ENTRY)).toBe('');
    expect(sharePageFrame(media({ thumbnailGrant: null }), ENTRY)).toBe('');
    expect(sharePageFrame(media({ thumbnailPath: 'items/x/thumbnail', picture: undefined }), ENTRY)).toBe('');
  });

  it('goes before #root, once, takes the script tag out, and leaves a page without a frame as it was', () => {
    const html = withSharePageFrame(PAGE, media());
    expect(html.indexOf('id="share-frame"')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html.match(/id="share-frame"/g)).toHaveLength(1);
    expect(html).not.toContain('<script');
    expect(html).toContain('<head>\n</head>');
    expect(withSharePageFrame(PAGE, media({ picture: null }))).toBe(PAGE);
  });

  it('leaves a page whose script it does not find as it was: the script must stay listed', () => {
    const unlisted = PAGE.replace('type="module"', 'type="text/javascript"');
    expect(withSharePageFrame(unlisted, media())).toBe(unlisted);
  });
});
