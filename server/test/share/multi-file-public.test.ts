import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaFileRow } from '../../src/db/tables.ts';
import { buildMedia, buildMultiShare, buildShare } from '../helpers/factories.ts';
import { buildFiles, downloadAll, itemDownloadRoutes, itemRoutes, itemsPage } from './multi-file-helpers.ts';
import { downloadRoutes, pageRoutes, viewRoutes } from './public-routes.ts';
import { expireShare, grantFor, loadPage, pngBytes, shareRow, useShareWorld } from './share-helpers.ts';

// The visitor's side of multi-file links (docs/product.md, Multi-file shares; Share accounting): the page load is one
// view and carries the first items; each item's routes pass the single file's rules and pay as it does; an id that is
// not one of the link's items now is 404; limits hold under 200 concurrent visitors.

type Json = { code?: string; data?: Record<string, unknown> } | undefined;
const codeOf = (json: unknown) => (json as Json)?.code;

describe('multi-file share links (public side)', () => {
  const w = useShareWorld();
  let files: MediaFileRow[];
  let photo: MediaFileRow;

  beforeAll(async () => {
    files = await buildFiles(w.t, w.owner, 3);
    photo = await buildMedia(w.t.ctx, w.owner.user, await pngBytes(), { name: 'red.png' });
  });

  const selection = (options: Parameters<typeof buildMultiShare>[3] = {}, ids = files.map((file) => file.id)) =>
    buildMultiShare(w.t.ctx, w.owner.user, { mediaIds: ids, title: 'Three files' }, options);

  it('the page load is one view and carries the first items, with no file of its own', async () => {
    const share = await selection();
    const res = await loadPage(w.api, share.slug);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ kind: 'selection', media: null, recipient: null });
    expect(data.collection).toMatchObject({
      slug: share.slug,
      kind: 'selection',
      title: 'Three files',
      itemCount: 3,
      totalSize: files.reduce((sum, file) => sum + file.size, 0),
      shareInfo: { currentViews: 1, maxViews: null },
    });
    expect(data.collection.items[0]).toMatchObject({
      id: files[0]!.id,
      originalName: 'item-1.bin',
      size: files[0]!.size,
    });
    expect((await shareRow(w.t, share.id)).current_views).toBe(1);
  });

  it("the single-file routes refuse a multi-file link; the item routes refuse a file link's", async () => {
    const share = await selection();
    const grant = await grantFor(w.api, share.slug);
    for (const route of [...Object.values(viewRoutes), ...Object.values(downloadRoutes)]) {
      const res = await route(w.t, share.slug, { grant });
      expect(res.status).toBe(404);
      expect(codeOf(res.json)).toBe('SHARE_ITEM_NOT_FOUND');
    }
    const single = await buildShare(w.t.ctx, files[0]!);
    const singleGrant = await grantFor(w.api, single.slug);
    for (const route of Object.values(itemRoutes)) {
      expect((await route(w.t, single.slug, files[0]!.id, { grant: singleGrant })).status).toBe(404);
    }
    expect((await itemsPage(w.t, single.slug, { grant: singleGrant })).status).toBe(404);
  });

  it("serves each item with the page's grant; another link's item or any other id is 404", async () => {
    const share = await selection({}, [files[0]!.id, photo.id]);
    const other = await selection({ password: 'other-1' }, [files[1]!.id]);
    const grant = await grantFor(w.api, share.slug);
    const download = await itemRoutes['GET download']!(w.t, share.slug, files[0]!.id, { grant });
    expect(download.status).toBe(200);
    expect(download.body.length).toBe(files[0]!.size);
    expect(download.headers.get('content-disposition')).toContain('item-1.bin');
    const preview = await itemRoutes.preview!(w.t, share.slug, photo.id, { grant });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');
    for (const [name, route] of Object.entries(itemRoutes)) {
      for (const id of [files[1]!.id, 'not-an-item', photo.id.toUpperCase()]) {
        const res = await route(w.t, share.slug, id, { grant });
        expect(res.status, `${name} ${id}`).toBe(404);
        expect(codeOf(res.json), name).toBe('SHARE_ITEM_NOT_FOUND');
      }
    }
    // A grant opens its own link only.
    expect((await itemRoutes['GET download']!(w.t, other.slug, files[1]!.id, { grant })).status).toBe(401);
    // One page load, one item download (previews with the grant are free).
    expect(await shareRow(w.t, share.id)).toMatchObject({ current_views: 1, current_downloads: 1 });
  });

  it('a password: refused without it, admitted with it or with the grant it bought', async () => {
    const share = await selection({ password: 'secret-1' });
    const id = files[0]!.id;
    for (const [name, route] of Object.entries(itemRoutes)) {
      const res = await route(w.t, share.slug, id);
      expect(res.status, name).toBe(401);
      expect(codeOf(res.json), name).toBe('PASSWORD_REQUIRED');
      expect((await route(w.t, share.slug, id, { password: 'wrong-one' })).status, name).toBe(401);
    }
    for (const route of Object.values(itemDownloadRoutes))
      expect((await route(w.t, share.slug, id, { password: 'secret-1' })).status).toBe(200);
    const grant = await grantFor(w.api, share.slug, 'secret-1');
    expect((await itemRoutes['GET download']!(w.t, share.slug, id, { grant })).status).toBe(200);
    expect((await itemsPage(w.t, share.slug)).status).toBe(401);
  });

  it("further pages are free with the page's grant; with the password, one view per visitor window", async () => {
    const many = await buildFiles(w.t, w.owner, 5, 100);
    const share = await selection(
      { password: 'pages-1' },
      many.map((file) => file.id),
    );
    const grant = await grantFor(w.api, share.slug, 'pages-1');
    const second = await itemsPage(w.t, share.slug, { grant }, 2, 2);
    expect(second.status).toBe(200);
    const data = (second.json as { data: { items: { id: string }[]; total: number; totalPages: number } }).data;
    expect(data.items.map((item) => item.id)).toEqual([many[2]!.id, many[3]!.id]);
    expect([data.total, data.totalPages]).toEqual([5, 3]);
    expect((await shareRow(w.t, share.id)).current_views).toBe(1);
    expect((await itemsPage(w.t, share.slug, { password: 'pages-1' }, 3, 2)).status).toBe(200);
    expect((await itemsPage(w.t, share.slug, { password: 'pages-1' }, 1, 2)).status).toBe(200);
    expect((await shareRow(w.t, share.id)).current_views).toBe(2);
  });

  it('expired, paused or switched-off links refuse every item route', async () => {
    const expired = await selection();
    const grant = await grantFor(w.api, expired.slug);
    await expireShare(w.t, expired.id);
    const paused = await selection({ isActive: false });
    await w.t.ctx.db.updateTable('shares').set({ paused_by_leak: true }).where('id', '=', paused.id).execute();
    const off = await selection({ isActive: false });
    for (const route of Object.values(itemRoutes)) {
      expect((await route(w.t, expired.slug, files[0]!.id, { grant })).status).toBe(404);
      const pausedRes = await route(w.t, paused.slug, files[0]!.id);
      expect([pausedRes.status, codeOf(pausedRes.json)]).toEqual([403, 'SHARE_PAUSED']);
      expect((await route(w.t, off.slug, files[0]!.id)).status).toBe(404);
    }
    expect((await itemsPage(w.t, expired.slug, { grant })).status).toBe(404);
    expect((await downloadAll(w.t, expired.slug, { grant })).status).toBe(404);
  });

  it('each item download is one download of the link, refused at its limit', async () => {
    const share = await selection({ maxDownloads: 2 });
    const grant = await grantFor(w.api, share.slug);
    expect((await itemRoutes['GET download']!(w.t, share.slug, files[0]!.id, { grant })).status).toBe(200);
    expect((await itemRoutes.raw!(w.t, share.slug, files[1]!.id, { grant })).status).toBe(200);
    const third = await itemRoutes['GET download']!(w.t, share.slug, files[2]!.id, { grant });
    expect([third.status, codeOf(third.json)]).toEqual([410, 'DOWNLOAD_LIMIT_REACHED']);
    expect((await downloadAll(w.t, share.slug, { grant })).status).toBe(410);
    expect((await shareRow(w.t, share.id)).current_downloads).toBe(2);
  });

  it('Download all is one download, and lists every item', async () => {
    const share = await selection({ maxDownloads: 1 });
    const grant = await grantFor(w.api, share.slug);
    const zip = await downloadAll(w.t, share.slug, { grant });
    expect(zip.status).toBe(200);
    for (const file of files) expect(zip.body.includes(Buffer.from(file.original_name))).toBe(true);
    expect((await shareRow(w.t, share.id)).current_downloads).toBe(1);
    expect((await itemRoutes['GET download']!(w.t, share.slug, files[0]!.id, { grant })).status).toBe(410);
  });

  it("embedding off: another site's embed of an item is refused", async () => {
    const share = await selection({}, [photo.id]);
    const grant = await grantFor(w.api, share.slug);
    const headers = { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' };
    for (const name of ['preview', 'raw'] as const) {
      const res = await itemRoutes[name]!(w.t, share.slug, photo.id, { grant, headers });
      expect([res.status, codeOf(res.json)], name).toEqual([403, 'EMBEDDING_NOT_ALLOWED']);
    }
    const allowed = await selection({ allowEmbedding: true }, [photo.id]);
    const allowedGrant = await grantFor(w.api, allowed.slug);
    expect((await itemRoutes.preview!(w.t, allowed.slug, photo.id, { grant: allowedGrant, headers })).status).toBe(200);
  });

  it('stripping applies per item: an item that cannot be stripped is withheld on its own', async () => {
    const share = await selection({ stripMetadata: true }, [files[0]!.id, photo.id]);
    const page = await loadPage(w.api, share.slug);
    const items = page.body.data.collection.items as { id: string; strippingProblem: string | null }[];
    expect(items.map((item) => item.strippingProblem)).toEqual(['unsupported_type', null]);
    const grant = page.body.data.grant as string;
    const withheld = await itemRoutes['GET download']!(w.t, share.slug, files[0]!.id, { grant });
    expect(withheld.status).toBe(422);
    const stripped = await itemRoutes['GET download']!(w.t, share.slug, photo.id, { grant });
    expect(stripped.status).toBe(200);
    expect(stripped.headers.get('content-type')).toBe('image/png');
    // Download all leaves the withheld item out.
    const zip = await downloadAll(w.t, share.slug, { grant });
    expect(zip.status).toBe(200);
    expect(zip.body.includes(Buffer.from('red.png'))).toBe(true);
    expect(zip.body.includes(Buffer.from('item-1.bin'))).toBe(false);
  });

  describe('200 concurrent visitors never pass the limits', () => {
    const VISITORS = 200;
    const crowd = <T>(run: (i: number) => Promise<T>) =>
      Promise.all(Array.from({ length: VISITORS }, (_, i) => run(i)));

    it('page loads: exactly max views succeed', async () => {
      const share = await selection({ maxViews: 10 });
      const forms = Object.values(pageRoutes);
      const results = await crowd((i) => forms[i % forms.length]!(w.t, share.slug));
      expect(results.filter((r) => r.status === 200)).toHaveLength(10);
      expect(results.filter((r) => r.status === 410)).toHaveLength(VISITORS - 10);
      expect((await shareRow(w.t, share.id)).current_views).toBe(10);
    });

    it('item downloads and Download all together: exactly max downloads succeed', async () => {
      const share = await selection({ maxDownloads: 12 });
      const grant = await grantFor(w.api, share.slug);
      const results = await crowd((i) =>
        i % 4 === 3
          ? downloadAll(w.t, share.slug, { grant })
          : itemRoutes['GET download']!(w.t, share.slug, files[i % files.length]!.id, { grant }),
      );
      // 429s would be the 16 open streams an address may hold (docs/product.md, Limits), never a limit passed.
      const busy = results.filter((r) => r.status === 429).length;
      const ok = results.filter((r) => r.status === 200).length;
      expect(busy === 0 ? ok === 12 : ok <= 12).toBe(true);
      expect(results.filter((r) => r.status === 410)).toHaveLength(VISITORS - ok - busy);
      expect((await shareRow(w.t, share.id)).current_downloads).toBe(ok);
    });
  });
});
