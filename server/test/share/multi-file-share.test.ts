import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaFileRow } from '../../src/db/tables.ts';
import { signedInMember, type Member } from '../media/media-helpers.ts';
import { buildFiles, changeAlbum, createAlbum } from './multi-file-helpers.ts';
import { createShare, loadPage, useShareWorld } from './share-helpers.ts';

// Multi-file links, the owner's side (docs/product.md, Multi-file shares): a fixed selection or a live album, only of
// the caller's own files and albums; the view says what the link is and how many files it serves now.

interface CollectionData {
  kind: string;
  media: unknown;
  collection: { title: string; itemCount: number; totalSize: number; items: { id: string }[] };
}

describe('multi-file share links (owner side)', () => {
  const w = useShareWorld();
  let files: MediaFileRow[];
  let stranger: Member;
  let strangerFile: MediaFileRow;

  beforeAll(async () => {
    files = await buildFiles(w.t, w.owner, 4);
    stranger = await signedInMember(w.t, w.api);
    [strangerFile] = await buildFiles(w.t, stranger, 1);
  });

  const ids = () => files.map((file) => file.id);
  const items = async (slug: string) => {
    const res = await loadPage(w.api, slug);
    expect(res.status).toBe(200);
    return res.body.data as CollectionData;
  };

  it('makes a selection: order kept, repeats ignored, "N files" by default, stripping on', async () => {
    const [a, b, c] = ids();
    const res = await w.api.post('/api/share', { token: w.owner.token, body: { mediaFileIds: [c, a, c, b] } });
    expect(res.status).toBe(201);
    const share = res.body.data.share;
    expect(share).toMatchObject({
      kind: 'selection',
      mediaFileId: null,
      mediaFile: null,
      albumId: null,
      album: null,
      title: '3 files',
      itemCount: 3,
      recipients: [],
      stripMetadata: true,
      strippingProblem: null,
    });
    const exported = await fetch(`${w.t.url}/api/user/export`, {
      headers: { authorization: `Bearer ${w.owner.token}` },
    });
    const doc = (await exported.json()) as { shares: { id: string; mediaFileIds?: string[] }[] };
    expect(doc.shares.find((one) => one.id === share.id)?.mediaFileIds).toEqual([c, a, b]);
    const page = await items(share.slug);
    expect(page.kind).toBe('selection');
    expect(page.media).toBeNull();
    expect(page.collection.items.map((item) => item.id)).toEqual([c, a, b]);
    expect(page.collection.totalSize).toBe(files[0]!.size * 3);
  });

  it("refuses someone else's file in a selection with 404 and makes nothing", async () => {
    const before = (await w.api.get('/api/share', { token: w.owner.token })).body.data.total;
    const res = await w.api.post('/api/share', {
      token: w.owner.token,
      body: { mediaFileIds: [files[0]!.id, strangerFile.id] },
    });
    expect(res.status).toBe(404);
    const missing = await w.api.post('/api/share', { token: w.owner.token, body: { mediaFileIds: ['no-such-file'] } });
    expect(missing.status).toBe(404);
    expect((await w.api.get('/api/share', { token: w.owner.token })).body.data.total).toBe(before);
  });

  it("refuses someone else's album with 404 ALBUM_NOT_FOUND", async () => {
    const theirs = await createAlbum(w.api, stranger, 'Not yours', [strangerFile.id]);
    const res = await w.api.post('/api/share', { token: w.owner.token, body: { albumId: theirs } });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('ALBUM_NOT_FOUND');
  });

  it('refuses two targets at once, and a title on a file or album link', async () => {
    const both = await w.api.post('/api/share', {
      token: w.owner.token,
      body: { mediaFileId: files[0]!.id, mediaFileIds: [files[1]!.id] },
    });
    expect(both.status).toBe(400);
    const fileTitle = await w.api.post('/api/share', {
      token: w.owner.token,
      body: { mediaFileId: files[0]!.id, title: 'Nope' },
    });
    expect(fileTitle.status).toBe(400);
    expect(fileTitle.body.code).toBe('VALIDATION_ERROR');
    const album = await createAlbum(w.api, w.owner, 'Titled', [files[0]!.id]);
    const albumTitle = await w.api.post('/api/share', { token: w.owner.token, body: { albumId: album, title: 'No' } });
    expect(albumTitle.status).toBe(400);
  });

  it('renames a selection; a title on a file link is refused', async () => {
    const selection = await createShare(w, w.owner.token, { mediaFileIds: ids(), title: 'Trip' });
    const renamed = await w.api.put(`/api/share/${selection.id}`, {
      token: w.owner.token,
      body: { title: 'Trip 2026' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.share.title).toBe('Trip 2026');
    const single = await createShare(w, w.owner.token, { mediaFileId: files[0]!.id });
    const refused = await w.api.put(`/api/share/${single.id}`, { token: w.owner.token, body: { title: 'X' } });
    expect(refused.status).toBe(400);
    const theirs = await w.api.put(`/api/share/${selection.id}`, { token: stranger.token, body: { title: 'X' } });
    expect(theirs.status).toBe(404);
  });

  it('an album link is live: files added later appear, removed ones disappear', async () => {
    const [a, b, c] = ids();
    const album = await createAlbum(w.api, w.owner, 'Holidays', [a!, b!]);
    const share = await createShare(w, w.owner.token, { albumId: album });
    expect(share).toMatchObject({ kind: 'album', albumId: album, album: { name: 'Holidays' }, title: 'Holidays' });
    expect((share as unknown as { itemCount: number }).itemCount).toBe(2);

    await changeAlbum(w.api, w.owner, album, 'add', [c!]);
    await changeAlbum(w.api, w.owner, album, 'remove', [a!]);
    const page = await items(share.slug);
    expect(page.collection.items.map((item) => item.id)).toEqual([b, c]);
    expect(page.collection.itemCount).toBe(2);
    expect(page.collection.title).toBe('Holidays');
    const view = await w.api.get(`/api/share/${share.id}`, { token: w.owner.token });
    expect(view.body.data.share.itemCount).toBe(2);

    // The album's link ends with the album.
    expect((await w.api.delete(`/api/albums/${album}`, { token: w.owner.token })).status).toBeLessThan(300);
    expect((await w.api.get(`/api/share/${share.id}`, { token: w.owner.token })).status).toBe(404);
    expect((await loadPage(w.api, share.slug)).status).toBe(404);
  });

  it('a selection is fixed: album changes do not touch it, a deleted file leaves it', async () => {
    const extra = await buildFiles(w.t, w.owner, 2);
    const share = await createShare(w, w.owner.token, { mediaFileIds: extra.map((file) => file.id) });
    const removed = await w.api.delete(`/api/media/${extra[0]!.id}`, { token: w.owner.token });
    expect(removed.status).toBeLessThan(300);
    const page = await items(share.slug);
    expect(page.collection.items.map((item) => item.id)).toEqual([extra[1]!.id]);
    expect((await w.api.get(`/api/share/${share.id}`, { token: w.owner.token })).body.data.share.itemCount).toBe(1);
  });

  it("the list's search finds a selection by its title and an album link by the album's name", async () => {
    await createShare(w, w.owner.token, { mediaFileIds: ids(), title: 'Zanzibar selection' });
    const album = await createAlbum(w.api, w.owner, 'Quokka album', [files[0]!.id]);
    await createShare(w, w.owner.token, { albumId: album });
    const search = async (text: string) =>
      (await w.api.get(`/api/share?search=${encodeURIComponent(text)}`, { token: w.owner.token })).body.data;
    expect((await search('zanzibar')).shares.map((s: { title: string }) => s.title)).toEqual(['Zanzibar selection']);
    expect((await search('quokka')).shares.map((s: { kind: string }) => s.kind)).toEqual(['album']);
    expect((await search('quokka')).total).toBe(1);
  });
});
