import { beforeAll, describe, expect, it } from 'vitest';
import { addAlbumFiles } from '../../src/repos/album-files.repo.ts';
import { insertAlbum, listAlbumMediaIds } from '../../src/repos/album.repo.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { useMember } from '../media/media-helpers.ts';
import { albumFileIds, fileOf, makeAlbum } from './album-helpers.ts';

// An album's files (docs/product.md, Albums): added in bulk and idempotently, removed, ordered by hand or by date, in
// many albums at once; a file's deletion takes it out of its albums; the library lists an album's files.

describe('album files', () => {
  const t = useTestApp();
  const { api } = t;
  const owner = useMember(t);
  const stranger = useMember(t);
  // Uploaded in this order: old, middle, new.
  const files: Record<'old' | 'middle' | 'new', { id: string; size: number }> = {} as never;

  beforeAll(async () => {
    files.old = await fileOf(t, owner, 'old.bin', { size: 11, at: '2026-01-01T00:00:00.000Z' });
    files.middle = await fileOf(t, owner, 'middle.bin', { size: 22, at: '2026-02-01T00:00:00.000Z' });
    files.new = await fileOf(t, owner, 'new.bin', { size: 33, at: '2026-03-01T00:00:00.000Z' });
  });

  const add = (albumId: string, mediaIds: string[], token = owner.token) =>
    api.post(`/api/albums/${albumId}/files`, { token, body: { mediaIds } });
  const remove = (albumId: string, mediaIds: string[]) =>
    api.delete(`/api/albums/${albumId}/files`, { token: owner.token, body: { mediaIds } });
  const album = async (id: string) => (await api.get(`/api/albums/${id}`, { token: owner.token })).body.data.album;

  it('adds files, and adding them again changes nothing', async () => {
    const { id } = await makeAlbum(api, owner, { name: 'Twice' });
    const first = await add(id, [files.old.id, files.new.id]);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ changed: 2, album: { fileCount: 2, totalSize: 44 } });
    const again = await add(id, [files.new.id, files.old.id, files.new.id]);
    expect(again.body.data).toMatchObject({ changed: 0, album: { fileCount: 2, totalSize: 44 } });
    // At once too.
    const together = await Promise.all([add(id, [files.middle.id]), add(id, [files.middle.id])]);
    expect(together.map((r) => r.body.data.changed).sort()).toEqual([0, 1]);
    expect(await album(id)).toMatchObject({ fileCount: 3, totalSize: 66 });
  });

  it('ignores another user\u2019s file ids, and unknown ones', async () => {
    const theirs = await fileOf(t, stranger, 'theirs.bin');
    const { id } = await makeAlbum(api, owner, { name: 'Mine only' });
    const res = await add(id, [theirs.id, 'no-such-file', files.old.id]);
    expect(res.body.data).toMatchObject({ changed: 1, album: { fileCount: 1 } });
    expect(await albumFileIds(api, owner, id)).toEqual([files.old.id]);
    // Nor can the stranger put their file into it, or list it.
    expect((await add(id, [theirs.id], stranger.token)).status).toBe(404);
  });

  it('keeps a file in two albums, and removing it from one leaves the other', async () => {
    const a = await makeAlbum(api, owner, { name: 'A', mediaIds: [files.old.id, files.middle.id] });
    const b = await makeAlbum(api, owner, { name: 'B', mediaIds: [files.old.id] });
    const inAlbums = await api.get(`/api/media/${files.old.id}/albums`, { token: owner.token });
    expect(inAlbums.status).toBe(200);
    const names = inAlbums.body.data.albums.map((x: { id: string }) => x.id);
    expect(names).toEqual(expect.arrayContaining([a.id, b.id]));
    const removed = await remove(a.id, [files.old.id, files.new.id]);
    expect(removed.body.data).toMatchObject({ changed: 1, album: { fileCount: 1, totalSize: 22 } });
    expect(await albumFileIds(api, owner, a.id)).toEqual([files.middle.id]);
    expect(await albumFileIds(api, owner, b.id)).toEqual([files.old.id]);
    expect((await api.get(`/api/media/${files.old.id}`, { token: owner.token })).status).toBe(200);
    // Another user's file: 404, like every other route of a file.
    expect((await api.get(`/api/media/${files.old.id}/albums`, { token: stranger.token })).status).toBe(404);
  });

  it('lists by date (newest first) or by the manual order, and PUT order switches to manual', async () => {
    const { id } = await makeAlbum(api, owner, {
      name: 'Ordered',
      mediaIds: [files.middle.id, files.old.id, files.new.id],
    });
    expect(await albumFileIds(api, owner, id)).toEqual([files.new.id, files.middle.id, files.old.id]);
    expect((await album(id)).coverMediaId).toBe(files.new.id);
    await api.patch(`/api/albums/${id}`, { token: owner.token, body: { order: 'manual' } });
    expect(await albumFileIds(api, owner, id)).toEqual([files.middle.id, files.old.id, files.new.id]);
    expect((await album(id)).coverMediaId).toBe(files.middle.id);
    await api.patch(`/api/albums/${id}`, { token: owner.token, body: { order: 'date' } });
    const ordered = await api.put(`/api/albums/${id}/order`, {
      token: owner.token,
      body: { mediaIds: [files.old.id, files.new.id, files.middle.id] },
    });
    expect(ordered.status).toBe(200);
    expect(ordered.body.data.album.order).toBe('manual');
    expect(await albumFileIds(api, owner, id)).toEqual([files.old.id, files.new.id, files.middle.id]);
    expect(await listAlbumMediaIds(t.ctx.db, owner.id, id)).toEqual([files.old.id, files.new.id, files.middle.id]);
    // Pages follow the same order.
    expect(await albumFileIds(api, owner, id, '?limit=2&page=2')).toEqual([files.middle.id]);
    const page = await api.get(`/api/albums/${id}/files?limit=2`, { token: owner.token });
    expect(page.body.data).toMatchObject({ page: 1, limit: 2, total: 3, totalPages: 2 });
    // The entries are the library's.
    const library = await api.get(`/api/media/${files.old.id}`, { token: owner.token });
    expect(page.body.data.files[0]).toEqual(library.body.data.file);
    // New files go to the end.
    const later = await fileOf(t, owner, 'later.bin');
    await add(id, [later.id]);
    expect((await albumFileIds(api, owner, id)).at(-1)).toBe(later.id);
  });

  it('refuses an order that does not name every file exactly once', async () => {
    const { id } = await makeAlbum(api, owner, { name: 'Strict', mediaIds: [files.old.id, files.new.id] });
    for (const mediaIds of [
      [files.old.id],
      [files.old.id, files.new.id, files.new.id],
      [files.old.id, files.middle.id],
    ]) {
      const res = await api.put(`/api/albums/${id}/order`, { token: owner.token, body: { mediaIds } });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/every file of the album exactly once/);
    }
    expect((await album(id)).order).toBe('date');
  });

  it('resets the cover when its file leaves the album', async () => {
    const { id } = await makeAlbum(api, owner, { name: 'Covered', mediaIds: [files.old.id, files.new.id] });
    await api.patch(`/api/albums/${id}`, { token: owner.token, body: { coverMediaId: files.old.id } });
    expect((await album(id)).coverMediaId).toBe(files.old.id);
    await remove(id, [files.old.id]);
    expect((await album(id)).coverMediaId).toBe(files.new.id);
    const row = await t.ctx.db
      .selectFrom('albums')
      .select('cover_media_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.cover_media_id).toBeNull();
  });

  it('takes a deleted file out of its albums, with their counts and covers', async () => {
    const doomed = await fileOf(t, owner, 'doomed.bin', { size: 50 });
    const a = await makeAlbum(api, owner, { name: 'Has doomed', mediaIds: [doomed.id, files.old.id] });
    const b = await makeAlbum(api, owner, { name: 'Also', mediaIds: [doomed.id] });
    await api.patch(`/api/albums/${a.id}`, { token: owner.token, body: { coverMediaId: doomed.id } });
    expect((await api.delete(`/api/media/${doomed.id}`, { token: owner.token })).status).toBe(200);
    expect(await album(a.id)).toMatchObject({ fileCount: 1, totalSize: 11, coverMediaId: files.old.id });
    expect(await album(b.id)).toMatchObject({ fileCount: 0, totalSize: 0, coverMediaId: null });
    expect(await albumFileIds(api, owner, a.id)).toEqual([files.old.id]);
    // By bulk delete too.
    const other = await fileOf(t, owner, 'other.bin');
    await add(b.id, [other.id]);
    await api.post('/api/media/bulk-delete', { token: owner.token, body: { ids: [other.id] } });
    expect(await album(b.id)).toMatchObject({ fileCount: 0, totalSize: 0 });
  });

  it('filters the library by album, with its sort and search, and refuses another user\u2019s album', async () => {
    const { id } = await makeAlbum(api, owner, { name: 'Filter', mediaIds: [files.old.id, files.new.id] });
    const listed = await api.get(`/api/media?albumId=${id}&sortBy=createdAt&sortOrder=asc`, { token: owner.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data.files.map((f: { id: string }) => f.id)).toEqual([files.old.id, files.new.id]);
    expect(listed.body.data.total).toBe(2);
    const bySize = await api.get(`/api/media?albumId=${id}&sortBy=size&sortOrder=desc&limit=1&page=2`, {
      token: owner.token,
    });
    expect(bySize.body.data).toMatchObject({ total: 2, totalPages: 2 });
    expect(bySize.body.data.files.map((f: { id: string }) => f.id)).toEqual([files.old.id]);
    const searched = await api.get(`/api/media/search?albumId=${id}&search=new`, { token: owner.token });
    expect(searched.body.data.files.map((f: { id: string }) => f.id)).toEqual([files.new.id]);
    // The filter follows the album at once (no cached answer): add one and it is listed.
    await add(id, [files.middle.id]);
    expect((await api.get(`/api/media?albumId=${id}`, { token: owner.token })).body.data.total).toBe(3);
    const theirs = await makeAlbum(api, stranger, { name: 'Theirs' });
    const refused = await api.get(`/api/media?albumId=${theirs.id}`, { token: owner.token });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('ALBUM_NOT_FOUND');
  });

  it('exports the user\u2019s albums with their file ids', async () => {
    const { id } = await makeAlbum(api, owner, {
      name: 'Exported',
      order: 'manual',
      mediaIds: [files.new.id, files.old.id],
    });
    const exported = await api.get('/api/user/export', { token: owner.token });
    expect(exported.status).toBe(200);
    expect(exported.body.albums).toContainEqual(
      expect.objectContaining({ id, name: 'Exported', mediaIds: [files.new.id, files.old.id] }),
    );
  });

  it('offers the repo calls other areas fill albums through, scoped to the owner', async () => {
    const id = await insertAlbum(t.ctx.db, {
      user_id: owner.id,
      name: 'From a request',
      sort_order: 'date',
      file_request_id: 'fr-1',
    });
    expect(await addAlbumFiles(t.ctx.db, owner.id, id, [files.old.id, files.old.id])).toBe(1);
    expect(await addAlbumFiles(t.ctx.db, stranger.id, id, [files.new.id])).toBe(0);
    expect(await listAlbumMediaIds(t.ctx.db, stranger.id, id)).toEqual([]);
    expect(await album(id)).toMatchObject({ fileRequestId: 'fr-1', fileCount: 1 });
  });

  it('deletes a user\u2019s albums with the user', async () => {
    const leaving = await fileOf(t, stranger, 'leaving.bin');
    const { id } = await makeAlbum(api, stranger, { name: 'Leaving', mediaIds: [leaving.id] });
    await t.ctx.db.deleteFrom('users').where('id', '=', stranger.id).execute();
    expect(await t.ctx.db.selectFrom('albums').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('album_files').select('media_id').where('album_id', '=', id).execute()).toEqual(
      [],
    );
  });
});
