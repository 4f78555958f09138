import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadId } from '../media/media-helpers.ts';
import { downloadRoutes, viewRoutes, type PublicRoute } from './public-routes.ts';
import { createShare, pngBytes, startShareWorld, type ShareWorld } from './share-helpers.ts';

// Embedding: allowed shares may be framed and embedded by any site; the others refuse other sites' embeds.

const crossSite = (dest: string) => ({ 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': dest, 'sec-fetch-mode': 'no-cors' });
const embedRoutes: Record<string, PublicRoute> = { preview: viewRoutes.preview, thumbnail: viewRoutes.thumbnail, raw: downloadRoutes.raw };

describe('embedding', () => {
  let w: ShareWorld;
  let webDist: string;
  let imageShare: (allowEmbedding: boolean) => Promise<{ slug: string }>;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'vaultbox-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><title>Vaultbox</title></head><body><div id="root"></div></body></html>');
    w = await startShareWorld({ webDist });
    const imageId = await uploadId(w.t, w.owner.token, await pngBytes(), { name: 'red.png' });
    await w.t.app.media.jobs.runUntilIdle();
    imageShare = (allowEmbedding) => createShare(w, w.owner.token, { mediaFileId: imageId, allowEmbedding });
  });
  afterAll(async () => {
    await w.t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(Object.keys(embedRoutes))('%s: another site may embed a share that allows it (CORP cross-origin)', async (name) => {
    const { slug } = await imageShare(true);
    for (const dest of ['image', 'video', 'iframe']) {
      const res = await embedRoutes[name](w.t, slug, { headers: crossSite(dest) });
      expect(res.status).toBe(200);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
  });

  it.each(Object.keys(embedRoutes))('%s: refuses other sites embedding a share that does not allow it', async (name) => {
    const { slug } = await imageShare(false);
    for (const dest of ['image', 'video', 'audio', 'iframe', 'embed', 'object']) {
      const res = await embedRoutes[name](w.t, slug, { headers: crossSite(dest) });
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ code: 'EMBEDDING_NOT_ALLOWED', error: 'Embedding is not allowed for this file' });
    }
    // Older browsers: no Fetch Metadata, but a foreign Referer.
    expect((await embedRoutes[name](w.t, slug, { headers: { referer: 'https://elsewhere.example/page' } })).status).toBe(403);
    // Our own pages, a top-level visit from a link elsewhere, and non-browser clients are fine; the bytes stay same-origin.
    const allowed: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'document' },
      { referer: 'http://vaultbox.test/s/x' },
      {},
    ];
    for (const headers of allowed) {
      const res = await embedRoutes[name](w.t, slug, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
  });

  it('the page of an embeddable share may be framed anywhere with embed=true', async () => {
    const { slug } = await imageShare(true);
    const res = await fetch(`${w.t.url}/s/${slug}?embed=true`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(res.headers.get('content-security-policy')).not.toContain("frame-ancestors 'self'");
  });

  it('the page of any other share, or without embed=true, refuses to be framed elsewhere', async () => {
    const allowed = await imageShare(true);
    const refused = await imageShare(false);
    for (const path of [`/s/${allowed.slug}`, `/s/${refused.slug}?embed=true`, `/s/${refused.slug}`, '/s/unknownslug1234?embed=true']) {
      const res = await fetch(w.t.url + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    }
  });
});
