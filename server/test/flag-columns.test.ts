import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runPrepared } from '../src/db/prepared-query.ts';
import { findUserById, updateUser } from '../src/repos/user.repo.ts';
import { buildMedia, buildShare, buildUser } from './helpers/factories.ts';
import { useTestApp } from './helpers/test-app.ts';

// The yes/no columns are 0/1 in both databases and booleans in the code (db/flag-columns.ts): whatever path a row
// takes in or out, no service sees a number, and what a boolean writes is the 0/1 the SQL of the triggers counts.
describe('flag columns', () => {
  const t = useTestApp();

  it('are booleans read back from a repo, after a write of either value', async () => {
    const { user } = await buildUser(t.ctx);
    expect(user.is_active).toBe(true);
    await updateUser(t.ctx.db, user.id, { is_active: false });
    expect((await findUserById(t.ctx.db, user.id))?.is_active).toBe(false);
    await updateUser(t.ctx.db, user.id, { is_active: true });
    expect((await findUserById(t.ctx.db, user.id))?.is_active).toBe(true);
  });

  it('are stored as 1 and 0, and a boolean in a condition finds them', async () => {
    const { user } = await buildUser(t.ctx);
    const media = await buildMedia(t.ctx, user, Buffer.from('flags'), { isPublic: true });
    const share = await buildShare(t.ctx, media, { allowEmbedding: true, stripMetadata: false });
    const stored = await sql<{ p: number; e: number; s: number }>`
      select m.is_public + 0 as p, s.allow_embedding + 0 as e, s.strip_metadata + 0 as s
      from media_files m join shares s on s.media_id = m.id where s.id = ${share.id}`.execute(t.ctx.db);
    expect(stored.rows[0]).toEqual({ p: 1, e: 1, s: 0 });
    const found = await t.ctx.db
      .selectFrom('shares')
      .select(['id', 'allow_embedding', 'strip_metadata', 'is_active'])
      .where('id', '=', share.id)
      .where('allow_embedding', '=', true)
      .where('strip_metadata', '=', false)
      .execute();
    expect(found).toEqual([{ id: share.id, allow_embedding: true, strip_metadata: false, is_active: true }]);
  });

  it('are booleans in the rows of a prepared query too', async () => {
    const { user } = await buildUser(t.ctx);
    await buildMedia(t.ctx, user, Buffer.from('prepared'));
    const rows = await runPrepared(t.ctx.db, 'test: flag columns', [user.id], ([owner]) =>
      t.ctx.db
        .selectFrom('media_files')
        .select(['id', 'is_public'])
        .where('user_id', '=', owner as string),
    );
    expect(rows.map((row) => row.is_public)).toEqual([false]);
  });
});
