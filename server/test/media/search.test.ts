import { CompiledQuery, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_GRAMS } from '../../src/db/migrations/0015-search-grams-per-owner.ts';
import { mediaPositionQuery, mediaSearchQuery } from '@vaultbox/common/schemas/media.ts';
import { createMediaService } from '../../src/modules/media/media.service.ts';
import { insertMediaFile } from '../../src/repos/media.repo.ts';
import { matchesToKeep, searchLeads, whereFilter } from '../../src/repos/media-query.repo.ts';
import { forgetCommonGrams, searchGramsToRead } from '../../src/repos/media-search.repo.ts';
import { buildMedia, buildUser } from '../helpers/factories.ts';
import { bytelessMediaRow } from '../helpers/media-rows.ts';
import { testDialect } from '../helpers/test-database.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { useMember } from './media-helpers.ts';

// The indexed search (SQLite FTS5 trigram, PostgreSQL's owner-keyed trigram GIN) against the LIKE it replaced: a case-insensitive
// substring of title, original name, description or tags, with LIKE's wildcards and quotes taken literally. The
// oracle below is that old rule in plain JavaScript; every query must give exactly what it gives.

interface Item {
  title: string;
  name: string;
  description: string;
  tags: string[];
}

const ITEMS: Item[] = [
  { title: 'Red sunset', name: 'IMG_0001.jpg', description: 'at the beach', tags: ['beach', 'summer'] },
  { title: 'Quarterly report', name: 'report-2024.pdf', description: '100% done', tags: ['work'] },
  { title: 'delta_100%', name: 'delta.bin', description: 'a_b and a-b', tags: [] },
  { title: 'Été à Paris', name: 'ÉTÉ.mov', description: 'Crème brûlée', tags: ['voyage'] },
  { title: '日本語のタイトル', name: 'tokyo.png', description: '東京タワー', tags: ['旅行'] },
  { title: 'O\'Brien "quoted"', name: 'quote.txt', description: 'back\\slash', tags: ['beachball'] },
  { title: 'sunrise', name: 'morning.jpg', description: '', tags: ['sun'] },
  // Every trigram of "sunrise" side by side (sun, ris, ise), but apart: the index names it, the exact test does not.
  { title: 'Paris sun', name: 'wise.txt', description: '', tags: [] },
];

const QUERIES = [
  'sunset',
  'SUNSET',
  'sunrise',
  'SUNRISE',
  'SuN',
  'nse',
  'su',
  'a',
  'img_0001',
  'IMG_',
  '100%',
  '%',
  '_',
  'a_b',
  'a-b',
  'été',
  'ÉTÉ',
  'crème brû',
  '日本語',
  'タワー',
  '旅行',
  "o'brien",
  '"quoted"',
  '"',
  'back\\slash',
  '\\',
  'beach',
  '"beach"',
  'summer',
  'sunset img', // spans two fields: no match
  'report-2024.pdf',
  'nothing-like-this',
  // FTS5 query syntax must be taken literally, never parsed (and never a 500).
  '   ',
  '*',
  'sun*',
  'red AND sunset',
  'NEAR(red sunset)',
  '-beach',
  '^red',
  'title:red',
  '(((',
];

const matches = (item: Item, query: string) => {
  // The query is trimmed first (a blank search is no search).
  const q = query.trim().toLowerCase();
  return [item.title, item.name, item.description, JSON.stringify(item.tags)].some((f) => f.toLowerCase().includes(q));
};

