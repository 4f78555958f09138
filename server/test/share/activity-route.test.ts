import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ShareAccessLogTable } from '../../src/db/tables.ts';
import { buildShare } from '../helpers/factories.ts';
import { withRestarts } from '../helpers/test-app.ts';
import { signedInMember } from '../media/media-helpers.ts';
import { buildMedia, buildUser } from '../helpers/factories.ts';
import { WINDOWS_CHROME, logWith } from './access-log-helpers.ts';
import { downloadRoutes, pageRoutes } from './public-routes.ts';
import { useShareWorld } from './share-helpers.ts';

// The owner's view of a share's access log (docs/product.md, Share activity): the timeline newest first and paged,
// its summary, the CSV (safe to open in a spreadsheet), 404 for anyone else's share; and the pruning after
// ACCESS_LOG_DAYS.

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, extraMs = 0) => new Date(Date.now() - days * DAY_MS - extraMs).toISOString();

type Entry = Partial<ShareAccessLogTable> & Pick<ShareAccessLogTable, 'at' | 'event'>;

describe('share activity', () => {
  const w = useShareWorld({ env: { TRUST_PROXY: 'true' } });
  const insert = async (share: { id: string; user_id: string }, entries: Entry[]) => {
    await w.t.ctx.db
      .insertInto('share_access_log')
      .values(
        entries.map((entry) => ({
          id: randomUUID(),
          user_id: share.user_id,
          share_id: share.id,
          network: null,
          browser: null,
          os: null,
          device: null,
          recipient: null,
          ...entry,
        })),
      )
      .execute();
  };
  const activityOf = (id: string, query = '', token = w.owner.token) =>
    w.api.get(`/api/shares/${id}/activity${query}`, { token });

  it('answers the timeline newest first, paged, with its summary', async () => {
    const share = await buildShare(w.t.ctx, w.file);
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip, 'user-agent': WINDOWS_CHROME } });
    expect((await pageRoutes['GET page data'](w.t, share.slug, from('203.0.113.5'))).status).toBe(200);
    expect((await pageRoutes['GET page data'](w.t, share.slug, from('198.51.100.5'))).status).toBe(200);
    expect((await downloadRoutes['GET download'](w.t, share.slug, from('203.0.113.5'))).status).toBe(200);
    await logWith(w.t, share.id, 4);
    const visitor = { network: '192.0.2.x', browser: 'Firefox', os: 'Linux', device: 'desktop' };
    await insert(share, [
      { at: daysAgo(3), event: 'view', ...visitor },
      { at: daysAgo(3, 1000), event: 'download_aborted', ...visitor },
      { at: daysAgo(45), event: 'page_view' },
    ]);

    const res = await activityOf(share.id);
    expect(res.status).toBe(200);
    const { entries, summary, ...page } = res.body.data;
    expect(page).toEqual({ page: 1, limit: 50, total: 7, totalPages: 1 });
    const events = entries.map((e: { event: string }) => e.event);
    // Today's four may share a millisecond; the older ones were written apart.
    expect(events.slice(0, 4).sort()).toEqual(['download_finished', 'download_started', 'page_view', 'page_view']);
    expect(events.slice(4)).toEqual(['view', 'download_aborted', 'page_view']);
    const times = entries.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const fromSecond = entries.find(
      (e: { visitor: { network: string } | null }) => e.visitor?.network === '198.51.100.x',
    );
    expect(fromSecond).toMatchObject({
      event: 'page_view',
      visitor: { network: '198.51.100.x', browser: 'Chrome', os: 'Windows', device: 'desktop' },
      recipient: null,
    });
    expect(entries[6].visitor).toBeNull();

    const today = new Date().toISOString().slice(0, 10);
    expect(summary.days).toHaveLength(30);
    expect(summary.days[29]).toEqual({ day: today, views: 2, downloads: 1 });
    expect(summary.days[26]).toEqual({ day: daysAgo(3).slice(0, 10), views: 1, downloads: 0 });
    expect(summary.days[0].day).toBe(daysAgo(29).slice(0, 10));
    expect(summary.days.reduce((sum: number, day: { views: number }) => sum + day.views, 0)).toBe(3);
    expect(summary).toMatchObject({ uniqueVisitors: 3, downloadsFinished: 1, downloadsAborted: 1, keptDays: 90 });

    const second = await activityOf(share.id, '?page=2&limit=3');
    expect(second.body.data).toMatchObject({ page: 2, limit: 3, total: 7, totalPages: 3 });
    expect(second.body.data.entries.map((e: { id: string }) => e.id)).toEqual(
      entries.slice(3, 6).map((e: { id: string }) => e.id),
    );
  });

  it('has no unique visitors to tell when no entry kept visitor details', async () => {
    const share = await buildShare(w.t.ctx, w.file);
    expect((await activityOf(share.id)).body.data.summary).toMatchObject({
      uniqueVisitors: null,
      downloadsFinished: 0,
    });
    await insert(share, [{ at: daysAgo(1), event: 'page_view' }]);
    const { summary, entries } = (await activityOf(share.id)).body.data;
    expect(summary.uniqueVisitors).toBeNull();
    expect(entries[0].visitor).toBeNull();
  });

  it('writes the log as CSV, with values a spreadsheet would run turned into text', async () => {
    const share = await buildShare(w.t.ctx, w.file);
    await insert(share, [
      {
        at: '2026-01-02T03:04:05.000Z',
        event: 'page_view',
        network: '203.0.113.x',
        browser: 'Chrome',
        os: 'Windows',
        device: 'desktop',
      },
      {
        at: '2026-01-03T03:04:05.000Z',
        event: 'view',
        browser: '=HYPERLINK("http://evil")',
        os: '+1',
        device: 'mobile',
        recipient: '@x,y',
      },
      { at: '2026-01-01T03:04:05.000Z', event: 'wrong_password' },
    ]);
    const res = await fetch(`${w.t.url}/api/shares/${share.id}/activity.csv`, {
      headers: { authorization: `Bearer ${w.owner.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(await res.text()).toBe(
      [
        'time,event,network,browser,os,device,recipient',
        `2026-01-03T03:04:05.000Z,view,,"'=HYPERLINK(""http://evil"")","'+1",mobile,"'@x,y"`,
        '2026-01-02T03:04:05.000Z,page_view,203.0.113.x,Chrome,Windows,desktop,',
        '2026-01-01T03:04:05.000Z,wrong_password,,,,,',
        '',
      ].join('\r\n'),
    );
  });

  it('reads a long log into the CSV slice by slice, every entry once', async () => {
    const share = await buildShare(w.t.ctx, w.file);
    // Same instants on purpose: the slices go on by id where times are equal.
    await insert(
      share,
      Array.from({ length: 1203 }, (_, i) => ({ at: daysAgo(0, Math.floor(i / 7) * 1000), event: 'page_view' })),
    );
    const res = await fetch(`${w.t.url}/api/shares/${share.id}/activity.csv`, {
      headers: { authorization: `Bearer ${w.owner.token}` },
    });
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1204);
    const times = lines.slice(1).map((line) => line.split(',')[0]);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("answers 404 for another user's share, and 401 to a stranger", async () => {
    const share = await buildShare(w.t.ctx, w.file);
    const other = await signedInMember(w.t, w.api);
    expect((await activityOf(share.id, '', other.token)).status).toBe(404);
    const csv = await fetch(`${w.t.url}/api/shares/${share.id}/activity.csv`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(csv.status).toBe(404);
    expect((await activityOf(randomUUID())).status).toBe(404);
    expect((await w.api.get(`/api/shares/${share.id}/activity`)).status).toBe(401);
  });
});

describe('share access log across restarts', () => {
  it('writes what it holds when the app closes', async () => {
    await withRestarts(async (start) => {
      const first = await start();
      const owner = await buildUser(first.ctx);
      const media = await buildMedia(first.ctx, owner.user, Buffer.from('kept'), { name: 'a.txt' });
      const share = await buildShare(first.ctx, media);
      expect((await fetch(`${first.url}/api/share/public/s/${share.slug}`)).status).toBe(200);
      await first.close();
      const second = await start();
      const rows = await second.ctx.db.selectFrom('share_access_log').select('event').execute();
      expect(rows).toEqual([{ event: 'page_view' }]);
    });
  });

  it('deletes the entries older than ACCESS_LOG_DAYS and keeps the newer ones', async () => {
    await withRestarts(async (start) => {
      const first = await start();
      const owner = await buildUser(first.ctx);
      const media = await buildMedia(first.ctx, owner.user, Buffer.from('pruned'), { name: 'a.txt' });
      const share = await buildShare(first.ctx, media);
      const entry = (at: string) => ({
        id: randomUUID(),
        user_id: owner.user.id,
        share_id: share.id,
        at,
        event: 'page_view',
        network: null,
        browser: null,
        os: null,
        device: null,
        recipient: null,
      });
      await first.ctx.db
        .insertInto('share_access_log')
        .values([entry(daysAgo(100)), entry(daysAgo(31)), entry(daysAgo(29)), entry(daysAgo(0))])
        .execute();
      await first.close();

      // The pruning runs when the app is ready, then hourly.
      const second = await start({ env: { ACCESS_LOG_DAYS: '30' } });
      const read = () =>
        second.ctx.db
          .selectFrom('share_access_log')
          .select('at')
          .where('share_id', '=', share.id)
          .orderBy('at')
          .execute();
      const deadline = Date.now() + 5000;
      while ((await read()).length > 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect((await read()).map((row) => row.at.slice(0, 10))).toEqual([
        daysAgo(29).slice(0, 10),
        daysAgo(0).slice(0, 10),
      ]);
    });
  });
});
