import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadId } from '../media/media-helpers.ts';
import { createShare, expireShare, pngBytes, shareRow, startShareWorld, type ShareWorld } from './share-helpers.ts';

// /s/{slug}: the app's page with link-preview tags for open shares, and nothing about protected or dead ones.

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];

describe('the share page /s/:slug', () => {
  let w: ShareWorld;
  let webDist: string;
  let imageId: string;
  const title = 'Sunset <b>"at" the</b> & sea';

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'vaultbox-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><title>Vaultbox</title></head><body><div id="root"></div></body></html>');
    w = await startShareWorld({ webDist });
    imageId = await uploadId(w.t, w.owner.token, await pngBytes(), { name: 'sunset.png', fields: { title, description: 'Evening sky' } });
    await w.t.app.media.jobs.runUntilIdle();
  });
  afterAll(async () => {
    await w.t.close();
    rmSync(webDist, { recursive: true, force: true });
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
    const share = await createShare(w, w.owner.token, { mediaFileId: imageId });
    const html = await page(share.slug);
    expect(html).not.toContain('<b>');
    expect(metaContent(html, 'og:title')).toBe('Sunset &lt;b&gt;&quot;at&quot; the&lt;/b&gt; &amp; sea');
    expect(metaContent(html, 'og:description')).toBe('Evening sky');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:url')).toBe(`http://vaultbox.test/s/${share.slug}`);
    const image = `http://vaultbox.test/api/share/public/s/${share.slug}/thumbnail?size=large`;
    expect(metaContent(html, 'og:image')).toBe(image);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(image);
    expect(metaContent(html, 'robots')).toBe('noindex, nofollow');
    // The image the tags name is served to an unfurler (no Fetch Metadata, no session).
    const thumb = await fetch(`${w.t.url}/api/share/public/s/${share.slug}/thumbnail?size=large`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect((await shareRow(w.t, share.id)).current_views).toBe(0);
  });

  it('reveals nothing for protected, expired, inactive, used-up and unknown shares', async () => {
    const locked = await createShare(w, w.owner.token, { mediaFileId: imageId, password: 'secret-pw' });
    const expired = await createShare(w, w.owner.token, { mediaFileId: imageId });
    await expireShare(w.t, expired.id);
    const inactive = await createShare(w, w.owner.token, { mediaFileId: imageId });
    await w.api.put(`/api/share/${inactive.id}`, { token: w.owner.token, body: { isActive: false } });
    const usedUp = await createShare(w, w.owner.token, { mediaFileId: imageId, maxViews: 1 });
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

  it('a file without a picture gets a summary card without og:image', async () => {
    const share = await createShare(w, w.owner.token, { mediaFileId: w.fileId });
    const html = await page(share.slug);
    expect(metaContent(html, 'og:title')).toBe('report');
    expect(metaContent(html, 'og:description')).toBe('report.bin');
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(metaContent(html, 'twitter:card')).toBe('summary');
  });
});
