import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaFileRow } from '../../src/db/tables.ts';
import { buildMedia, buildShare } from '../helpers/factories.ts';
import { noise } from '../helpers/media-test-files.ts';
import {
  IPHONE_SAFARI,
  WINDOWS_CHROME,
  afterFlushes,
  eventually,
  logOf,
  logWith,
  recordingNotifier,
  setAnalytics,
} from './access-log-helpers.ts';
import { downloadRoutes, pageRoutes, viewRoutes } from './public-routes.ts';
import {
  downloadsGivenBack,
  grantFor,
  pngBytes,
  shareRow,
  takeFirstBytesAndLeave,
  useShareWorld,
} from './share-helpers.ts';

// Every counted event of a share's public routes lands in its access log with the visitor as coarse as we keep it
// (docs/product.md, Share activity); HEAD records nothing; the owner's analytics off keeps event and time only.

const from = (ip: string, userAgent = WINDOWS_CHROME) => ({
  headers: { 'x-forwarded-for': ip, 'user-agent': userAgent },
});
const eventsOf = (rows: { event: string }[]) => rows.map((row) => row.event).sort();

describe('share access log', () => {
  const notifier = recordingNotifier();
  const w = useShareWorld({ env: { TRUST_PROXY: 'true' }, notifier });
  let image: MediaFileRow;
  const noticesOf = (kind: Parameters<typeof notifier.of>[0], shareId: string) =>
    notifier.of(kind).filter((one) => (one.facts as { shareId?: string }).shareId === shareId);

  beforeAll(async () => {
    image = await buildMedia(w.t.ctx, w.owner.user, await pngBytes(), { name: 'red.png', process: true });
    await w.t.app.media.jobs.runUntilIdle();
  });

  it('logs a page load with the network cut to /24, the browser, the system and the device', async () => {
    const share = await buildShare(w.t.ctx, w.file);
    expect((await pageRoutes['GET page data'](w.t, share.slug, from('203.0.113.77'))).status).toBe(200);
    const rows = await logWith(w.t, share.id, 1);
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: w.owner.id,
        share_id: share.id,
        event: 'page_view',
        network: '203.0.113.x',
        browser: 'Chrome',
        os: 'Windows',
        device: 'desktop',
        recipient: null,
      }),
    ]);
    expect(Math.abs(Date.parse(rows[0].at) - Date.now())).toBeLessThan(10_000);
  });

  it('cuts an IPv6 address to its /48 and knows a phone', async () => {
    const share = await buildShare(w.t.ctx, w.file);
    const visitor = from('2001:db8:abcd:12::5', IPHONE_SAFARI);
    expect((await pageRoutes['POST page data'](w.t, share.slug, visitor)).status).toBe(200);
    const [row] = await logWith(w.t, share.id, 1);
    expect(row).toMatchObject({
      event: 'page_view',
      network: '2001:db8:abcd::/48',
      browser: 'Safari',
      os: 'iOS',
      device: 'mobile',
    });
  });

  it('logs a paid view once per visitor window, however many reads it covers', async () => {
    const share = await buildShare(w.t.ctx, image);
    for (let i = 0; i < 3; i++) expect((await viewRoutes.preview(w.t, share.slug, from('192.0.2.1'))).status).toBe(200);
    expect((await viewRoutes.thumbnail(w.t, share.slug, from('192.0.2.2'))).status).toBe(200);
    await logWith(w.t, share.id, 2);
    await afterFlushes();
    const rows = await logOf(w.t, share.id);
    expect(eventsOf(rows)).toEqual(['view', 'view']);
    expect(rows.map((row) => row.network).sort()).toEqual(['192.0.2.x', '192.0.2.x']);
  });

  it('logs downloads started, finished and aborted, and tells the owner of the finished one', async () => {
    // Big enough that a visitor leaving after the first bytes leaves most of it unsent.
    const big = await buildMedia(w.t.ctx, w.owner.user, noise('a big shared file', 8 * 1024 * 1024), {
      name: 'big.bin',
    });
    const share = await buildShare(w.t.ctx, big);
    await takeFirstBytesAndLeave(`${w.t.url}/api/share/public/s/${share.slug}/download`, from('192.0.2.11').headers);
    expect(await downloadsGivenBack(w.t, share.id)).toBe(0);
    const whole = await downloadRoutes['GET download'](w.t, share.slug, from('192.0.2.10'));
    expect(whole.body.length).toBe(8 * 1024 * 1024);
    const rows = await logWith(w.t, share.id, 4);
    expect(eventsOf(rows)).toEqual(['download_aborted', 'download_finished', 'download_started', 'download_started']);
    await eventually(
      () => Promise.resolve(noticesOf('share_downloaded', share.id)),
      (found) => found.length > 0,
    );
    expect(noticesOf('share_downloaded', share.id)).toEqual([
      {
        userId: w.owner.id,
        kind: 'share_downloaded',
        facts: { shareId: share.id, fileName: 'big.bin', count: 1 },
        options: { group: `downloaded:${share.id}` },
      },
    ]);
  });

  it('logs a wrong password, a use refused at the limit and a grant used after it; tells the limit once', async () => {
    const share = await buildShare(w.t.ctx, image, { password: 'the-right-one', maxViews: 1 });
    expect((await pageRoutes['GET page data'](w.t, share.slug, { password: 'wrong-one' })).status).toBe(401);
    const grant = await grantFor(w.api, share.slug, 'the-right-one');
    expect((await pageRoutes['GET page data'](w.t, share.slug, { password: 'the-right-one' })).status).toBe(410);
    expect((await viewRoutes.preview(w.t, share.slug, { grant })).status).toBe(200);
    const rows = await logWith(w.t, share.id, 4);
    expect(eventsOf(rows)).toEqual(['grant_after_limit', 'limit_reached', 'page_view', 'wrong_password']);
    await afterFlushes();
    expect(noticesOf('share_limit_reached', share.id)).toEqual([
      expect.objectContaining({
        userId: w.owner.id,
        facts: { shareId: share.id, fileName: 'red.png', limit: 'views' },
      }),
    ]);
  });

  it('tells the download limit once, when the download that reached it finished', async () => {
    const share = await buildShare(w.t.ctx, w.file, { maxDownloads: 1 });
    expect((await downloadRoutes['GET download'](w.t, share.slug)).status).toBe(200);
    expect((await downloadRoutes.raw(w.t, share.slug)).status).toBe(410);
    const rows = await logWith(w.t, share.id, 3);
    expect(eventsOf(rows)).toEqual(['download_finished', 'download_started', 'limit_reached']);
    await afterFlushes();
    expect(noticesOf('share_limit_reached', share.id).map((one) => one.facts)).toEqual([
      { shareId: share.id, fileName: 'report.bin', limit: 'downloads' },
    ]);
  });

  it('records nothing for HEAD requests', async () => {
    const share = await buildShare(w.t.ctx, image);
    const base = `${w.t.url}/api/share/public/s/${share.slug}`;
    for (const url of [
      base,
      `${base}/preview`,
      `${base}/thumbnail?size=small`,
      `${base}/download`,
      `${w.t.url}/r/${share.slug}`,
    ]) {
      expect((await fetch(url, { method: 'HEAD' })).status, url).toBe(200);
    }
    expect((await fetch(`${base}?password=wrong`, { method: 'HEAD' })).status).toBe(200);
    await afterFlushes();
    expect(await logOf(w.t, share.id)).toEqual([]);
    expect((await shareRow(w.t, share.id)).current_views).toBe(0);
  });

  it("keeps event and time only while the owner's analytics are off", async () => {
    const share = await buildShare(w.t.ctx, w.file);
    await setAnalytics(w.t, w.owner.id, false);
    try {
      expect((await pageRoutes['GET page data'](w.t, share.slug, from('203.0.113.9'))).status).toBe(200);
      expect((await downloadRoutes['GET download'](w.t, share.slug, from('203.0.113.9'))).status).toBe(200);
      const rows = await logWith(w.t, share.id, 3);
      expect(eventsOf(rows)).toEqual(['download_finished', 'download_started', 'page_view']);
      for (const row of rows) {
        expect(row).toMatchObject({ network: null, browser: null, os: null, device: null, recipient: null });
        expect(row.at).toMatch(/^\d{4}-\d\d-\d\dT/);
      }
    } finally {
      await setAnalytics(w.t, w.owner.id, true);
    }
  });

  it('tells the owner of visitors not seen before, not of one coming back', async () => {
    const share = await buildShare(w.t.ctx, w.file);
    for (const ip of ['192.0.2.30', '192.0.2.30', '192.0.2.31']) {
      expect((await pageRoutes['GET page data'](w.t, share.slug, from(ip))).status).toBe(200);
    }
    await logWith(w.t, share.id, 3);
    await afterFlushes();
    const opened = noticesOf('share_opened', share.id);
    expect(opened.every((one) => one.options?.group === `opened:${share.id}`)).toBe(true);
    expect(opened.reduce((sum, one) => sum + (one.facts as { count: number }).count, 0)).toBe(2);
    expect((await pageRoutes['GET page data'](w.t, share.slug, from('192.0.2.30'))).status).toBe(200);
    await logWith(w.t, share.id, 4);
    await afterFlushes();
    expect(noticesOf('share_opened', share.id)).toHaveLength(opened.length);
  });
});
