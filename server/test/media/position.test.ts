import { sql, type CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_SORT_KEYS } from '@vaultbox/common/schemas/media.ts';
import { isPostgres } from '../../src/db/dialect.ts';
import { countBefore } from '../../src/repos/media-position.repo.ts';
import { bytelessMediaRow } from '../helpers/media-rows.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { useMember } from './media-helpers.ts';

// GET /api/media/{id}/position: where a file sits in a library list (the player opened without a page). Every answer
// must be the file's index in the list GET /api/media gives for the same query.
const FILES = 45;
const CATEGORIES = ['image', 'video', 'document'] as const;

describe('a file\u2019s position in the library list', () => {
  const t = useTestApp();
  const { api } = t;
  const me = useMember(t);
  const stranger = useMember(t);
  let strangersFile = '';

  beforeAll(async () => {
    const base = Date.parse('2024-01-01T00:00:00Z');
    const rows = Array.from({ length: FILES }, (_, i) =>
      // Ties on purpose: dates, sizes, views and names repeat, so the (created_at, id) tail decides.
      bytelessMediaRow({
        user_id: me.id,
        title: `${['Alpha', 'beta', 'GAMMA'][i % 3]} ${i % 7}`,
        original_name: `file-${i % 5}.bin`,
        category: CATEGORIES[i % 3],
        size: 1000 + (i % 4),
        view_count: i % 6,
        created_at: new Date(base + Math.floor(i / 2) * 1000).toISOString(),
      }),
    );
    const created_at = new Date(base).toISOString();
    const theirs = bytelessMediaRow({ user_id: stranger.id, title: 'Theirs', original_name: 'x.bin', created_at });
    strangersFile = theirs.id;
    await t.ctx.db
      .insertInto('media_files')
      .values([...rows, theirs])
      .execute();
  });

  const listIds = async (query: string) => {
    const res = await api.get(`/api/media?limit=100&${query}`, { token: me.token });
    expect(res.status).toBe(200);
    return (res.body.data.files as { id: string }[]).map((f) => f.id);
  };
  const position = async (id: string, query = '', token = me.token) =>
    api.get(`/api/media/${id}/position${query ? `?${query}` : ''}`, { token });

  async function expectSameAsList(query: string) {
    const ids = await listIds(query);
    for (const [index, id] of ids.entries()) {
      const res = await position(id, query);
      expect(res.status, query).toBe(200);
      expect(res.body.data, `${query}: file ${index}`).toEqual({ index, total: ids.length });
    }
  }

  it('opened without a query: the default order (newest first), and the number of files', async () => {
    const ids = await listIds('');
    const res = await position(ids[7]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { index: 7, total: FILES } });
  });

  it.each(MEDIA_SORT_KEYS.flatMap((key) => [key, `${key}-asc`]))(
    'sort %s: every file is where the list puts it, with and without a category',
    async (sort) => {
      const [sortBy, asc] = sort.split('-');
      const query = `sortBy=${sortBy}&sortOrder=${asc ? 'asc' : 'desc'}`;
      await expectSameAsList(query);
      await expectSameAsList(`${query}&category=video`);
    },
  );

  it('counts a search\u2019s list, and of an album filter; a file the filter leaves out has no index', async () => {
    await expectSameAsList('search=beta');
    await expectSameAsList('search=gamma&sortBy=size&sortOrder=asc');
    const ids = await listIds('');
    const created = await api.post('/api/albums', {
      token: me.token,
      body: { name: 'Some', mediaIds: [ids[3], ids[10], ids[20]] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const albumId = (created.body.data as { album: { id: string } }).album.id;
    await expectSameAsList(`albumId=${albumId}`);
    expect((await position(ids[4], `albumId=${albumId}`)).body.data).toEqual({ index: null, total: 3 });

    const image = (await listIds('category=image'))[0];
    expect((await position(image, 'category=video')).body.data).toEqual({ index: null, total: FILES / 3 });
    expect((await position(image, 'search=nothing-like-this')).body.data).toEqual({ index: null, total: 0 });
  });

  it('answers 404 for another user\u2019s file or album, and 400 with a sentence for a bad sort', async () => {
    const ids = await listIds('');
    const theirs = await position(strangersFile);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    // The stranger sees their own file, and none of mine.
    expect((await position(strangersFile, '', stranger.token)).body.data).toEqual({ index: 0, total: 1 });
    expect((await position(ids[0], '', stranger.token)).status).toBe(404);

    const album = await api.post('/api/albums', { token: stranger.token, body: { name: 'Theirs' } });
    const albumId = (album.body.data as { album: { id: string } }).album.id;
    const other = await position(ids[0], `albumId=${albumId}`);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ success: false, code: 'ALBUM_NOT_FOUND' });

    const bad = await position(ids[0], 'sortBy=colour');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Sort must be one of/);
    expect((await position('no such id')).status).toBe(404);
  });

  /** The plan of a compiled query: SQLite's, or PostgreSQL's with sequential scans off (a table this small). */
  async function planOf(query: CompiledQuery): Promise<string> {
    if (!isPostgres(t.ctx.db)) {
      const { rows } = await t.ctx.db.executeQuery<{ detail: string }>({
        ...query,
        sql: `explain query plan ${query.sql}`,
      });
      return rows.map((row) => row.detail).join('\n');
    }
    return t.ctx.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `explain ${query.sql}` });
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  const INDEX_OF = { createdAt: 'created', filename: 'name', size: 'size', viewCount: 'views' } as const;

  it.each(MEDIA_SORT_KEYS)(
    'sort %s: counts the files before one by a seek of the sort index, reading no row',
    async (key) => {
      const anchor =
        key === 'filename'
          ? ['beta', 'file-1.bin', '2024-01-01', 'x']
          : [1, '2024-01-01', 'x'].slice(key === 'createdAt' ? 1 : 0);
      for (const category of [undefined, 'video' as const]) {
        const plan = await planOf(
          countBefore(t.ctx.db, me.id, { category }, { sortBy: key, sortOrder: 'desc' }, anchor).compile(),
        );
        const index = `media_files_sort_${INDEX_OF[key]}_${category ? 'cat_' : ''}idx`;
        // PostgreSQL picks among the indexes by the statistics of a table this small: a sort index, no row read.
        if (isPostgres(t.ctx.db)) expect(plan, plan).toMatch(/Index (Only )?Scan using media_files_sort_/);
        else
          expect(plan, plan).toMatch(
            new RegExp(`^SEARCH media_files USING COVERING INDEX ${index} \\(user_id=\\? AND .*[<>]\\?\\)$`),
          );
      }
    },
  );

  it('answers to no one signed out', async () => {
    const ids = await listIds('');
    expect((await api.get(`/api/media/${ids[0]}/position`)).status).toBe(401);
  });
});
