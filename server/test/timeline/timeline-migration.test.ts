import { describe, expect, it } from 'vitest';
import { revertMigrationsAfter, migrateToLatest } from '../../src/db/migrate.ts';
import { bytelessMediaRow } from '../helpers/media-rows.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { useMember } from '../media/media-helpers.ts';

// Migrations 0031 and 0033 on a library that already has files: taken back to before them, then run again, the
// timeline's months and days count the images and videos already there by their upload date, and the triggers keep
// counting after.
describe('the photos timeline migration on an existing library', () => {
  const t = useTestApp();
  const { api } = t;
  const me = useMember(t);

  const months = async () =>
    (await api.get('/api/timeline/buckets', { token: me.token })).body.data as {
      buckets: { month: string; count: number }[];
      total: number;
    };
  const row = (title: string, category: string, created_at: string) =>
    bytelessMediaRow({ user_id: me.id, title, original_name: `${title}.bin`, category, created_at });

  it('backfills the months from the rows there, then keeps them', async () => {
    await revertMigrationsAfter(t.ctx.db, '0030-passkeys');
    // Written without taken_at: the column does not exist yet.
    const rows = [
      row('a', 'image', '2021-04-01T00:00:00.000Z'),
      row('b', 'video', '2021-04-30T23:59:59.999Z'),
      row('c', 'image', '2021-05-01T00:00:00.000Z'),
      row('d', 'document', '2021-05-02T00:00:00.000Z'),
    ].map(({ taken_at: _, ...rest }) => rest);
    await t.ctx.db.insertInto('media_files').values(rows).execute();
    await migrateToLatest(t.ctx.db);

    expect(await months()).toEqual({
      buckets: [
        { month: '2021-05', count: 1 },
        { month: '2021-04', count: 2 },
      ],
      total: 3,
    });
    // The days too (migration 0033), which a page deep into a month starts from.
    const days = await t.ctx.db
      .selectFrom('timeline_days')
      .select(['day', 'files'])
      .where('user_id', '=', me.id)
      .orderBy('day')
      .execute();
    expect(days.map((d) => [d.day, Number(d.files)])).toEqual([
      ['2021-04-01', 1],
      ['2021-04-30', 1],
      ['2021-05-01', 1],
    ]);
    const april = (await api.get('/api/timeline/buckets/2021-04', { token: me.token })).body.data;
    expect(april.files.map((f: { title: string }) => f.title)).toEqual(['b', 'a']);

    await t.ctx.db
      .insertInto('media_files')
      .values(row('e', 'image', '2021-05-09T00:00:00.000Z'))
      .execute();
    expect((await months()).buckets[0]).toEqual({ month: '2021-05', count: 2 });
  });
});
