import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_SORT_KEYS } from '@vaultbox/common/schemas/media.ts';
import { findMediaPage, libraryVersion, sortAnchors } from '../../src/repos/media-query.repo.ts';
import { incrementCounter } from '../../src/repos/media.repo.ts';
import { ANCHOR_EVERY } from '../../src/repos/page-anchors.ts';
import { bytelessMediaRow } from '../helpers/media-rows.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { useMember } from './media-helpers.ts';

// Deep pages start at a cached anchor row (page-anchors.ts) instead of counting from the first: every page must be
// exactly the page plain OFFSET gives, in every sort, order and category, and stay so after the library changes.
const FILES = 2550;
const CATEGORIES = ['image', 'video', 'document'] as const;

describe('deep library pages by anchor', () => {
  const t = useTestApp();
  const { api } = t;
  const me = useMember(t);

  beforeAll(async () => {
    const base = Date.parse('2024-01-01T00:00:00Z');
    for (let start = 0; start < FILES; start += 500) {
      const rows = Array.from({ length: Math.min(500, FILES - start) }, (_, j) => {
        const i = start + j;
        // Ties on purpose: sizes, views, dates and names repeat, so the (created_at, id) tail decides.
        return bytelessMediaRow({
          user_id: me.id,
          title: `${['Alpha', 'beta', 'GAMMA', 'delta'][i % 4]} ${i % 97}`,
          original_name: `file-${i % 50}.bin`,
          category: CATEGORIES[i % 3],
          size: 1000 + (i % 37),
          view_count: i % 11,
          created_at: new Date(base + Math.floor(i / 3) * 1000).toISOString(),
        });
      });
      await t.ctx.db.insertInto('media_files').values(rows).execute();
    }
  });

  const pageIds = async (query: string) => {
    const res = await api.get(`/api/media?limit=20&${query}`, { token: me.token });
    expect(res.status).toBe(200);
    return (res.body.data.files as { id: string }[]).map((f) => f.id);
  };

  async function expectSameAsOffset(
    sortBy: (typeof MEDIA_SORT_KEYS)[number],
    sortOrder: 'asc' | 'desc',
    category?: string,
  ) {
    const total = category ? FILES / 3 : FILES;
    const last = Math.ceil(total / 20);
    for (const page of [50, 51, 52, 100, 101, last]) {
      if (page > last) continue;
      const plain = await findMediaPage(
        t.ctx.db,
        me.id,
        { category: category as never },
        { page, limit: 20, sortBy, sortOrder },
      );
      const query = `page=${page}&sortBy=${sortBy}&sortOrder=${sortOrder}${category ? `&category=${category}` : ''}`;
      expect(await pageIds(query), query).toEqual(plain.rows.map((r) => r.id));
    }
  }

  it('takes an anchor every ANCHOR_EVERY rows: the sort key of rows ANCHOR_EVERY - 1, 2 * ANCHOR_EVERY - 1, ...', async () => {
    const sort = { page: 1, limit: 20, sortBy: 'size', sortOrder: 'asc' } as const;
    const anchors = await sortAnchors(t.ctx.db, me.id, {}, sort, ANCHOR_EVERY);
    expect(anchors).toHaveLength(Math.floor(FILES / ANCHOR_EVERY));
    const page50 = await findMediaPage(t.ctx.db, me.id, {}, { ...sort, page: 50 }); // rows 980 to 999
    const row999 = page50.rows[19];
    expect(anchors[1000 / ANCHOR_EVERY - 1]).toEqual([Number(row999.size), row999.created_at, row999.id]);
  });

  it.each([
    ['size', 'asc', undefined],
    ['filename', 'desc', undefined],
    ['createdAt', 'desc', 'video'],
  ] as const)(
    'sort %s %s (category %s): anchors walked a part at a time equal those of one walk',
    async (sortBy, sortOrder, category) => {
      const sort = { page: 1, limit: 20, sortBy, sortOrder } as const;
      const filter = { category };
      const whole = await sortAnchors(t.ctx.db, me.id, filter, sort, ANCHOR_EVERY);
      const parts: unknown[][][] = [];
      let after: unknown[] | null = null;
      for (;;) {
        const part = await sortAnchors(t.ctx.db, me.id, filter, sort, ANCHOR_EVERY, { after, rows: 7 * ANCHOR_EVERY });
        parts.push(part);
        if (part.length < 7) break;
        after = part.at(-1)!;
      }
      expect(parts.flat()).toEqual(whole);
      expect(parts.length).toBe(Math.floor(whole.length / 7) + 1);
    },
  );

  it.each(
    MEDIA_SORT_KEYS.flatMap(
      (key) =>
        [
          [key, 'asc'],
          [key, 'desc'],
        ] as const,
    ),
  )('sort %s %s: every deep page equals plain OFFSET, with and without a category', async (sortBy, sortOrder) => {
    await expectSameAsOffset(sortBy, sortOrder);
    await expectSameAsOffset(sortBy, sortOrder, 'video');
  });

  it('follows the library as it changes (new, renamed, deleted files move the anchors)', async () => {
    await expectSameAsOffset('filename', 'asc');
    const first = (await api.get('/api/media?limit=1&sortBy=filename&sortOrder=asc', { token: me.token })).body.data
      .files[0] as { id: string };
    expect(
      (await api.put(`/api/media/${first.id}`, { token: me.token, body: { title: 'zz moved last' } })).status,
    ).toBe(200);
    await expectSameAsOffset('filename', 'asc');
    const deep = await pageIds('page=60&sortBy=filename&sortOrder=asc');
    expect((await api.delete(`/api/media/${deep[0]}`, { token: me.token })).status).toBe(200);
    await expectSameAsOffset('filename', 'asc');
    await expectSameAsOffset('createdAt', 'desc');
  });

  it('moves the library version when a file may move in a sort order, not when it is only downloaded', async () => {
    const file = (await api.get('/api/media?limit=1', { token: me.token })).body.data.files[0] as { id: string };
    const before = await libraryVersion(t.ctx.db, me.id);
    await incrementCounter(t.ctx.db, me.id, file.id, 'download_count');
    expect(await libraryVersion(t.ctx.db, me.id)).toBe(before);
    await incrementCounter(t.ctx.db, me.id, file.id, 'view_count');
    const viewed = await libraryVersion(t.ctx.db, me.id);
    expect(viewed).toBeGreaterThan(before);
    await api.put(`/api/media/${file.id}`, { token: me.token, body: { title: 'Renamed' } });
    expect(await libraryVersion(t.ctx.db, me.id)).toBeGreaterThan(viewed);
  });
});
