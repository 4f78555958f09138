import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/domain/account/secret-token.ts';
import { buildMedia } from '../helpers/factories.ts';
import { signedInMember, type Member } from '../media/media-helpers.ts';
import { createShare, shareRow, useShareWorld } from './share-helpers.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('POST /api/share', () => {
  const w = useShareWorld();

  it('creates a share of an own file with slug, url and every field', async () => {
    const expiresAt = inDays(3);
    const res = await w.api.post('/api/share', {
      token: w.owner.token,
      body: {
        mediaFileId: w.fileId,
        allowEmbedding: true,
        expiresAt,
        maxViews: 5,
        maxDownloads: 2,
        password: 'open sesame',
      },
    });
    expect(res.status).toBe(201);
    const share = res.body.data.share;
    expect(share).toMatchObject({
      mediaFileId: w.fileId,
      mediaFile: { title: 'report', originalName: 'report.bin' },
      isActive: true,
      isPasswordProtected: true,
      expiresAt,
      maxViews: 5,
      currentViews: 0,
      maxDownloads: 2,
      currentDownloads: 0,
      allowEmbedding: true,
    });
    expect(share.url).toBe(`http://vaultbox.test/s/${share.slug}`);
    expect(JSON.stringify(res.body)).not.toContain('open sesame');
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });

  it('stores an expiry with an offset as UTC text', async () => {
    const res = await w.api.post('/api/share', {
      token: w.owner.token,
      body: { mediaFileId: w.fileId, allowEmbedding: false, expiresAt: '2031-06-01T05:30:00+05:30' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.share.expiresAt).toBe('2031-06-01T00:00:00.000Z');
    const row = await w.t.ctx.db
      .selectFrom('shares')
      .select('expires_at')
      .where('id', '=', res.body.data.share.id)
      .executeTakeFirstOrThrow();
    expect(row.expires_at).toBe('2031-06-01T00:00:00.000Z');
  });

  it('stores the password as an argon2id hash, never the plaintext', async () => {
    const share = await createShare(w, w.owner.token, { mediaFileId: w.fileId, password: 'hunter22' });
    const row = await shareRow(w.t, share.id);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('hunter22');
    expect(row.password_hash).not.toBe(hashToken('hunter22'));
  });

  it('makes unique slugs of at least 64 random bits', async () => {
    const slugs = new Set<string>();
    for (let i = 0; i < 20; i++) slugs.add((await createShare(w, w.owner.token, { mediaFileId: w.fileId })).slug);
    expect(slugs.size).toBe(20);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(slug, 'base64url').length * 8).toBeGreaterThanOrEqual(64);
    }
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    [
      'a past expiry',
      { expiresAt: new Date(Date.now() - 60_000).toISOString() },
      'Expiration date must be in the future',
    ],
    ['a malformed expiry', { expiresAt: 'tomorrow' }, 'Expiration date must be a valid date'],
    [
      'an expiry past the year 9999 in UTC',
      { expiresAt: '9999-12-31T23:30:00-01:00' },
      'Expiration date must be before the year 10000',
    ],
    ['max views below 1', { maxViews: 0 }, 'Maximum views must be at least 1'],
    ['max downloads below 1', { maxDownloads: 0 }, 'Maximum downloads must be at least 1'],
    ['a fractional limit', { maxViews: 1.5 }, 'Maximum views must be a whole number'],
    ['a password under 4 characters', { password: 'abc' }, 'Password must be at least 4 characters long'],
    ['an unknown field', { role: 'admin' }, 'Unknown field'],
  ];
  it.each(invalid)('refuses %s with 400', async (_label, patch, message) => {
    const res = await w.api.post('/api/share', {
      token: w.owner.token,
      body: { mediaFileId: w.fileId, allowEmbedding: false, ...patch },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.error).toContain(message);
  });

  it('refuses a missing media id with 400 and an unknown one with 404', async () => {
    const missing = await w.api.post('/api/share', { token: w.owner.token, body: { allowEmbedding: false } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('Choose one file, several files or an album to share');
    const unknown = await w.api.post('/api/share', { token: w.owner.token, body: { mediaFileId: 'no-such-file' } });
    expect(unknown.status).toBe(404);
  });

  it("answers 404 for someone else's file, and nothing is created", async () => {
    const other: Member = await signedInMember(w.t, w.api);
    const res = await w.api.post('/api/share', { token: other.token, body: { mediaFileId: w.fileId } });
    expect(res.status).toBe(404);
    const theirs = await w.t.ctx.db.selectFrom('shares').select('id').where('user_id', '=', other.id).execute();
    expect(theirs).toHaveLength(0);
  });

  it('needs a signed-in user', async () => {
    expect((await w.api.post('/api/share', { body: { mediaFileId: w.fileId } })).status).toBe(401);
    expect((await w.api.get('/api/share')).status).toBe(401);
  });
});

describe('PUT /api/share/:id', () => {
  const w = useShareWorld();

  it('really updates each field, and null clears expiry, limits and password', async () => {
    const share = await createShare(w, w.owner.token, { mediaFileId: w.fileId, password: 'first-pass' });
    const put = (body: Record<string, unknown>) => w.api.put(`/api/share/${share.id}`, { token: w.owner.token, body });
    const expiresAt = inDays(10);

    let res = await put({ expiresAt, maxViews: 7, maxDownloads: 3, allowEmbedding: true, isActive: false });
    expect(res.status).toBe(200);
    expect(res.body.data.share).toMatchObject({
      expiresAt,
      maxViews: 7,
      maxDownloads: 3,
      allowEmbedding: true,
      isActive: false,
    });
    const hashBefore = (await shareRow(w.t, share.id)).password_hash;

    res = await put({ password: 'second-pass' });
    expect(res.body.data.share.isPasswordProtected).toBe(true);
    const hashAfter = (await shareRow(w.t, share.id)).password_hash;
    expect(hashAfter).toMatch(/^\$argon2id\$/);
    expect(hashAfter).not.toBe(hashBefore);

    res = await put({ expiresAt: null, maxViews: null, maxDownloads: null, password: null, isActive: true });
    expect(res.body.data.share).toMatchObject({
      expiresAt: null,
      maxViews: null,
      maxDownloads: null,
      isPasswordProtected: false,
      isActive: true,
    });
    expect((await shareRow(w.t, share.id)).password_hash).toBeNull();

    // The GET sees the same.
    const got = await w.api.get(`/api/share/${share.id}`, { token: w.owner.token });
    expect(got.body.data.share).toMatchObject({ expiresAt: null, isPasswordProtected: false, allowEmbedding: true });
  });

  it('validates like create', async () => {
    const share = await createShare(w, w.owner.token, { mediaFileId: w.fileId });
    for (const body of [
      { maxViews: 0 },
      { password: 'ab' },
      { expiresAt: new Date(Date.now() - 1000).toISOString() },
      { slug: 'mine' },
    ]) {
      expect((await w.api.put(`/api/share/${share.id}`, { token: w.owner.token, body })).status).toBe(400);
    }
  });
});

describe('GET /api/share, /search and /stats', () => {
  const w = useShareWorld();
  let secondFile: string;
  beforeAll(async () => {
    secondFile = (
      await buildMedia(w.t.ctx, w.owner.user, Buffer.from('holiday notes'), {
        name: 'holiday.txt',
        title: 'Holiday Plans',
      })
    ).id;
  });

  it('lists, filters by status, searches titles and names, sorts and pages', async () => {
    const open = await createShare(w, w.owner.token, { mediaFileId: w.fileId, maxViews: 100 });
    const locked = await createShare(w, w.owner.token, { mediaFileId: secondFile, password: 'letmein' });
    const off = await createShare(w, w.owner.token, { mediaFileId: secondFile });
    await w.api.put(`/api/share/${off.id}`, { token: w.owner.token, body: { isActive: false } });
    const used = await createShare(w, w.owner.token, { mediaFileId: w.fileId, maxViews: 1 });
    await w.api.get(`/api/share/public/s/${used.slug}`);
    const gone = await createShare(w, w.owner.token, { mediaFileId: w.fileId });
    await w.t.ctx.db
      .updateTable('shares')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', gone.id)
      .execute();

    const list = async (query: string) => {
      const res = await w.api.get(`/api/share${query}`, { token: w.owner.token });
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const all = await list('');
    expect(all.total).toBe(5);
    expect(all.shares.map((s: { id: string }) => s.id)).toEqual([gone.id, used.id, off.id, locked.id, open.id]);
    expect((await list('?status=active')).shares.map((s: { id: string }) => s.id).sort()).toEqual(
      [open.id, locked.id].sort(),
    );
    expect((await list('?status=inactive')).total).toBe(3);
    expect((await list('?status=active')).total).toBe(2);
    // A page past the end has no row to carry the total: it is counted on its own.
    expect(await list('?status=inactive&page=9')).toMatchObject({ shares: [], total: 3, totalPages: 1 });
    expect(await list('?search=holiday&page=9')).toMatchObject({ shares: [], total: 2 });
    expect((await list('?search=holiday')).shares.map((s: { id: string }) => s.id).sort()).toEqual(
      [locked.id, off.id].sort(),
    );
    expect((await list('?search=REPORT.BIN')).total).toBe(3);
    expect((await list('?search=%25')).total).toBe(0);
    const paged = await list('?limit=2&page=2&sortOrder=asc');
    expect(paged).toMatchObject({ page: 2, limit: 2, total: 5, totalPages: 3 });
    expect(paged.shares.map((s: { id: string }) => s.id)).toEqual([off.id, used.id]);
    expect((await list('?limit=100000')).limit).toBe(100);
    expect((await list('?sortBy=currentViews&sortOrder=desc')).shares[0].id).toBe(used.id);

    const search = async (query: string) =>
      (await w.api.get(`/api/share/search${query}`, { token: w.owner.token })).body.data;
    expect((await search('?hasPassword=true')).shares.map((s: { id: string }) => s.id)).toEqual([locked.id]);
    expect((await search('?hasPassword=false&status=active')).shares.map((s: { id: string }) => s.id)).toEqual([
      open.id,
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await search(`?startDate=${today}&endDate=${today}`)).total).toBe(5);
    expect((await search('?endDate=2000-01-01')).total).toBe(0);
    expect((await w.api.get('/api/share/search?hasPassword=maybe', { token: w.owner.token })).status).toBe(400);

    const stats = await w.api.get('/api/share/stats', { token: w.owner.token });
    expect(stats.body.data).toEqual({ total: 5, active: 2, totalViews: 1, totalDownloads: 0 });
    const userStats = await w.api.get('/api/user/stats', { token: w.owner.token });
    expect(userStats.body.data.shares).toEqual({ total: 5, active: 2, totalDownloads: 0 });
  });
});
