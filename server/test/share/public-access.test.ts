import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaFileRow } from '../../src/db/tables.ts';
import { createGrantSigner } from '../../src/modules/public-share/share-grant.ts';
import { buildMedia, buildShare, type BuildShareOptions } from '../helpers/factories.ts';
import { allRoutes, byteRoutes, downloadRoutes, pageRoutes, viewRoutes } from './public-routes.ts';
import { expireShare, grantFor, pngBytes, shareRow, useShareWorld } from './share-helpers.ts';

// Every public route passes the same rules: password or grant, expiry, activity, limits. No side door.

const routeNames = Object.keys(allRoutes);

describe('public share rules on every route', () => {
  const w = useShareWorld();
  let image: MediaFileRow;
  const share = (options: BuildShareOptions = {}) => buildShare(w.t.ctx, image, options);

  beforeAll(async () => {
    image = await buildMedia(w.t.ctx, w.owner.user, await pngBytes(), { name: 'red.png', process: true });
    await w.t.app.media.jobs.runUntilIdle();
  });

  it("tells a picture's size as displayed, so the page holds its place before the picture loads", async () => {
    const { slug } = await share();
    const res = await pageRoutes['GET page data'](w.t, slug);
    expect(res.json?.data?.media).toMatchObject({ width: 64, height: 48 });
  });

  it('opens an open share on every route', async () => {
    const { slug } = await share();
    for (const name of routeNames)
      expect([name, (await allRoutes[name](w.t, slug)).status]).toEqual([name, name === 'raw range' ? 206 : 200]);
  });

  it.each(routeNames)(
    '%s: a protected share needs the password (401), refuses a wrong one (401), opens with the right one',
    async (name) => {
      const route = allRoutes[name];
      const { slug } = await share({ password: 'right-pass' });
      const none = await route(w.t, slug);
      expect(none.status).toBe(401);
      expect(none.json).toMatchObject({ code: 'PASSWORD_REQUIRED', error: 'This share requires a password' });
      expect(none.body.toString()).not.toContain('red.png');
      const wrong = await route(w.t, slug, { password: 'wrong-pass' });
      expect(wrong.status).toBe(401);
      expect(wrong.json).toMatchObject({ code: 'INVALID_PASSWORD', error: 'Invalid password' });
      expect((await route(w.t, slug, { password: 'right-pass' })).status).toBeLessThan(300);
    },
  );

  it.each(Object.keys(byteRoutes))(
    '%s: accepts the grant of a page load, as ?grant= and as X-Share-Grant',
    async (name) => {
      const { slug } = await share({ password: 'right-pass' });
      const grant = await grantFor(w.api, slug, 'right-pass');
      expect((await byteRoutes[name](w.t, slug, { grant })).status).toBeLessThan(300);
      expect((await byteRoutes[name](w.t, slug, { grant, grantHeader: true })).status).toBeLessThan(300);
    },
  );

  it('a grant for one share opens nothing of another', async () => {
    const a = await share({ password: 'pass-a' });
    const b = await share({ password: 'pass-b' });
    const grantA = await grantFor(w.api, a.slug, 'pass-a');
    for (const name of routeNames) {
      const res = await allRoutes[name](w.t, b.slug, { grant: grantA });
      expect([name, res.status, res.json?.code]).toEqual([name, 401, 'PASSWORD_REQUIRED']);
    }
  });

  it('an expired grant, a forged one and one from before a password change open nothing', async () => {
    const target = await share({ password: 'old-pass' });
    const row = await shareRow(w.t, target.id);
    const expired = createGrantSigner(w.t.ctx.keyring).issue(row, 'v', Date.now() - 4 * 60 * 60 * 1000).grant;
    const valid = await grantFor(w.api, target.slug, 'old-pass');
    const forged = `${valid.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`;
    for (const grant of [expired, forged, 'garbage']) {
      for (const name of Object.keys(byteRoutes))
        expect([name, (await byteRoutes[name](w.t, target.slug, { grant })).status]).toEqual([name, 401]);
    }
    expect((await viewRoutes.preview(w.t, target.slug, { grant: valid })).status).toBe(200);
    await w.api.put(`/api/share/${target.id}`, { token: w.owner.token, body: { password: 'new-pass' } });
    expect((await viewRoutes.preview(w.t, target.slug, { grant: valid })).status).toBe(401);
  });

  it.each(routeNames)('%s: an unknown, an expired and an inactive share are all 404', async (name) => {
    const route = allRoutes[name];
    const expired = await share();
    await expireShare(w.t, expired.id);
    const inactive = await share({ password: 'right-pass' });
    await w.api.put(`/api/share/${inactive.id}`, { token: w.owner.token, body: { isActive: false } });
    for (const [slug, c] of [
      ['AAAAAAAAAAAAAAAAAAAAAA', {}],
      ['not a slug!', {}],
      [expired.slug, {}],
      [inactive.slug, { password: 'right-pass' }],
    ] as const) {
      const res = await route(w.t, encodeURIComponent(slug), c);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ code: 'SHARE_NOT_FOUND', error: 'Share link not found or has expired' });
    }
  });

  it('after the last view: page loads and views without a grant are 410, the grant of that last view still previews', async () => {
    const { slug } = await share({ maxViews: 1 });
    const grant = await grantFor(w.api, slug);
    for (const name of [...Object.keys(pageRoutes), ...Object.keys(viewRoutes)]) {
      const res = await allRoutes[name](w.t, slug);
      expect([name, res.status, res.json?.error]).toEqual([name, 410, 'Share link has reached its view limit']);
    }
    // Downloads have their own limit: the views being used up does not stop them.
    for (const name of Object.keys(downloadRoutes))
      expect([name, (await downloadRoutes[name](w.t, slug)).status]).toEqual([name, 200]);
    for (const name of Object.keys(byteRoutes))
      expect([name, (await byteRoutes[name](w.t, slug, { grant })).status]).toEqual([
        name,
        name === 'raw range' ? 206 : 200,
      ]);
  });

  it('after the last download: downloads are 410, the page and previews still work', async () => {
    const { slug } = await share({ maxDownloads: 1 });
    expect((await downloadRoutes['GET download'](w.t, slug)).status).toBe(200);
    for (const name of Object.keys(downloadRoutes)) {
      const res = await downloadRoutes[name](w.t, slug);
      expect([name, res.status, res.json?.error]).toEqual([name, 410, 'Download limit reached']);
    }
    for (const name of [...Object.keys(pageRoutes), ...Object.keys(viewRoutes)])
      expect([name, (await allRoutes[name](w.t, slug)).status < 300]).toEqual([name, true]);
  });

  it('deleting the file ends its shares', async () => {
    const file = await buildMedia(w.t.ctx, w.owner.user, Buffer.from('short lived'), { name: 'tmp.txt' });
    const doomed = await buildShare(w.t.ctx, file);
    expect((await pageRoutes['GET page data'](w.t, doomed.slug)).status).toBe(200);
    expect((await w.api.delete(`/api/media/${file.id}`, { token: w.owner.token })).status).toBe(200);
    for (const name of routeNames)
      expect([name, (await allRoutes[name](w.t, doomed.slug)).status]).toEqual([name, 404]);
    expect(await w.t.ctx.db.selectFrom('shares').select('id').where('id', '=', doomed.id).execute()).toHaveLength(0);
  });
});