describe('library search by trigram index finds what LIKE found', () => {
  const t = useTestApp();
  const { api } = t;
  const me = useMember(t);

  beforeAll(async () => {
    for (const item of ITEMS) {
      await buildMedia(t.ctx, me.user, Buffer.from(item.title), {
        name: item.name,
        title: item.title,
        description: item.description,
        tags: item.tags,
      });
    }
  });

  const search = async (query: string) => {
    const res = await api.get(`/api/media?limit=100&search=${encodeURIComponent(query)}`, { token: me.token });
    expect(res.status).toBe(200);
    return {
      titles: (res.body.data.files as { title: string }[]).map((f) => f.title).sort(),
      total: res.body.data.total as number,
    };
  };

  it.each(QUERIES)('%s', async (query) => {
    const expected = ITEMS.filter((item) => matches(item, query))
      .map((i) => i.title)
      .sort();
    const found = await search(query);
    expect(found.titles).toEqual(expected);
    expect(found.total).toBe(expected.length);
  });

  it.each(QUERIES)('%s, as a search too common to keep its matches', async (query) => {
    const expected = ITEMS.filter((item) => matches(item, query))
      .map((i) => i.title)
      .sort();
    // Keeping no ids, every search with a match is paged as a common one: tested row by row (ASCII terms on SQLite),
    // its total counted once.
    const common = createMediaService(t.ctx, { maxKeptMatches: 0 });
    const found = await common.search(me.id, mediaSearchQuery.parse({ search: query, limit: 100 }));
    expect(found.files.map((f) => f.title).sort()).toEqual(expected);
    expect(found.total).toBe(expected.length);
  });

  it('follows edits and deletions at once (the index is kept in the same transaction)', async () => {
    const file = await buildMedia(t.ctx, me.user, Buffer.from('x'), { name: 'kiwi.txt', title: 'Kiwi orchard' });
    expect((await search('orchard')).titles).toEqual(['Kiwi orchard']);
    const edited = await api.put(`/api/media/${file.id}`, { token: me.token, body: { title: 'Mango grove' } });
    expect(edited.status).toBe(200);
    expect((await search('orchard')).titles).toEqual([]);
    expect((await search('mango')).titles).toEqual(['Mango grove']);
    expect((await api.delete(`/api/media/${file.id}`, { token: me.token })).status).toBe(200);
    expect((await search('mango')).titles).toEqual([]);
  });

  it('follows a change of description, tags or size though the result of the same search was kept', async () => {
    const file = await buildMedia(t.ctx, me.user, Buffer.alloc(10), { name: 'plain.txt', title: 'Plain note' });
    const bySearch = () => search('papaya');
    const byFilter = async (query: string) =>
      (await api.get(`/api/media/search?${query}`, { token: me.token })).body.data.total as number;
    expect(await bySearch()).toEqual({ titles: [], total: 0 });
    expect(await byFilter('tags=fruit')).toBe(0);
    expect(await byFilter('search=plain&minSize=5&maxSize=20')).toBe(1);

    await api.put(`/api/media/${file.id}`, { token: me.token, body: { description: 'papaya and lime' } });
    expect(await bySearch()).toEqual({ titles: ['Plain note'], total: 1 });
    await api.put(`/api/media/${file.id}`, { token: me.token, body: { tags: ['fruit'] } });
    expect(await byFilter('tags=fruit')).toBe(1);
    await t.ctx.db.updateTable('media_files').set({ size: 50 }).where('id', '=', file.id).execute();
    expect(await byFilter('search=plain&minSize=5&maxSize=20')).toBe(0);
    await api.delete(`/api/media/${file.id}`, { token: me.token });
    expect(await bySearch()).toEqual({ titles: [], total: 0 });
    expect(await byFilter('tags=fruit')).toBe(0);
  });

  it('pages a kept search in order, to its last page', async () => {
    for (let i = 0; i < 25; i++) {
      await buildMedia(t.ctx, me.user, Buffer.alloc(i + 1), { name: `pear-${i}.txt`, title: `Pear ${i}` });
    }
    const pageOf = async (page: number) =>
      (await api.get(`/api/media?search=pear&sortBy=size&sortOrder=asc&limit=10&page=${page}`, { token: me.token }))
        .body.data;
    const pages = [await pageOf(1), await pageOf(2), await pageOf(3), await pageOf(4)];
    expect(pages.map((p) => p.total)).toEqual([25, 25, 25, 25]);
    expect(pages.flatMap((p) => p.files.map((f: { size: number }) => f.size))).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it('pages a search matching more files than are kept in order, with its total, and follows a change', async () => {
    for (let i = 0; i < 8; i++) {
      await buildMedia(t.ctx, me.user, Buffer.alloc(i + 1), { name: `plum-${i}.txt`, title: `Plum ${i}` });
    }
    // The same library through a service that keeps the ids of at most 3 matches: "plum" keeps only its total.
    const capped = createMediaService(t.ctx, { maxKeptMatches: 3 });
    const pageOf = async (page: number) => {
      const query = mediaSearchQuery.parse({ search: 'plum', sortBy: 'size', sortOrder: 'desc', limit: 3, page });
      const found = await capped.search(me.id, query);
      return { total: found.total, sizes: found.files.map((f) => f.size) };
    };
    expect([await pageOf(1), await pageOf(2), await pageOf(3), await pageOf(4)]).toEqual([
      { total: 8, sizes: [8, 7, 6] },
      { total: 8, sizes: [5, 4, 3] },
      { total: 8, sizes: [2, 1] },
      { total: 8, sizes: [] },
    ]);
    const gone = (await api.get('/api/media?search=plum&sortBy=size&sortOrder=asc&limit=1', { token: me.token })).body
      .data.files[0] as { id: string };
    expect((await api.delete(`/api/media/${gone.id}`, { token: me.token })).status).toBe(200);
    expect(await pageOf(3)).toEqual({ total: 7, sizes: [2] });
  });

  it("finds the same through the owner's index when a term is too common to start from its matches", async () => {
    // More rows than the bound under which SQLite starts from the search's matches (media-query.repo.ts).
    const at = (i: number) => new Date(Date.UTC(2021, 0, 1) + i * 1000).toISOString();
    await t.ctx.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 5100; i++) {
        await insertMediaFile(
          trx,
          bytelessMediaRow({
            user_id: me.user.id,
            title: `Quince ${i}`,
            description: i % 2 ? 'quinces in a row' : '',
            original_name: `q${i}.txt`,
            category: 'document',
            size: i,
            created_at: at(i),
          }),
        );
      }
    });
    const first = async (query: string) =>
      (await api.get(`/api/media?limit=3&sortBy=size&sortOrder=desc&${query}`, { token: me.token })).body.data;
    const common = await first('search=quince');
    expect(common.total).toBe(5100);
    expect(common.files.map((f: { title: string }) => f.title)).toEqual(['Quince 5099', 'Quince 5098', 'Quince 5097']);
    const rare = await first('search=quince 509');
    expect(rare.total).toBe(11); // 509 and 5090..5099
    expect(rare.files.map((f: { title: string }) => f.title)).toEqual(
      common.files.map((f: { title: string }) => f.title),
    );
    expect((await first('search=quinces in')).total).toBe(2550);
    // Its trigrams side by side (nce, qui) are in every file, the term in none: the phrase decides.
    expect((await first('search=ncequi')).total).toBe(0);

    // Through a service that keeps the ids of at most 1,000 matches: "quince" is known too common from its count,
    // and its pages are found by the query, in the same order.
    const capped = createMediaService(t.ctx, { maxKeptMatches: 1000 });
    const pageOf = async (search: string, page: number) => {
      const query = mediaSearchQuery.parse({ search, sortBy: 'size', sortOrder: 'desc', limit: 3, page });
      const found = await capped.search(me.id, query);
      return { total: found.total, titles: found.files.map((f) => f.title) };
    };
    expect(await pageOf('quince', 1)).toEqual({
      total: 5100,
      titles: ['Quince 5099', 'Quince 5098', 'Quince 5097'],
    });
    expect(await pageOf('QUINCE', 1000)).toEqual({
      total: 5100,
      titles: ['Quince 2102', 'Quince 2101', 'Quince 2100'],
    });
    expect(await pageOf('quinces in', 2)).toEqual({
      total: 2550,
      titles: ['Quince 5093', 'Quince 5091', 'Quince 5089'],
    });
    expect(await pageOf('quince 509', 1)).toEqual(await pageOf('quince', 1).then((p) => ({ ...p, total: 11 })));

    // Too many to keep, a term keeps its first matches in order: its first pages are read by id, the rest walked.
    const bySize = { sortBy: 'size', sortOrder: 'desc' } as const;
    const kept = await matchesToKeep(t.ctx.db, me.id, { search: 'quince' }, bySize, { cap: 1000, first: 5 });
    const titlesOf = async (ids: string[]) =>
      (await t.ctx.db.selectFrom('media_files').select(['id', 'title']).where('id', 'in', ids).execute())
        .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
        .map((row) => row.title);
    expect({ ...kept, ids: await titlesOf(kept.ids) }).toEqual({
      ids: ['Quince 5099', 'Quince 5098', 'Quince 5097', 'Quince 5096', 'Quince 5095'],
      complete: false,
      total: 5100,
    });
    // Narrowed by a size every file has, the term's 5,100 matches are fewer than the files the size leaves: on SQLite
    // they lead, through the search key's index, with the same answer. Narrowed to 3,901 documents, the filters lead.
    const sized = { search: 'quince', minSize: 0 };
    const narrow = { search: 'quince', category: 'document', minSize: 100, maxSize: 4000 } as const;
    expect(await searchLeads(t.ctx.db, me.id, sized)).toBe(testDialect === 'sqlite');
    expect(await searchLeads(t.ctx.db, me.id, narrow)).toBe(false);
    expect(await searchLeads(t.ctx.db, me.id, { search: 'quince' })).toBe(false);
    const led = await matchesToKeep(t.ctx.db, me.id, sized, bySize, { cap: 1000, first: 5 });
    expect({ ...led, ids: await titlesOf(led.ids) }).toEqual({
      ids: ['Quince 5099', 'Quince 5098', 'Quince 5097', 'Quince 5096', 'Quince 5095'],
      complete: false,
      total: 5100,
    });
    const few = await matchesToKeep(t.ctx.db, me.id, narrow, bySize, { cap: 5000, first: 5 });
    expect([few.complete, few.total, ...(await titlesOf(few.ids.slice(0, 2)))]).toEqual([
      true,
      3901,
      'Quince 4000',
      'Quince 3999',
    ]);
    if (testDialect === 'sqlite') {
      const leading = t.ctx.db
        .selectFrom('media_files')
        .select('id')
        .where((eb) => whereFilter(eb, me.id, sized, false, null, false, null, true))
        .compile();
      const { rows } = await t.ctx.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${leading.sql}`, [...leading.parameters]),
      );
      expect(rows.map((row) => row.detail).join('\n')).toContain('media_files_search_key_idx');
    }
    const positionOf = async (title: string) => {
      const { id } = await t.ctx.db
        .selectFrom('media_files')
        .select('id')
        .where('title', '=', title)
        .executeTakeFirstOrThrow();
      return capped.position(me.id, id, mediaPositionQuery.parse({ search: 'quince', ...bySize }));
    };
    expect(await positionOf('Quince 5098')).toEqual({ index: 1, total: 5100 });
    expect(await positionOf('Quince 2102')).toEqual({ index: 2997, total: 5100 });
  });

  it('finds old and new files after the database is vacuumed (which may renumber rowids)', async () => {
    const gone = await buildMedia(t.ctx, me.user, Buffer.from('a'), { name: 'v1.txt', title: 'Vacuumed one' });
    await buildMedia(t.ctx, me.user, Buffer.from('b'), { name: 'v2.txt', title: 'Vacuumed two' });
    expect((await api.delete(`/api/media/${gone.id}`, { token: me.token })).status).toBe(200);
    await sql`vacuum`.execute(t.ctx.db);
    await buildMedia(t.ctx, me.user, Buffer.from('c'), { name: 'v3.txt', title: 'Vacuumed three' });
    expect((await search('vacuumed')).titles).toEqual(['Vacuumed three', 'Vacuumed two']);
  });

  it.runIf(testDialect === 'postgres')(
    "reads the owner's trigram keys on PostgreSQL: the index's expression is the query's",
    async () => {
      // Sequential scans off, and no other condition: on a table this small the planner would rather read it all or
      // walk the owner's rows, which proves nothing.
      const plan = await t.ctx.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select id from media_files
          where ${FILE_GRAMS} @> media_search_grams(${me.user.id}, 'sunset')`.execute(trx);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('media_files_search_grams_idx');
    },
  );

  it("leaves out of the owner's index lookup the keys most files hold (PostgreSQL), and still finds exactly", async () => {
    const { user: plums } = await buildUser(t.ctx);
    await t.ctx.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 600; i++)
        await insertMediaFile(
          trx,
          bytelessMediaRow({
            user_id: plums.id,
            title: `Plum ${i}`,
            original_name: `p${i}.txt`,
            category: 'document',
            created_at: new Date(Date.UTC(2022, 0, 1) + i * 1000).toISOString(),
          }),
        );
    });
    // The index's statistics, as autovacuum's ANALYZE keeps them: "plu", "lum", "um " are in most of the files now.
    await sql`analyze media_files`.execute(t.ctx.db);
    forgetCommonGrams(t.ctx.db);
    const grams = await searchGramsToRead(t.ctx.db, plums.id, 'Plum 123');
    if (testDialect !== 'postgres') expect(grams).toBeNull();
    else {
      const keysOf = async (text: string) =>
        (
          await sql<{ key: string }>`select unnest(media_search_grams(${plums.id}, ${text}))::text as key`.execute(
            t.ctx.db,
          )
        ).rows.map((row) => row.key);
      const common = await keysOf('plum');
      expect(grams!.length).toBeGreaterThan(0);
      expect(grams!.filter((key) => common.includes(key))).toEqual([]);
      const all = await keysOf('plum 123');
      expect(grams!.every((key) => all.includes(key))).toBe(true);
      expect(grams).toEqual(expect.arrayContaining(await keysOf('123')));
      // A term all of whose keys are common keeps the rarest one.
      expect(await searchGramsToRead(t.ctx.db, plums.id, 'plum')).toHaveLength(1);
    }
    const service = createMediaService(t.ctx);
    const find = async (search: string) => {
      const found = await service.search(
        plums.id,
        mediaSearchQuery.parse({ search, limit: 5, sortBy: 'createdAt', sortOrder: 'asc' }),
      );
      return { total: found.total, titles: found.files.map((f) => f.title) };
    };
    expect(await find('plum 123')).toEqual({ total: 1, titles: ['Plum 123'] });
    expect(await find('PLUM 12')).toEqual({
      total: 11,
      titles: ['Plum 12', 'Plum 120', 'Plum 121', 'Plum 122', 'Plum 123'],
    });
    expect((await find('plum')).total).toBe(600);
  });

  it("never finds another user's files", async () => {
    const { user } = await buildUser(t.ctx);
    await buildMedia(t.ctx, user, Buffer.from('y'), { name: 'theirs.jpg', title: 'Their red sunset' });
    expect((await search('sunset')).titles).toEqual(['Red sunset']);
    expect((await search('su')).titles).toEqual(['Paris sun', 'Red sunset', 'sunrise']);
  });
});
