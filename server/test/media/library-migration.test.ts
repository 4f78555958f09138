import { describe, expect, it } from 'vitest';
import { revertMigrationsAfter, migrateToLatest } from '../../src/db/migrate.ts';
import { buildMedia } from '../helpers/factories.ts';
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
});
