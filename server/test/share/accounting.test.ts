import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaFileRow } from '../../src/db/tables.ts';
import { buildMedia, buildShare } from '../helpers/factories.ts';
import { noise } from '../helpers/media-test-files.ts';
import { downloadRoutes, pageRoutes, viewRoutes } from './public-routes.ts';
import {
  downloadsGivenBack,
  grantFor,
  pngBytes,
  shareRow,
  takeFirstBytesAndLeave,
  useShareWorld,
} from './share-helpers.ts';

// Share links count honestly: no route hands out bytes without paying a view or a download, a visitor's player is not
// charged per range request, aborted downloads give their count back, and guessing a password is limited before the
// hash is checked. Each test is the attack, run for real.

/** A visitor: their own user agent (the address is the same in tests), so each is another window. */
const visitor = (n: number) => ({ headers: { 'user-agent': `visitor-${n}` } });

describe('share accounting', () => {
  const w = useShareWorld({ env: { TRUST_PROXY: 'true' } });
  let image: MediaFileRow;

  beforeAll(async () => {
    image = await buildMedia(w.t.ctx, w.owner.user, await pngBytes(), { name: 'red.png', process: true });
    await w.t.app.media.jobs.runUntilIdle();
  });

  it('maxViews 1: of 50 visitors previewing, thumbnailing or reading ranges without a grant, one is served', async () => {
    const share = await buildShare(w.t.ctx, image, { maxViews: 1 });
    const routes = [viewRoutes.preview, viewRoutes.thumbnail, viewRoutes['raw range']];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => routes[i % routes.length](w.t, share.slug, visitor(i))),
    );
    expect(results.filter((r) => r.status < 300)).toHaveLength(1);
    expect(results.filter((r) => r.status === 410 && r.json?.code === 'VIEW_LIMIT_REACHED')).toHaveLength(49);
    expect((await shareRow(w.t, share.id)).current_views).toBe(1);
  });

  it('one visitor pays one view per window, however many requests a player makes, even at once', async () => {
    const share = await buildShare(w.t.ctx, image, { maxViews: 5 });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? viewRoutes.preview : viewRoutes['raw range'])(w.t, share.slug, visitor(1)),
      ),
    );
    expect(results.every((r) => r.status < 300)).toBe(true);
    expect((await shareRow(w.t, share.id)).current_views).toBe(1);
    // Another visitor pays their own view; a page load's grant pays nothing more.
    expect((await viewRoutes.thumbnail(w.t, share.slug, visitor(2))).status).toBe(200);
    const grant = await grantFor(w.api, share.slug);
    expect((await viewRoutes.preview(w.t, share.slug, { grant, ...visitor(3) })).status).toBe(200);
    expect((await shareRow(w.t, share.id)).current_views).toBe(3);
  });

  it('the visitor of the last permitted page view still gets its media, by the grant of that view', async () => {
    const share = await buildShare(w.t.ctx, image, { maxViews: 1 });
    const grant = await grantFor(w.api, share.slug);
    for (const route of [viewRoutes.preview, viewRoutes.thumbnail, viewRoutes['raw range']])
      expect((await route(w.t, share.slug, { grant })).status).toBeLessThan(300);
    expect((await viewRoutes.preview(w.t, share.slug, visitor(9))).status).toBe(410);
  });

  it('maxDownloads 2: of 50 whole raw reads, 2 are served; ranged reads are views, not copies', async () => {
    const share = await buildShare(w.t.ctx, w.file, { maxDownloads: 2 });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => downloadRoutes.raw(w.t, share.slug, visitor(100 + i))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 410 && r.json?.code === 'DOWNLOAD_LIMIT_REACHED')).toHaveLength(48);
    expect(await shareRow(w.t, share.id)).toMatchObject({ current_downloads: 2, current_views: 0 });
  });

  it('HEAD pays nothing on any route', async () => {
    const share = await buildShare(w.t.ctx, image, { maxViews: 1, maxDownloads: 1 });
    const base = `${w.t.url}/api/share/public/s/${share.slug}`;
    for (const url of [base, `${base}/preview`, `${base}/thumbnail`, `${base}/download`, `${w.t.url}/r/${share.slug}`])
      expect([url, (await fetch(url, { method: 'HEAD' })).status]).toEqual([url, 200]);
    expect(await shareRow(w.t, share.id)).toMatchObject({ current_views: 0, current_downloads: 0 });
  });

  it('a download that is aborted before its last byte gives its count back; a whole one keeps it', async () => {
    const big = await buildMedia(w.t.ctx, w.owner.user, noise('a big shared file', 8 * 1024 * 1024), {
      name: 'big.bin',
    });
    const share = await buildShare(w.t.ctx, big, { maxDownloads: 1 });
    // A few kilobytes in, the visitor goes away.
    await takeFirstBytesAndLeave(`${w.t.url}/api/share/public/s/${share.slug}/download`);
    expect(await downloadsGivenBack(w.t, share.id)).toBe(0);
    const whole = await downloadRoutes['GET download'](w.t, share.slug);
    expect(whole.status).toBe(200);
    expect(whole.body.length).toBe(8 * 1024 * 1024);
    expect((await shareRow(w.t, share.id)).current_downloads).toBe(1);
    expect((await downloadRoutes['GET download'](w.t, share.slug)).status).toBe(410);
  });

  it('previews only the previewable types, and charges nothing for a refused one', async () => {
    const share = await buildShare(w.t.ctx, w.file, { maxViews: 3 });
    const res = await viewRoutes.preview(w.t, share.slug, visitor(7));
    expect(res.status).toBe(415);
    expect(res.json).toMatchObject({
      code: 'NOT_PREVIEWABLE',
      error: 'This file cannot be previewed. Download it instead.',
    });
    expect((await shareRow(w.t, share.id)).current_views).toBe(0);
  });

  it('the POST forms accept an empty body, with or without a JSON content type', async () => {
    const share = await buildShare(w.t.ctx, image);
    for (const path of [`/api/share/public/${share.slug}`, `/api/share/public/${share.slug}/access`]) {
      for (const headers of [{}, { 'content-type': 'application/json' }] as Record<string, string>[]) {
        const res = await fetch(w.t.url + path, { method: 'POST', headers });
        expect([path, headers, res.status]).toEqual([path, headers, 200]);
      }
    }
    const download = await fetch(`${w.t.url}/api/share/public/${share.slug}/download`, { method: 'POST' });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).length).toBe(Number(image.size));
  });
});

