import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isPostgres } from '../../src/db/dialect.ts';
import { migrateToLatest, revertMigrationsAfter } from '../../src/db/migrate.ts';
import { buildMedia, buildShare } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { useMember } from '../media/media-helpers.ts';

// Migration 0025 on an instance that already has shares: on SQLite it rebuilds the shares table (media_id becomes
// nullable) with foreign keys off, so nothing that references a share may be lost, and the share_stats triggers of
// 0010 must still count afterwards.

describe('the multi-file shares migration on existing shares', () => {
  const t = useTestApp();
  const me = useMember(t);

  it('keeps every share, its access log, view windows, visitors and reminders, and the triggers still count', async () => {
    const { db } = t.ctx;
    const file = await buildMedia(t.ctx, me.user, Buffer.from('kept across the rebuild'), { name: 'kept.txt' });
    const shares = [
      await buildShare(t.ctx, file, { maxViews: 5, password: 'kept-pass' }),
      await buildShare(t.ctx, file, { isActive: false }),
    ];
    const now = new Date().toISOString();
    const later = new Date(Date.now() + 60_000).toISOString();
    for (const share of shares) {
      await db
        .insertInto('share_access_log')
        .values({ id: randomUUID(), user_id: me.user.id, share_id: share.id, at: now, event: 'page_view' })
        .execute();
      await db.insertInto('share_view_windows').values({ share_id: share.id, visitor: 'v1', ends_at: later }).execute();
      await db
        .insertInto('share_recent_visitors')
        .values({ share_id: share.id, visitor: 'v1', seen_at: now })
        .execute();
    }
    await db
      .updateTable('shares')
      .set({ expiry_reminded_for: later, current_views: 2 })
      .where('id', '=', shares[0]!.id)
      .execute();
    const counts = async () => ({
      shares: await count('shares'),
      log: await count('share_access_log'),
      windows: await count('share_view_windows'),
      visitors: await count('share_recent_visitors'),
    });
    const count = async (table: 'shares' | 'share_access_log' | 'share_view_windows' | 'share_recent_visitors') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const stats = async () =>
      db.selectFrom('share_stats').selectAll().where('user_id', '=', me.user.id).executeTakeFirstOrThrow();
    const indexes = async () =>
      isPostgres(db)
        ? []
        : (
            await sql<{ name: string }>`select name from sqlite_master where tbl_name = 'shares' order by name`.execute(
              db,
            )
          ).rows;
    const before = { counts: await counts(), stats: await stats(), indexes: await indexes() };
    const rowsBefore = await db.selectFrom('shares').selectAll().orderBy('id').execute();

    await revertMigrationsAfter(db, '0024-albums');
    await migrateToLatest(db);

    expect(await counts()).toEqual(before.counts);
    expect(await stats()).toEqual(before.stats);
    expect(await indexes()).toEqual(before.indexes);
    const rowsAfter = await db.selectFrom('shares').selectAll().orderBy('id').execute();
    expect(rowsAfter).toEqual(rowsBefore.map((row) => ({ ...row, kind: 'file', album_id: null, title: null })));
    if (!isPostgres(db)) {
      const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      expect(Number(rows[0]!.foreign_keys)).toBe(1);
    }

    // The triggers still count: a new share, a use, a deletion.
    const added = await buildShare(t.ctx, file);
    await db.updateTable('shares').set({ current_downloads: 1 }).where('id', '=', added.id).execute();
    expect(await stats()).toMatchObject({
      shares: Number(before.stats.shares) + 1,
      downloads: Number(before.stats.downloads) + 1,
    });
    await db.deleteFrom('shares').where('id', '=', added.id).execute();
    expect(await stats()).toEqual(before.stats);
    // And deleting a share still cascades into what references it.
    await db.deleteFrom('shares').where('id', '=', shares[1]!.id).execute();
    expect(await count('share_access_log')).toBe(before.counts.log - 1);
    expect(await count('share_view_windows')).toBe(before.counts.windows - 1);
  });
});
