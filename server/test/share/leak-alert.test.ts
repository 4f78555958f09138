import { describe, expect, it } from 'vitest';
import { migrateToLatest, revertMigrationsAfter } from '../../src/db/migrate.ts';
import { claimLeakAlert } from '../../src/repos/share-visitors.repo.ts';
import { buildShare } from '../helpers/factories.ts';
import { WINDOWS_CHROME, afterFlushes, eventually, recordingNotifier } from './access-log-helpers.ts';
import { allRoutes, pageRoutes } from './public-routes.ts';
import { createShare, shareRow, useShareWorld } from './share-helpers.ts';

// The leak alert (docs/product.md, Share activity): more distinct visitors within an hour than the share's threshold
// tell its owner once, and with auto-pause switch it off until the owner turns it on again; meanwhile every public
// route says it was paused. Concurrent visitors are real parallel requests from distinct addresses.

const visitor = (n: number) => ({
  headers: { 'x-forwarded-for': `198.51.${100 + Math.floor(n / 250)}.${n % 250}`, 'user-agent': WINDOWS_CHROME },
});

describe('share leak alert', () => {
  const notifier = recordingNotifier();
  const w = useShareWorld({ env: { TRUST_PROXY: 'true' }, notifier });
  let next = 0;
  /** `count` visitors never seen before load the page at once. */
  const crowd = (slug: string, count: number) =>
    Promise.all(Array.from({ length: count }, () => pageRoutes['GET page data'](w.t, slug, visitor(next++))));
  const alertsOf = (shareId: string) =>
    notifier.of('leak_alert').filter((one) => (one.facts as { shareId: string }).shareId === shareId);
  const alerted = (shareId: string) =>
    eventually(
      () => Promise.resolve(alertsOf(shareId)),
      (found) => found.length > 0,
    );
  const shareOf = async (id: string) =>
    (await w.api.get(`/api/share/${id}`, { token: w.owner.token })).body.data.share as Record<string, unknown>;

  it('30 visitors at once past a threshold of 5: one alert, one pause, SHARE_PAUSED everywhere until turned on', async () => {
    const share = await createShare(w, w.owner.token, {
      mediaFileId: w.fileId,
      leakAlertVisitors: 5,
      leakAutoPause: true,
    });
    const results = await crowd(share.slug, 30);
    // Those served after a flush paused the link (the log is written about every second) are told so.
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThan(5);
    expect(results.every((r) => r.status === 200 || r.json?.code === 'SHARE_PAUSED')).toBe(true);
    await alerted(share.id);
    await afterFlushes();
    const alerts = alertsOf(share.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      userId: w.owner.id,
      facts: { shareId: share.id, fileName: 'report.bin', paused: true },
      options: { group: `leak:${share.id}` },
    });
    expect((alerts[0].facts as { visitors: number }).visitors).toBeGreaterThan(5);
    const row = await shareRow(w.t, share.id);
    expect(row).toMatchObject({ is_active: false, paused_by_leak: true });
    expect(await shareOf(share.id)).toMatchObject({
      isActive: false,
      pausedByLeak: true,
      leakAlertVisitors: 5,
      leakAutoPause: true,
    });

    for (const [name, route] of Object.entries(allRoutes)) {
      const res = await route(w.t, share.slug, visitor(next++));
      expect(res.status, name).toBe(403);
      expect(res.json, name).toMatchObject({ code: 'SHARE_PAUSED', error: 'This link has been paused by its owner' });
    }

    const on = await w.api.put(`/api/share/${share.id}`, { token: w.owner.token, body: { isActive: true } });
    expect(on.status).toBe(200);
    expect(on.body.data.share).toMatchObject({ isActive: true, pausedByLeak: false });
    expect((await pageRoutes['GET page data'](w.t, share.slug, visitor(next++))).status).toBe(200);
    // Within the hour of its alert, more visitors neither alert nor pause it again.
    expect((await crowd(share.slug, 10)).every((r) => r.status === 200)).toBe(true);
    await afterFlushes();
    expect(alertsOf(share.id)).toHaveLength(1);
    expect(await shareRow(w.t, share.id)).toMatchObject({ is_active: true, paused_by_leak: false });
  });

  it('without auto-pause: one alert over several batches of visitors, and the link stays on', async () => {
    const share = await createShare(w, w.owner.token, { mediaFileId: w.fileId, leakAlertVisitors: 3 });
    await crowd(share.slug, 10);
    await alerted(share.id);
    await crowd(share.slug, 10);
    await afterFlushes();
    expect(alertsOf(share.id)).toHaveLength(1);
    expect(alertsOf(share.id)[0].facts).toMatchObject({ paused: false });
    expect(await shareRow(w.t, share.id)).toMatchObject({ is_active: true, paused_by_leak: false });
    expect((await pageRoutes['GET page data'](w.t, share.slug, visitor(next++))).status).toBe(200);
  });

  it('new shares alert past 20 visitors; null turns the alert off', async () => {
    const share = await createShare(w, w.owner.token, { mediaFileId: w.fileId });
    expect(await shareOf(share.id)).toMatchObject({ leakAlertVisitors: 20, leakAutoPause: false, pausedByLeak: false });
    const off = await w.api.put(`/api/share/${share.id}`, {
      token: w.owner.token,
      body: { leakAlertVisitors: null, leakAutoPause: true },
    });
    expect(off.body.data.share).toMatchObject({ leakAlertVisitors: null, leakAutoPause: true });
    await crowd(share.slug, 25);
    await afterFlushes();
    expect(alertsOf(share.id)).toEqual([]);
    expect(await shareRow(w.t, share.id)).toMatchObject({ is_active: true });
  });

  it('several instances claiming one alert at once: one claim wins', async () => {
    const share = await createShare(w, w.owner.token, {
      mediaFileId: w.fileId,
      leakAlertVisitors: 2,
      leakAutoPause: true,
    });
    const now = new Date().toISOString();
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => claimLeakAlert(w.t.ctx.db, share.id, 3, now, hourAgo)),
    );
    expect(claims.filter((claim) => claim !== undefined)).toEqual([{ paused: true }]);
    expect(await claimLeakAlert(w.t.ctx.db, share.id, 2, now, hourAgo)).toBeUndefined();
  });

  it('gives the shares there before the migration the default threshold, without auto-pause', async () => {
    const before = await buildShare(w.t.ctx, w.file);
    await revertMigrationsAfter(w.t.ctx.db, '0019-job-turns');
    await migrateToLatest(w.t.ctx.db);
    expect(await shareRow(w.t, before.id)).toMatchObject({
      leak_alert_visitors: 20,
      leak_auto_pause: false,
      paused_by_leak: false,
      leak_alerted_at: null,
    });
  });

  it('a link its owner turned off is not found, not paused', async () => {
    const share = await createShare(w, w.owner.token, { mediaFileId: w.fileId });
    await w.api.put(`/api/share/${share.id}`, { token: w.owner.token, body: { isActive: false } });
    const res = await pageRoutes['GET page data'](w.t, share.slug);
    expect(res.status).toBe(404);
    expect(res.json?.code).toBe('SHARE_NOT_FOUND');
  });
});
