import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaFileRow } from '../../src/db/tables.ts';
import { buildMedia, buildShare } from '../helpers/factories.ts';
import { downloadRoutes, viewRoutes, type PublicRoute } from './public-routes.ts';
import { pngBytes, useShareWorld, WEB_INDEX_HTML } from './share-helpers.ts';

// Embedding: allowed shares may be framed and embedded by any site; the others refuse other sites' embeds.

const crossSite = (dest: string) => ({
  'sec-fetch-site': 'cross-site',
  'sec-fetch-dest': dest,
  'sec-fetch-mode': 'no-cors',
});
const embedRoutes: Record<string, PublicRoute> = {
  preview: viewRoutes.preview,
  thumbnail: viewRoutes.thumbnail,
  raw: downloadRoutes.raw,
};

describe('embedding', () => {
  const w = useShareWorld({ webFiles: { 'index.html': WEB_INDEX_HTML } });
  let image: MediaFileRow;
  const imageShare = (allowEmbedding: boolean) => buildShare(w.t.ctx, image, { allowEmbedding });

  beforeAll(async () => {
    image = await buildMedia(w.t.ctx, w.owner.user, await pngBytes(), { name: 'red.png', process: true });
    await w.t.app.media.jobs.runUntilIdle();
  });

  it.each(Object.keys(embedRoutes))(
    '%s: another site may embed a share that allows it (CORP cross-origin)',
    async (name) => {
      const { slug } = await imageShare(true);
      for (const dest of ['image', 'video', 'iframe']) {
        const res = await embedRoutes[name](w.t, slug, { headers: crossSite(dest) });
        expect(res.status).toBe(200);
        expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      }
    },
  );

  it.each(Object.keys(embedRoutes))(
    '%s: refuses other sites embedding a share that does not allow it',
    async (name) => {
      const { slug } = await imageShare(false);
      for (const dest of ['image', 'video', 'audio', 'iframe', 'embed', 'object']) {
        const res = await embedRoutes[name](w.t, slug, { headers: crossSite(dest) });
        expect(res.status).toBe(403);
        expect(res.json).toMatchObject({
          code: 'EMBEDDING_NOT_ALLOWED',
          error: 'Embedding is not allowed for this file',
        });
      }
      // Older browsers: no Fetch Metadata, but a foreign Referer.
      expect(
        (await embedRoutes[name](w.t, slug, { headers: { referer: 'https://elsewhere.example/page' } })).status,
      ).toBe(403);
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
    },
  );

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
    for (const path of [
      `/s/${allowed.slug}`,
      `/s/${refused.slug}?embed=true`,
      `/s/${refused.slug}`,
      '/s/unknownslug1234?embed=true',
    ]) {
      const res = await fetch(w.t.url + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    }
  });
});