describe('public share counting', () => {
  const w = useShareWorld();

  it('a page load counts one view, in each form; HEAD counts none', async () => {
    const share = await buildShare(w.t.ctx, w.file);
    for (const [i, name] of Object.keys(pageRoutes).entries()) {
      const res = await pageRoutes[name](w.t, share.slug);
      expect(res.json?.data?.media?.shareInfo.currentViews).toBe(i + 1);
    }
    expect((await fetch(`${w.t.url}/api/share/public/s/${share.slug}`, { method: 'HEAD' })).status).toBe(200);
    expect((await shareRow(w.t, share.id)).current_views).toBe(3);
  });

  it('answers the shared media and a grant, never ids or secrets', async () => {
    const share = await buildShare(w.t.ctx, w.file, { password: 'pa55word', maxViews: 9, allowEmbedding: true });
    const res = await pageRoutes['POST page data'](w.t, share.slug, { password: 'pa55word' });
    expect(res.status).toBe(200);
    const data = res.json?.data as Record<string, unknown>;
    expect(data.media).toMatchObject({
      slug: share.slug,
      title: 'report',
      originalName: 'report.bin',
      size: w.content.length,
      category: 'other',
      shareInfo: {
        currentViews: 1,
        maxViews: 9,
        currentDownloads: 0,
        maxDownloads: null,
        expiresAt: null,
        allowEmbedding: true,
      },
    });
    expect(data.grant).toMatch(/^\d+\.v\.[A-Za-z0-9_-]{43}$/);
    expect(new Date(data.grantExpiresAt as string).getTime()).toBeGreaterThan(Date.now() + 2.5 * 60 * 60_000);
    const text = res.body.toString();
    for (const secret of [w.fileId, w.owner.id, 'argon2', 'pa55word', 'wrapped']) expect(text).not.toContain(secret);
  });

  it('preview serves ranges and costs one view per visitor; download counts one; raw counts a whole read as one', async () => {
    const text = Buffer.from('plain words to preview\n'.repeat(20));
    const share = await buildShare(w.t.ctx, await buildMedia(w.t.ctx, w.owner.user, text, { name: 'words.txt' }));
    const preview = await viewRoutes.preview(w.t, share.slug, { headers: { range: 'bytes=100-199' } });
    expect(preview.status).toBe(206);
    expect(preview.headers.get('content-range')).toBe(`bytes 100-199/${text.length}`);
    expect(preview.body.equals(text.subarray(100, 200))).toBe(true);
    expect((await viewRoutes.preview(w.t, share.slug)).body.equals(text)).toBe(true);
    expect((await viewRoutes['raw range'](w.t, share.slug)).status).toBe(206);
    // One visitor, three reads within the window: one view.
    expect(await shareRow(w.t, share.id)).toMatchObject({ current_views: 1, current_downloads: 0 });
  });

  it('download counts one whatever its Range; raw counts a whole read, or any range of this binary, as a download', async () => {
    const share = await buildShare(w.t.ctx, w.file);
    const download = await downloadRoutes['GET download'](w.t, share.slug, { headers: { range: 'bytes=0-9' } });
    expect(download.status).toBe(200);
    expect(download.body.equals(w.content)).toBe(true);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="report.bin"; filename*=UTF-8''report.bin`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await shareRow(w.t, share.id)).current_downloads).toBe(1);

    // A file that cannot be previewed has no player: any range of it is a copy (ranged-copies.test.ts).
    expect((await viewRoutes['raw range'](w.t, share.slug)).status).toBe(206);
    expect((await shareRow(w.t, share.id)).current_downloads).toBe(2);
    const raw = await downloadRoutes.raw(w.t, share.slug);
    expect(raw.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(raw.body.equals(w.content)).toBe(true);
    expect(await shareRow(w.t, share.id)).toMatchObject({ current_views: 0, current_downloads: 3 });
    // The file's own counters follow what its shares served: a download adds to them once its last byte has left,
    // which can be just after the client has read it.
    const fileDownloads = async () =>
      (await w.api.get(`/api/media/${w.fileId}`, { token: w.owner.token })).body.data.file.downloadCount as number;
    await expect.poll(fileDownloads).toBeGreaterThanOrEqual(3);
  });

  it('serves scriptable types sandboxed', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const share = await buildShare(w.t.ctx, await buildMedia(w.t.ctx, w.owner.user, svg, { name: 'x.svg' }));
    for (const route of [viewRoutes.preview, downloadRoutes.raw]) {
      const res = await route(w.t, share.slug);
      expect(res.headers.get('content-security-policy')).toBe('sandbox');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
