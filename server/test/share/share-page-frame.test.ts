import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaFileRow } from '../../src/db/tables.ts';
import { buildMedia, buildShare } from '../helpers/factories.ts';
import { pngBytes, shareRow, useShareWorld, WEB_INDEX_HTML } from './share-helpers.ts';

// /s/{slug} with the share page's own build: an open picture's page comes drawn by the server (its thumbnail where
// the preview will stand), and drawing it costs no view.

const ENTRY = '/public/assets/public-share.js';
const PUBLIC_PAGE =
  `<!doctype html><html><head><title>Vaultbox</title><script type="module" crossorigin src="${ENTRY}"></script>` +
  '</head><body><div id="root"></div></body></html>';

describe('the share page drawn before its script', () => {
  const w = useShareWorld({ webFiles: { 'index.html': WEB_INDEX_HTML, 'public/public-share.html': PUBLIC_PAGE } });
  let picture: MediaFileRow;

  beforeAll(async () => {
    picture = await buildMedia(w.t.ctx, w.owner.user, await pngBytes(), { name: 'sunset.png', process: true });
    await w.t.app.media.jobs.runUntilIdle();
  });

  const page = async (path: string) => {
    const res = await fetch(`${w.t.url}${path}`);
    expect(res.status).toBe(200);
    return res.text();
  };
  const framedPicture = (html: string) =>
    /<div id="share-frame"[^]*?<img src="([^"]+)"[^]*?<\/div><div id="root">/.exec(html)?.[1]?.replaceAll('&amp;', '&');

  it("draws an open picture's thumbnail, which the visitor fetches without paying a view", async () => {
    const share = await buildShare(w.t.ctx, picture);
    const html = await page(`/s/${share.slug}`);
    // The frame names the page's script, which the page asks for once the picture is in.
    expect(html).toContain(
      `<div id="share-frame" class="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950" data-entry="${ENTRY}">`,
    );
    expect(html).not.toContain('<script');
    const src = framedPicture(html);
    expect(src).toMatch(new RegExp(`^/api/share/public/s/${share.slug}/thumbnail\\?size=medium&grant=\\d+\\.t\\.`));
    const thumb = await fetch(`${w.t.url}${src}`, {
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image' },
    });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    await thumb.arrayBuffer();
    expect((await shareRow(w.t, share.id)).current_views).toBe(0);
    // The page's data call is what counts the visit.
    expect((await fetch(`${w.t.url}/api/share/public/s/${share.slug}`)).status).toBe(200);
    expect((await shareRow(w.t, share.id)).current_views).toBe(1);
  });

  it('draws nothing for an embed, a password, a file without a picture, or an unknown link', async () => {
    const open = await buildShare(w.t.ctx, picture, { allowEmbedding: true });
    const locked = await buildShare(w.t.ctx, picture, { password: 'secret-pw' });
    const file = await buildShare(w.t.ctx, w.file);
    for (const path of [`/s/${open.slug}?embed=true`, `/s/${locked.slug}`, `/s/${file.slug}`, '/s/NoSuchShare12345']) {
      const html = await page(path);
      expect(html, path).not.toContain('share-frame');
      expect(html, path).toContain(`<script type="module" crossorigin src="${ENTRY}">`);
      expect(html.match(/<div id="root">/g), path).toHaveLength(1);
    }
  });
});
