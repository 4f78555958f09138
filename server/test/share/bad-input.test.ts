import { beforeAll, describe, expect, it } from 'vitest';
import { buildShare } from '../helpers/factories.ts';
import { useShareWorld } from './share-helpers.ts';

// What a careless client or an attacker sends to the share routes: every answer is a 4xx with a sentence, never a
// 500, and nothing is written.

describe('bad input on the share routes', () => {
  const w = useShareWorld();
  let shareId: string;
  let slug: string;
  const huge = 'x'.repeat(100_000);
  beforeAll(async () => {
    const share = await buildShare(w.t.ctx, w.file, { password: 'right-one' });
    shareId = share.id;
    slug = share.slug;
  });

  const shareCount = async () =>
    Number(
      (
        await w.t.ctx.db
          .selectFrom('shares')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers 400 with a sentence to malformed or wrongly typed bodies, and creates or changes nothing', async () => {
    const before = await shareCount();
    const token = w.owner.token;
    const bodies: [string, { body?: unknown; rawBody?: string }][] = [
      ['malformed JSON', { rawBody: '{"mediaFileId": ' }],
      ['an array', { body: [w.fileId] }],
      ['a number for the id', { body: { mediaFileId: 42 } }],
      ['a 100 kB id', { body: { mediaFileId: huge } }],
      ['a 100 kB password', { body: { mediaFileId: w.fileId, password: huge } }],
      ['a string limit', { body: { mediaFileId: w.fileId, maxViews: 'ten' } }],
      ['a fractional limit', { body: { mediaFileId: w.fileId, maxDownloads: 1.5 } }],
      ['a huge limit', { body: { mediaFileId: w.fileId, maxViews: 1e300 } }],
      ['a date that is not one', { body: { mediaFileId: w.fileId, expiresAt: 'tomorrow' } }],
      ['an unknown field', { body: { mediaFileId: w.fileId, slug: 'my-own-slug' } }],
      ['a string for a flag', { body: { mediaFileId: w.fileId, allowEmbedding: 'yes' } }],
    ];
    for (const [what, options] of bodies) {
      const res = await w.api.post('/api/share', { token, ...options });
      expect(res.status, what).toBe(400);
      expect(typeof res.body.error, what).toBe('string');
      expect(res.body.error.length, what).toBeLessThan(300);
    }
    for (const body of [{ isActive: 'no' }, { maxViews: -1 }, { password: huge }, { currentViews: 0 }]) {
      expect(
        (await w.api.put(`/api/share/${shareId}`, { token, body })).status,
        JSON.stringify(body).slice(0, 40),
      ).toBe(400);
    }
    for (const body of [{ ids: 'all' }, { ids: [huge] }, { ids: Array.from({ length: 10_000 }, () => shareId) }, {}]) {
      expect((await w.api.post('/api/share/bulk-delete', { token, body })).status).toBe(400);
    }
    expect(await shareCount()).toBe(before);
    const still = await w.api.get(`/api/share/${shareId}`, { token });
    expect(still.body.data.share).toMatchObject({ isActive: true, maxViews: null, isPasswordProtected: true });
  });

  it('never answers 500 to odd ids, queries and slugs', async () => {
    const token = w.owner.token;
    const paths = [
      `/api/share/${'%00'.repeat(10)}`,
      `/api/share/${huge.slice(0, 2000)}`,
      '/api/share/%FF%FE%C0%AF',
      `/api/share/public/s/%FF${slug}`,
      '/api/share?status=bogus&sortBy=password_hash&sortOrder=sideways&page=-4&limit=abc',
      '/api/share/search?startDate=yesterday&endDate=2026-13-45',
      `/api/share/public/s/${'%2e%2e%2f'.repeat(5)}`,
      `/api/share/public/s/${huge.slice(0, 5000)}`,
      `/api/share/public/s/${slug}/thumbnail?size=gigantic`,
      `/api/share/public/s/${slug}?password=${huge.slice(0, 5000)}`,
      `/r/${'..%2F'.repeat(8)}etc%2Fpasswd`,
    ];
    for (const path of paths) {
      const res = await w.api.get(path, { token });
      expect(res.status, path.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.status, path.slice(0, 60)).toBeLessThan(500);
      expect(typeof res.body.error, path.slice(0, 60)).toBe('string');
    }
    const injected = await w.api.get(`/api/share?search=${encodeURIComponent("' OR 1=1 --")}`, { token });
    expect(injected.status).toBe(200);
    expect(injected.body.data.total).toBe(0);
  });
});
