import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, revertMigrationsAfter } from '../../src/db/migrate.ts';
import { isActiveShare } from '../../src/repos/share-query.repo.ts';
import { buildMedia, buildShare } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { useMember } from '../media/media-helpers.ts';

// The share figures come from share_stats (kept by triggers, migration 0010) and one count of the live shares past
// their expiry. The oracle is the count they replaced: every share of the user, tested one by one in SQL.

describe('share figures kept by triggers', () => {
  const t = useTestApp();
  const { api } = t;
  const me = useMember(t);
  const other = useMember(t);

  /** What a full count of the user's shares says, with the share status "active". */
  async function recount(userId: string) {
    const row = await t.ctx.db
      .selectFrom('shares')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>(sql`case when ${isActiveShare(new Date().toISOString())} then 1 else 0 end`).as('active'),
        eb.fn.sum<number>('current_views').as('views'),
        eb.fn.sum<number>('current_downloads').as('downloads'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      total: Number(row.total),
      active: Number(row.active ?? 0),
      totalViews: Number(row.views ?? 0),
      totalDownloads: Number(row.downloads ?? 0),
    };
  }

  async function expectFiguresMatch(token: string, userId: string) {
    const expected = await recount(userId);
    const stats = await api.get('/api/share/stats', { token });
    expect(stats.body.data).toEqual(expected);
    const total = async (status: string) =>
      (await api.get(`/api/share?status=${status}`, { token })).body.data.total as number;
    expect(await total('all')).toBe(expected.total);
    expect(await total('active')).toBe(expected.active);
    expect(await total('inactive')).toBe(expected.total - expected.active);
  }

  it('match a full count after every kind of change, for two users', async () => {
    // A small deterministic generator: the same sequence of changes on every run.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    const files = [];
    for (let i = 0; i < 4; i++) {
      files.push(await buildMedia(t.ctx, me.user, Buffer.from(`file ${i}`), { name: `f${i}.txt` }));
    }
    const theirs = await buildMedia(t.ctx, other.user, Buffer.from('theirs'), { name: 'theirs.txt' });
    await buildShare(t.ctx, theirs, { maxViews: 1 });
    const shares: string[] = [];
    for (let step = 0; step < 60; step++) {
      const action = shares.length === 0 ? 0 : next(6);
      const pick = shares[next(Math.max(1, shares.length))];
      const db = t.ctx.db;
      if (action === 0) {
        const share = await buildShare(t.ctx, files[next(files.length)], {
          maxViews: next(2) ? 1 + next(3) : undefined,
          maxDownloads: next(2) ? 1 + next(2) : undefined,
          expiresAt: next(3) === 0 ? new Date(Date.now() + (next(2) ? -60_000 : 3_600_000)).toISOString() : undefined,
          isActive: next(5) !== 0,
        });
        shares.push(share.id);
      } else if (action === 1 || action === 2) {
        // A view or a download counted, as the public routes count them.
        const counter = action === 1 ? 'current_views' : 'current_downloads';
        await db
          .updateTable('shares')
          .set({ [counter]: sql`${sql.ref(counter)} + 1` })
          .where('id', '=', pick)
          .execute();
      } else if (action === 3) {
        await db
          .updateTable('shares')
          .set({ is_active: next(2) === 1, max_views: null })
          .where('id', '=', pick)
          .execute();
      } else if (action === 4) {
        await db.deleteFrom('shares').where('id', '=', pick).execute();
        shares.splice(shares.indexOf(pick), 1);
      } else {
        const expiresAt = new Date(Date.now() + (next(2) ? -1000 : 60_000)).toISOString();
        await db.updateTable('shares').set({ expires_at: expiresAt }).where('id', '=', pick).execute();
      }
      if (step % 10 === 9) await expectFiguresMatch(me.token, me.user.id);
    }
    // Deleting a file takes its shares with it (cascade): the figures follow.
    await api.delete(`/api/media/${files[0].id}`, { token: me.token });
    await expectFiguresMatch(me.token, me.user.id);
    await expectFiguresMatch(other.token, other.user.id);
    expect((await recount(me.user.id)).total).toBeGreaterThan(0);
  });

  it('are built by the migration from the shares already there', async () => {
    const file = await buildMedia(t.ctx, me.user, Buffer.from('kept'), { name: 'kept.txt' });
    await buildShare(t.ctx, file, { maxDownloads: 1 });
    await buildShare(t.ctx, file, { isActive: false });
    await revertMigrationsAfter(t.ctx.db, '0009-search-version');
    await migrateToLatest(t.ctx.db);
    await expectFiguresMatch(me.token, me.user.id);
    await expectFiguresMatch(other.token, other.user.id);
  });
});
