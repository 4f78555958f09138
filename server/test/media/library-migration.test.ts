import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isPostgres } from '../../src/db/dialect.ts';
import { revertMigrationsAfter, migrateToLatest } from '../../src/db/migrate.ts';
import { buildMedia, buildUser, signIn } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { useMember } from './media-helpers.ts';

// Migration 0008 (indexes, search index, media_stats) on a library that already has files: taken back to before it,
// then run again, it must index and count what is there.
describe('the library-at-scale migration on an existing library', () => {
  const t = useTestApp();
  const { api } = t;
  const me = useMember(t);

  it('builds the search index and the stats from the rows already there', async () => {
    await buildMedia(t.ctx, me.user, Buffer.alloc(1000), { name: 'a.jpg', title: 'Harbour at dawn' });
    await buildMedia(t.ctx, me.user, Buffer.alloc(2000), { name: 'b.mp4', title: 'Harbour at dusk' });
    await buildMedia(t.ctx, me.user, Buffer.alloc(3000), { name: 'c.pdf', title: 'Invoice' });
    await revertMigrationsAfter(t.ctx.db, '0007-refresh-reuse');
    await migrateToLatest(t.ctx.db);

    const found = await api.get('/api/media?search=harbour', { token: me.token });
    expect(found.body.data.files.map((f: { title: string }) => f.title).sort()).toEqual([
      'Harbour at dawn',
      'Harbour at dusk',
    ]);
    expect(found.body.data.total).toBe(2);
    const all = await api.get('/api/media', { token: me.token });
    expect(all.body.data.total).toBe(3);
    const stats = await api.get('/api/media/stats', { token: me.token });
    expect(stats.status).toBe(200);
    expect(stats.body.data).toMatchObject({ total: 3, totalSize: 6000 });
  });

  it('keys the search index by owner on a library that already has files, and keeps it in step after', async () => {
    const other = await buildUser(t.ctx);
    const { token: otherToken } = await signIn(api, other.email, other.password);
    await buildMedia(t.ctx, me.user, Buffer.alloc(10), { name: 'mine.jpg', title: 'Lighthouse, mine' });
    const theirs = await buildMedia(t.ctx, other.user, Buffer.alloc(10), {
      name: 't.jpg',
      title: 'Lighthouse, theirs',
    });
    await revertMigrationsAfter(t.ctx.db, '0013-upload-leases');
    await migrateToLatest(t.ctx.db);

    const titles = async (token: string, term: string) => {
      const found = await api.get(`/api/media?search=${encodeURIComponent(term)}`, { token });
      return found.body.data.files.map((f: { title: string }) => f.title);
    };
    expect(await titles(me.token, 'lighthouse')).toEqual(['Lighthouse, mine']);
    expect(await titles(otherToken, 'lighthouse')).toEqual(['Lighthouse, theirs']);

    // Written, edited and deleted after the migration: the index follows each.
    await buildMedia(t.ctx, other.user, Buffer.alloc(10), { name: 'u.jpg', title: 'Lighthouse, theirs too' });
    const edited = await api.put(`/api/media/${theirs.id}`, { token: otherToken, body: { title: 'Harbour wall' } });
    expect(edited.status).toBe(200);
    expect(await titles(otherToken, 'lighthouse')).toEqual(['Lighthouse, theirs too']);
    expect(await titles(otherToken, 'harbour wall')).toEqual(['Harbour wall']);
    expect((await api.delete(`/api/media/${theirs.id}`, { token: otherToken })).status).toBe(200);
    expect(await titles(otherToken, 'harbour wall')).toEqual([]);
    expect(await titles(me.token, 'lighthouse')).toEqual(['Lighthouse, mine']);
    if (!isPostgres(t.ctx.db)) {
      // FTS5 compares its index with the rows it was built from: a key out of step would fail here.
      await sql`insert into media_search (media_search, rank) values ('integrity-check', 1)`.execute(t.ctx.db);
    }
  });
});
