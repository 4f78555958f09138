import { sql, type CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../src/db/dialect.ts';
import { timelineMonthSlice, timelineSideOf } from '../../src/repos/timeline.repo.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { timelineRow } from './timeline-rows.ts';
import { useMember } from '../media/media-helpers.ts';

// GET /api/timeline/around/{id} (docs/product.md, Photos): where a file sits on the Photos timeline and its
// neighbours, for the player opened from Photos. Every answer must agree with the timeline's own pages.

interface Around {
  index: number;
  total: number;
  previous: string | null;
  next: string | null;
}

describe('GET /api/timeline/around/{id}', () => {
  const t = useTestApp();
  const { api } = t;
  const me = useMember(t);
  const other = useMember(t);
  const many = useMember(t);

  const row = (userId: string, id: string, fields: Record<string, unknown>) =>
    timelineRow(userId, id, '2020-01-01T00:00:00.000Z', fields);

  beforeAll(async () => {
    await t.ctx.db
      .insertInto('media_files')
      .values([
        // Uploaded last, taken long ago: the capture date puts it at the timeline's end.
        row(me.id, 'old-capture', { taken_at: '2019-01-01T00:00:00', created_at: '2026-03-11T00:00:00.000Z' }),
        row(me.id, 'taken-may', { taken_at: '2024-05-01T10:00:00' }),
        // No capture date: the upload date places it.
        row(me.id, 'uploaded-june', { created_at: '2024-06-01T00:00:00.000Z' }),
        row(me.id, 'clip', { category: 'video', mime_type: 'video/mp4', taken_at: '2024-03-01T00:00:00' }),
        // Taken at the same second: the id decides, the greater first.
        row(me.id, 'tie-a', { taken_at: '2024-01-15T08:00:00' }),
        row(me.id, 'tie-c', { taken_at: '2024-01-15T08:00:00' }),
        row(me.id, 'tie-b', { taken_at: '2024-01-15T08:00:00' }),
        // Not photos: never on the timeline, though dated between the others.
        row(me.id, 'notes', { category: 'document', mime_type: 'application/pdf', taken_at: '2024-04-01T00:00:00' }),
        row(me.id, 'song', { category: 'audio', mime_type: 'audio/mpeg', created_at: '2024-07-01T00:00:00.000Z' }),
        row(other.id, 'theirs', { taken_at: '2024-02-01T00:00:00' }),
      ])
      .execute();
  });

  const around = (id: string, token = me.token) => api.get(`/api/timeline/around/${id}`, { token });
  const aroundOf = async (id: string, token = me.token) => {
    const res = await around(id, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Around;
  };
  const mine = (name: string) => `${me.id}-${name}`;

  /** The whole timeline as its own calls list it: the months, then each month's page. */
  async function timelineIds(token: string): Promise<{ ids: string[]; total: number }> {
    const res = await api.get('/api/timeline/buckets', { token });
    const buckets = res.body.data as { buckets: { month: string }[]; total: number };
    const ids: string[] = [];
    for (const { month } of buckets.buckets) {
      const page = await api.get(`/api/timeline/buckets/${month}?limit=500`, { token });
      ids.push(...(page.body.data.files as { id: string }[]).map((f) => f.id));
    }
    return { ids, total: buckets.total };
  }

  it('places each file in the timeline order, the capture date before the upload date, ties by id', async () => {
    const order = ['uploaded-june', 'taken-may', 'clip', 'tie-c', 'tie-b', 'tie-a', 'old-capture'].map(mine);
    const { ids, total } = await timelineIds(me.token);
    expect(ids).toEqual(order);
    expect(total).toBe(order.length);
    for (const [index, id] of order.entries()) {
      expect(await aroundOf(id), id).toEqual({
        index,
        total: order.length,
        previous: order[index - 1] ?? null,
        next: order[index + 1] ?? null,
      });
    }
  });

  it('has no previous for the newest file and no next for the oldest', async () => {
    const first = await aroundOf(mine('uploaded-june'));
    expect(first).toMatchObject({ index: 0, previous: null, next: mine('taken-may') });
    const last = await aroundOf(mine('old-capture'));
    expect(last).toMatchObject({ index: 6, previous: mine('tie-a'), next: null });
  });

  it('answers 404 with a sentence for a document, an audio file, another user’s file or a bad id', async () => {
    const refused = [
      [mine('notes'), me.token],
      [mine('song'), me.token],
      [`${other.id}-theirs`, me.token],
      [mine('clip'), other.token],
      ['no-such-id', me.token],
      [encodeURIComponent("x'; drop table media_files; --"), me.token],
      [encodeURIComponent('✓ ünïcödé'), me.token],
      ['a'.repeat(64), me.token],
    ] as const;
    for (const [id, token] of refused) {
      const res = await around(id, token);
      expect(res.status, id).toBe(404);
      expect(res.body, id).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(res.body.error, id).toBe('This file is not on your Photos timeline.');
    }
    // Another user sees only their own file.
    expect(await aroundOf(`${other.id}-theirs`, other.token)).toEqual({
      index: 0,
      total: 1,
      previous: null,
      next: null,
    });
    // An id longer than any id is refused by its shape: a 4xx with a sentence too, never a 500.
    const long = await around('a'.repeat(65));
    expect(long.status).toBe(400);
    expect(long.body.error).toEqual(expect.any(String));
  });

  it('walks a big timeline with many ties exactly as its pages list it, and counts as the buckets do', async () => {
    const rows = Array.from({ length: 90 }, (_, i) =>
      row(many.id, `f-${String((i * 37) % 90).padStart(2, '0')}`, {
        // Three files to a second over two months, some by upload date only, some videos.
        ...(i % 4 === 0
          ? { created_at: `2023-0${5 + (i % 2)}-10T10:00:0${Math.floor(i / 3) % 5}.000Z` }
          : { taken_at: `2023-0${5 + (i % 2)}-10T10:00:0${Math.floor(i / 3) % 5}` }),
        ...(i % 7 === 0 ? { category: 'video', mime_type: 'video/mp4' } : {}),
      }),
    );
    await t.ctx.db.insertInto('media_files').values(rows).execute();
    const { ids, total } = await timelineIds(many.token);
    expect(total).toBe(90);
    expect(ids).toHaveLength(90);
    const walked: string[] = [];
    let at: string | null = ids[0]!;
    while (at !== null) {
      const answer = await aroundOf(at, many.token);
      expect(answer.index, at).toBe(walked.length);
      expect(answer.total).toBe(total);
      expect(answer.previous).toBe(walked.at(-1) ?? null);
      walked.push(at);
      at = answer.next;
    }
    expect(walked).toEqual(ids);
  });

  /** The plan of a compiled query: SQLite's, or PostgreSQL's with sequential scans off (a table this small). */
  async function planOf(query: CompiledQuery): Promise<string> {
    if (!isPostgres(t.ctx.db)) {
      const { rows } = await t.ctx.db.executeQuery<{ detail: string }>({
        ...query,
        sql: `explain query plan ${query.sql}`,
      });
      return rows.map((r) => r.detail).join('\n');
    }
    return t.ctx.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `explain ${query.sql}` });
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  it.each(['newer', 'older'] as const)('reads the %s side as one range of the timeline index', async (side) => {
    const key = { at: '2024-01-15T08:00:00', id: mine('tie-b') };
    const rows = timelineSideOf(t.ctx.db, me.id, key, side);
    for (const query of [
      rows
        .select('id')
        .orderBy(sql`coalesce(taken_at, created_at)`, 'desc')
        .orderBy('id', 'desc')
        .limit(1),
      rows.select((eb) => eb.fn.countAll().as('n')),
    ]) {
      const plan = await planOf(query.compile());
      if (isPostgres(t.ctx.db)) expect(plan, plan).toMatch(/Scan (Backward )?(using|on) media_files_timeline_idx/);
      else expect(plan, plan).toMatch(/USING (COVERING )?INDEX media_files_timeline_idx \(user_id=\? AND/);
    }
  });

  it("reads a month's page of tiles from the timeline index alone on SQLite", async () => {
    const query = timelineMonthSlice(t.ctx.db, me.id, { from: '2024-01', to: '2024-02' }, { limit: 200, offset: 0 });
    const plan = await planOf(query.compile());
    if (isPostgres(t.ctx.db)) expect(plan, plan).toMatch(/Scan (Backward )?(using|on) media_files_timeline_idx/);
    else expect(plan, plan).toMatch(/USING COVERING INDEX media_files_timeline_idx \(user_id=\? AND/);
  });

  it('asks for a session', async () => {
    expect((await api.get(`/api/timeline/around/${mine('clip')}`)).status).toBe(401);
  });
});