describe('guessing a share password', () => {
  const w = useShareWorld({
    env: { TRUST_PROXY: 'true' },
    rateLimits: {
      sharePasswordPerShareAndIp: { max: 10, windowMs: 60 * 60_000 },
      sharePasswordPerShare: { max: 50, windowMs: 60 * 60_000, firstDelayMs: 1000, maxDelayMs: 60_000 },
    },
  });

  it('200 concurrent wrong guesses from one address: 10 are checked, the rest refused before the hash', async () => {
    const share = await buildShare(w.t.ctx, w.file, { password: 'the-right-one' });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => pageRoutes['GET page data'](w.t, share.slug, { password: `guess-${i}` })),
    );
    expect(results.filter((r) => r.json?.code === 'INVALID_PASSWORD')).toHaveLength(10);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(190);
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(3000);
    // Even the right password waits now, from that address; the share and the other addresses are unharmed.
    expect((await pageRoutes['GET page data'](w.t, share.slug, { password: 'the-right-one' })).status).toBe(429);
    const elsewhere = { password: 'the-right-one', headers: { 'x-forwarded-for': '203.0.113.7' } };
    expect((await pageRoutes['GET page data'](w.t, share.slug, elsewhere)).status).toBe(200);
  });

  // Guesses from many addresses are slowed per share, never locked: password-slowdown.test.ts.

  it('right passwords are never counted', async () => {
    const share = await buildShare(w.t.ctx, w.file, { password: 'the-right-one' });
    for (let i = 0; i < 15; i++)
      expect((await pageRoutes['GET page data'](w.t, share.slug, { password: 'the-right-one' })).status).toBe(200);
    const counters = await w.t.ctx.db
      .selectFrom('attempt_counters')
      .select(['key', 'count'])
      .where('key', 'like', `share-password:${share.id}%`)
      .execute();
    expect(counters.every((c) => c.count === 0)).toBe(true);
  });
});
