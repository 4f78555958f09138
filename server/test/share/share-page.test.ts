import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaFileRow } from '../../src/db/tables.ts';
import { buildMedia, buildShare } from '../helpers/factories.ts';
import { expireShare, pngBytes, shareRow, useShareWorld, WEB_INDEX_HTML } from './share-helpers.ts';

// /s/{slug}: the app's page with link-preview tags for open shares, and nothing about protected or dead ones.

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];

describe('the share page /s/:slug', () => {
  const w = useShareWorld({ webFiles: { 'index.html': WEB_INDEX_HTML } });
  let picture: MediaFileRow;
  const title = 'Sunset <b>"at" the</b> & sea';

  beforeAll(async () => {
    picture = await buildMedia(w.t.ctx, w.owner.user, await pngBytes(), {
      name: 'sunset.png',
      title,
      description: 'Evening sky',
      process: true,
    });
    await w.t.app.media.jobs.runUntilIdle();
  });

  const page = async (slug: string) => {
    const res = await fetch(`${w.t.url}/s/${slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    return html;
  };

  it('carries escaped Open Graph and Twitter tags for an open image share, and counts no view', async () => {
    const share = await buildShare(w.t.ctx, picture);
    const html = await page(share.slug);
    expect(html).not.toContain('<b>');
    expect(metaContent(html, 'og:title')).toBe('Sunset &lt;b&gt;&quot;at&quot; the&lt;/b&gt; &amp; sea');
    expect(metaContent(html, 'og:description')).toBe('Evening sky');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:url')).toBe(`http://vaultbox.test/s/${share.slug}`);
    const image = metaContent(html, 'og:image') ?? '';
    expect(image).toMatch(
      new RegExp(
        `^http://vaultbox\\.test/api/share/public/s/${share.slug}/thumbnail\\?size=medium&amp;grant=\\d+\\.t\\.`,
      ),
    );
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(image);
    expect(metaContent(html, 'robots')).toBe('noindex, nofollow');
    // The image the tags name is served to an unfurler (no Fetch Metadata, no session) and costs no view; its
    // thumbnail grant opens nothing else.
    const imageUrl = new URL(image.replaceAll('&amp;', '&'));
    const thumb = await fetch(`${w.t.url}${imageUrl.pathname}${imageUrl.search}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const grant = imageUrl.searchParams.get('grant') ?? '';
    const preview = await fetch(`${w.t.url}/api/share/public/s/${share.slug}/preview?grant=${grant}`);
    await preview.arrayBuffer();
    // Without a view grant the preview is a grant-less read: this visitor pays one view for it.
    expect(preview.status).toBe(200);
    expect((await shareRow(w.t, share.id)).current_views).toBe(1);
  });

  it('reveals nothing for protected, expired, inactive, used-up and unknown shares', async () => {
    const locked = await buildShare(w.t.ctx, picture, { password: 'secret-pw' });
    const expired = await buildShare(w.t.ctx, picture);
    await expireShare(w.t, expired.id);
    const inactive = await buildShare(w.t.ctx, picture);
    await w.api.put(`/api/share/${inactive.id}`, { token: w.owner.token, body: { isActive: false } });
    const usedUp = await buildShare(w.t.ctx, picture, { maxViews: 1 });
    await fetch(`${w.t.url}/api/share/public/s/${usedUp.slug}`);
    for (const slug of [locked.slug, expired.slug, inactive.slug, usedUp.slug, 'NoSuchShare12345', '%3Cscript%3E']) {
      const html = await page(slug);
      expect(html).not.toContain('Sunset');
      expect(html).not.toContain('Evening');
      expect(html).not.toContain('sunset.png');
      expect(html).not.toContain('<script>');
      expect(metaContent(html, 'og:title')).toBe('Vaultbox');
      expect(metaContent(html, 'og:image')).toBeUndefined();
      expect(metaContent(html, 'twitter:card')).toBe('summary');
    }
  });

  it("is built by position: a title with replacement patterns ($`, $', $&) stays text", async () => {
    const tricky = await buildMedia(w.t.ctx, w.owner.user, Buffer.from('x'), {
      name: 'a.txt',
      title: "A $` B $' C $&",
    });
    const html = await page((await buildShare(w.t.ctx, tricky)).slug);
    expect(metaContent(html, 'og:title')).toBe('A $` B $&#39; C $&amp;');
    // The page itself appears once: nothing of it was copied into the tags.
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('a file without a picture gets a summary card without og:image', async () => {
    const share = await buildShare(w.t.ctx, w.file);
    const html = await page(share.slug);
    expect(metaContent(html, 'og:title')).toBe('report');
    expect(metaContent(html, 'og:description')).toBe('report.bin');
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(metaContent(html, 'twitter:card')).toBe('summary');
  });
});
