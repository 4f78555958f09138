import { ALBUMS_PER_USER_MAX } from '@vaultbox/common/schemas/albums.ts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isoNow } from '../../src/db/time.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { useMember } from '../media/media-helpers.ts';
import { fileOf, makeAlbum } from './album-helpers.ts';

// Albums (docs/product.md, Albums): make, read, list, edit and delete; everything scoped to the owner.

describe('albums', () => {
  const t = useTestApp();
  const { api } = t;
  const owner = useMember(t);
  const stranger = useMember(t);

  it('makes an album with its defaults, reads it back and lists it', async () => {
    const album = await makeAlbum(api, owner, { name: '  Summer 2026 ' });
    expect(album).toMatchObject({
      name: 'Summer 2026',
      description: '',
      order: 'date',
      coverMediaId: null,
      fileCount: 0,
      totalSize: 0,
      fileRequestId: null,
    });
    const read = await api.get(`/api/albums/${album.id}`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body.data.album).toEqual(album);
    const list = await api.get('/api/albums', { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.data.albums.map((a: { id: string }) => a.id)).toContain(album.id);
    expect(list.body.data).toMatchObject({ page: 1, total: list.body.data.albums.length });
  });

  it('makes an album with files at once, counting only the caller\u2019s own', async () => {
    const a = await fileOf(t, owner, 'a.bin', { size: 100 });
    const b = await fileOf(t, owner, 'b.bin', { size: 23 });
    const theirs = await fileOf(t, stranger, 'theirs.bin');
    const album = await makeAlbum(api, owner, {
      name: 'With files',
      description: 'Two files',
      order: 'manual',
      mediaIds: [a.id, b.id, theirs.id, a.id],
    });
    expect(album).toMatchObject({ fileCount: 2, totalSize: 123, order: 'manual', coverMediaId: a.id });
  });

  it('searches albums by name, in any case, with LIKE wildcards taken literally', async () => {
    await makeAlbum(api, owner, { name: 'Holiday in Rome' });
    await makeAlbum(api, owner, { name: '100% cats' });
    const found = await api.get('/api/albums?search=ROME', { token: owner.token });
    expect(found.body.data.albums.map((a: { name: string }) => a.name)).toEqual(['Holiday in Rome']);
    const literal = await api.get(`/api/albums?search=${encodeURIComponent('0%')}`, { token: owner.token });
    expect(literal.body.data.albums.map((a: { name: string }) => a.name)).toEqual(['100% cats']);
    const none = await api.get('/api/albums?search=_', { token: owner.token });
    expect(none.body.data.total).toBe(0);
  });

  it('pages the list, the newest first', async () => {
    const first = await api.get('/api/albums?limit=2&page=1', { token: owner.token });
    const second = await api.get('/api/albums?limit=2&page=2', { token: owner.token });
    expect(first.body.data.albums).toHaveLength(2);
    expect(first.body.data.totalPages).toBe(Math.ceil(first.body.data.total / 2));
    const seen = [...first.body.data.albums, ...second.body.data.albums].map((a: { id: string }) => a.id);
    expect(new Set(seen).size).toBe(seen.length);
    const times = first.body.data.albums.map((a: { createdAt: string }) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('edits name, description and order; the cover must be one of its files', async () => {
    const inside = await fileOf(t, owner, 'inside.bin');
    const outside = await fileOf(t, owner, 'outside.bin');
    const album = await makeAlbum(api, owner, { name: 'Edit me', mediaIds: [inside.id] });
    const edited = await api.patch(`/api/albums/${album.id}`, {
      token: owner.token,
      body: { name: 'Edited', description: 'Now described', order: 'manual', coverMediaId: inside.id },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.album).toMatchObject({
      name: 'Edited',
      description: 'Now described',
      order: 'manual',
      coverMediaId: inside.id,
    });
    const refused = await api.patch(`/api/albums/${album.id}`, {
      token: owner.token,
      body: { coverMediaId: outside.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.stringMatching(/cover/i) });
    const theirs = await fileOf(t, stranger, 'theirs.bin');
    expect(
      (await api.patch(`/api/albums/${album.id}`, { token: owner.token, body: { coverMediaId: theirs.id } })).status,
    ).toBe(400);
    const reset = await api.patch(`/api/albums/${album.id}`, { token: owner.token, body: { coverMediaId: null } });
    expect(reset.body.data.album.coverMediaId).toBe(inside.id);
  });

  it('deletes an album and keeps its files', async () => {
    const kept = await fileOf(t, owner, 'kept.bin');
    const album = await makeAlbum(api, owner, { name: 'Doomed', mediaIds: [kept.id] });
    const res = await api.delete(`/api/albums/${album.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/files are still/);
    expect((await api.get(`/api/albums/${album.id}`, { token: owner.token })).status).toBe(404);
    expect((await api.get(`/api/media/${kept.id}`, { token: owner.token })).status).toBe(200);
    const rows = await t.ctx.db.selectFrom('album_files').selectAll().where('album_id', '=', album.id).execute();
    expect(rows).toEqual([]);
    expect((await api.delete(`/api/albums/${album.id}`, { token: owner.token })).status).toBe(404);
  });

  it('answers 404 ALBUM_NOT_FOUND for another user\u2019s album on every route, and changes nothing', async () => {
    const mine = await fileOf(t, owner, 'mine.bin');
    const album = await makeAlbum(api, owner, { name: 'Private', mediaIds: [mine.id] });
    const theirFile = await fileOf(t, stranger, 'their.bin');
    const as = { token: stranger.token };
    const calls = [
      api.get(`/api/albums/${album.id}`, as),
      api.patch(`/api/albums/${album.id}`, { ...as, body: { name: 'Mine now' } }),
      api.get(`/api/albums/${album.id}/files`, as),
      api.post(`/api/albums/${album.id}/files`, { ...as, body: { mediaIds: [theirFile.id] } }),
      api.delete(`/api/albums/${album.id}/files`, { ...as, body: { mediaIds: [mine.id] } }),
      api.put(`/api/albums/${album.id}/order`, { ...as, body: { mediaIds: [mine.id] } }),
      api.get(`/api/media?albumId=${album.id}`, as),
      api.get(`/api/media/search?albumId=${album.id}`, as),
      api.delete(`/api/albums/${album.id}`, as),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'ALBUM_NOT_FOUND', error: 'Album not found' });
    }
    expect((await api.get('/api/albums', as)).body.data.albums).toEqual([]);
    const still = await api.get(`/api/albums/${album.id}`, { token: owner.token });
    expect(still.body.data.album).toMatchObject({ name: 'Private', fileCount: 1 });
    // An unknown id reads the same.
    const unknown = await api.get(`/api/albums/${randomUUID()}`, { token: owner.token });
    expect(unknown.body).toMatchObject({ code: 'ALBUM_NOT_FOUND' });
  });

  it('refuses bad input with sentences', async () => {
    const album = await makeAlbum(api, owner, { name: 'Valid' });
    const cases: [string, Promise<{ status: number; body: { error: string } }>][] = [
      ['empty name', api.post('/api/albums', { token: owner.token, body: { name: '   ' } })],
      ['long name', api.post('/api/albums', { token: owner.token, body: { name: 'x'.repeat(201) } })],
      ['control characters', api.post('/api/albums', { token: owner.token, body: { name: 'a\u0007b' } })],
      ['bad order', api.post('/api/albums', { token: owner.token, body: { name: 'a', order: 'size' } })],
      ['unknown field', api.post('/api/albums', { token: owner.token, body: { name: 'a', colour: 'red' } })],
      ['empty ids', api.post('/api/albums', { token: owner.token, body: { name: 'a', mediaIds: [] } })],
      ['ids not a list', api.post(`/api/albums/${album.id}/files`, { token: owner.token, body: { mediaIds: 'x' } })],
      [
        'too many ids',
        api.post(`/api/albums/${album.id}/files`, {
          token: owner.token,
          body: { mediaIds: Array.from({ length: 501 }, (_, i) => `id-${i}`) },
        }),
      ],
      ['bad patch', api.patch(`/api/albums/${album.id}`, { token: owner.token, body: { name: 42 } })],
      ['order not a list', api.put(`/api/albums/${album.id}/order`, { token: owner.token, body: {} })],
    ];
    for (const [label, pending] of cases) {
      const res = await pending;
      expect(res.status, label).toBe(400);
      expect(res.body.error, label).toMatch(/[A-Z][a-z]+ [a-z]+/);
    }
  });

  it('answers 401 to a stranger without a session', async () => {
    expect((await api.get('/api/albums')).status).toBe(401);
    expect((await api.post('/api/albums', { body: { name: 'x' } })).status).toBe(401);
  });
});

describe('album limits', () => {
  const t = useTestApp();
  const { api } = t;
  const owner = useMember(t);
  const filler = useMember(t);

  it(`refuses a user's album beyond ${ALBUMS_PER_USER_MAX}, even asked for at once`, async () => {
    const now = isoNow();
    const rows = Array.from({ length: ALBUMS_PER_USER_MAX - 2 }, (_, i) => ({
      id: randomUUID(),
      user_id: owner.id,
      name: `Album ${i}`,
      sort_order: 'date' as const,
      cover_media_id: null,
      file_request_id: null,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await t.ctx.db
        .insertInto('albums')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => api.post('/api/albums', { token: owner.token, body: { name: `Late ${i}` } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 400, 400, 400]);
    const refused = results.find((r) => r.status === 400)!;
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: expect.stringMatching(/at most 1,000 albums/),
    });
    expect((await api.get('/api/albums', { token: owner.token })).body.data.total).toBe(ALBUMS_PER_USER_MAX);
  });

  it('refuses files beyond the album limit, adding none of the batch', async () => {
    const other = (await makeAlbum(api, filler, { name: 'Nearly full' })).id;
    const [a, b, c] = [
      await fileOf(t, filler, 'a.bin'),
      await fileOf(t, filler, 'b.bin'),
      await fileOf(t, filler, 'c.bin'),
    ];
    // As if it held ALBUM_FILES_MAX - 1 files already (the count the limit reads).
    await t.ctx.db.updateTable('albums').set({ file_count: 49_999 }).where('id', '=', other).execute();
    const tooMany = await api.post(`/api/albums/${other}/files`, {
      token: filler.token,
      body: { mediaIds: [a.id, b.id] },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(/at most 50,000 files/);
    const oneMore = await api.post(`/api/albums/${other}/files`, { token: filler.token, body: { mediaIds: [a.id] } });
    expect(oneMore.body.data).toMatchObject({ changed: 1, album: { fileCount: 50_000 } });
    const full = await api.post(`/api/albums/${other}/files`, { token: filler.token, body: { mediaIds: [c.id] } });
    expect(full.status).toBe(400);
  });
});
