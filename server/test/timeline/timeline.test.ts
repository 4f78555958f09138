import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { timelineRow } from './timeline-rows.ts';
import { useMember } from '../media/media-helpers.ts';

// The Photos timeline's calls (docs/product.md, Photos): the caller's own images and videos by month of their capture
// date, else their upload date; months from the kept counts, a month's files newest first.

describe('GET /api/timeline/buckets and /api/timeline/buckets/{month}', () => {
  const t = useTestApp();
  const { api } = t;
  const me = useMember(t);
  const other = useMember(t);

  const row = (userId: string, id: string, fields: Record<string, unknown>) =>
    timelineRow(userId, id, '2026-03-10T12:00:00.000Z', fields);

  beforeAll(async () => {
    await t.ctx.db
      .insertInto('media_files')
      .values([
        // Uploaded in March 2026, taken in other months: the capture date decides.
        row(me.id, 'jan-first', { taken_at: '2024-01-01T00:00:00', width: 4000, height: 3000 }),
        row(me.id, 'jan-last', { taken_at: '2024-01-31T23:59:59', width: 3000, height: 4000 }),
        row(me.id, 'dec-last', { taken_at: '2023-12-31T23:59:59' }),
        row(me.id, 'feb-first', { taken_at: '2024-02-01T00:00:00' }),
        // No capture date: the upload date decides.
        row(me.id, 'uploaded-a', { created_at: '2024-01-15T10:00:00.000Z' }),
        row(me.id, 'uploaded-b', { created_at: '2024-01-15T10:00:00.000Z' }),
        row(me.id, 'clip', {
          category: 'video',
          mime_type: 'video/mp4',
          taken_at: '2024-01-20T08:00:00',
          duration: 12.5,
        }),
        // Not photos: never on the timeline.
        row(me.id, 'notes', { category: 'document', mime_type: 'application/pdf', taken_at: '2024-01-05T00:00:00' }),
        row(me.id, 'song', { category: 'audio', mime_type: 'audio/mpeg' }),
        // Another user's, in the same months.
        row(other.id, 'theirs', { taken_at: '2024-01-10T00:00:00' }),
        row(other.id, 'theirs-2', { taken_at: '2022-06-10T00:00:00' }),
      ])
      .execute();
  });

  const buckets = async (token = me.token) => {
    const res = await api.get('/api/timeline/buckets', { token });
    expect(res.status).toBe(200);
    return res.body.data as { buckets: { month: string; count: number }[]; total: number };
  };
  const monthPage = async (month: string, query = '', token = me.token) => {
    const res = await api.get(`/api/timeline/buckets/${month}${query}`, { token });
    expect(res.status).toBe(200);
    return res.body.data as {
      month: string;
      offset: number;
      total: number;
      files: { id: string; title: string; takenAt: string | null; category: string }[];
    };
  };

  it('lists the months newest first with their counts, only the caller’s images and videos', async () => {
    expect(await buckets()).toEqual({
      buckets: [
        { month: '2024-02', count: 1 },
        { month: '2024-01', count: 5 },
        { month: '2023-12', count: 1 },
      ],
      total: 7,
    });
    expect(await buckets(other.token)).toEqual({
      buckets: [
        { month: '2024-01', count: 1 },
        { month: '2022-06', count: 1 },
      ],
      total: 2,
    });
  });

  it('pages a month newest first, ties by id, the capture date before the upload date', async () => {
    const page = await monthPage('2024-01');
    expect(page.total).toBe(5);
    expect(page.offset).toBe(0);
    expect(page.files.map((f) => f.title)).toEqual(['jan-last', 'clip', 'uploaded-b', 'uploaded-a', 'jan-first']);
    const first = page.files[0]!;
    expect(first).toEqual({
      id: `${me.id}-jan-last`,
      title: 'jan-last',
      mimeType: 'image/jpeg',
      category: 'image',
      width: 3000,
      height: 4000,
      duration: null,
      takenAt: '2024-01-31T23:59:59',
      createdAt: '2026-03-10T12:00:00.000Z',
      thumbnailState: 'none',
    });
    expect(page.files.find((f) => f.title === 'clip')).toMatchObject({ category: 'video', duration: 12.5 });
    expect(page.files.find((f) => f.title === 'uploaded-a')).toMatchObject({ takenAt: null });

    const slice = await monthPage('2024-01', '?offset=1&limit=2');
    expect(slice).toMatchObject({ offset: 1, total: 5 });
    expect(slice.files.map((f) => f.title)).toEqual(['clip', 'uploaded-b']);
    const past = await monthPage('2024-01', '?offset=10');
    expect(past).toMatchObject({ offset: 10, total: 5, files: [] });
    expect((await monthPage('2023-12')).files.map((f) => f.title)).toEqual(['dec-last']);
    expect((await monthPage('2024-02')).files.map((f) => f.title)).toEqual(['feb-first']);
  });

  it('never shows another user’s files, and an empty month is empty', async () => {
    expect(await monthPage('2022-06')).toEqual({ month: '2022-06', offset: 0, total: 0, files: [] });
    const theirs = await monthPage('2024-01', '', other.token);
    expect(theirs.files.map((f) => f.title)).toEqual(['theirs']);
  });

  it('refuses a month that is not YYYY-MM with the sentence, and mends a bad offset or limit', async () => {
    for (const month of ['2024-13', '2024-1', '24-01', '2024-00', 'january', '2024-01-01', '2024-01%20']) {
      const res = await api.get(`/api/timeline/buckets/${month}`, { token: me.token });
      expect(res.status, month).toBe(400);
      expect(res.body.error, month).toContain('Month must be written as YYYY-MM');
    }
    const nul = await api.get('/api/timeline/buckets/2024-01%00', { token: me.token });
    expect(nul.status).toBe(400);
    expect(nul.body.error).toEqual(expect.any(String));
    const mended = await monthPage('2024-01', '?offset=-3&limit=abc');
    expect(mended.offset).toBe(0);
    expect(mended.files).toHaveLength(5);
    expect((await monthPage('2024-01', '?limit=100000')).files).toHaveLength(5);
  });

  it('pages a big month deep into it exactly as the whole month sorted', async () => {
    const rows = Array.from({ length: 260 }, (_, i) =>
      // Ties on purpose: three files to a second, and some by upload date only.
      row(me.id, `big-${String(i).padStart(3, '0')}`, {
        ...(i % 5 === 0
          ? { created_at: `2020-06-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00.000Z` }
          : {
              taken_at: `2020-06-${String(1 + (i % 28)).padStart(2, '0')}T08:00:${String(Math.floor(i / 3) % 60).padStart(2, '0')}`,
            }),
      }),
    );
    await t.ctx.db.insertInto('media_files').values(rows).execute();
    const at = (r: (typeof rows)[number]) => r.taken_at ?? r.created_at;
    const expected = [...rows]
      .sort((a, b) => (at(a) === at(b) ? (a.id < b.id ? 1 : -1) : at(a) < at(b) ? 1 : -1))
      .map((r) => r.title);
    const pages = [];
    for (const offset of [0, 90, 150, 240]) {
      const page = await monthPage('2020-06', `?offset=${offset}&limit=100`);
      expect(page.total).toBe(260);
      pages.push([offset, page.files.map((f) => f.title)] as const);
    }
    for (const [offset, titles] of pages) expect(titles, String(offset)).toEqual(expected.slice(offset, offset + 100));

    // Past the first page a page starts from the day it falls in (the kept counts per day): every offset of the month's
    // second half agrees with the whole month sorted, also after files moved to other days, left the month or the
    // timeline, or were deleted.
    const moved = rows.filter((_, i) => i % 7 === 3);
    for (const [k, r] of moved.entries()) {
      const change =
        k % 4 === 0
          ? { taken_at: '2020-06-30T23:59:59' }
          : k % 4 === 1
            ? { taken_at: '2020-05-31T12:00:00' }
            : k % 4 === 2
              ? { category: 'document' }
              : { taken_at: `2020-06-0${1 + (k % 9)}T09:00:00` };
      await t.ctx.db.updateTable('media_files').set(change).where('id', '=', r.id).execute();
      Object.assign(r, change);
    }
    await t.ctx.db.deleteFrom('media_files').where('id', '=', rows[201]!.id).execute();
    const left = rows
      .filter((r, i) => i !== 201 && r.category === 'image' && at(r).startsWith('2020-06'))
      .sort((a, b) => (at(a) === at(b) ? (a.id < b.id ? 1 : -1) : at(a) < at(b) ? 1 : -1))
      .map((r) => r.title);
    for (let offset = 190; offset <= left.length; offset++) {
      const page = await monthPage('2020-06', `?offset=${offset}&limit=4`);
      expect(page.total).toBe(left.length);
      expect(
        page.files.map((f) => f.title),
        String(offset),
      ).toEqual(left.slice(offset, offset + 4));
    }
  });

  it('pages after a named file as the offset would, and ignores a file that is not the caller’s or not in the month', async () => {
    const rows = Array.from({ length: 250 }, (_, i) =>
      // Two files to a second, so the seek must order ties by id as the offset does.
      row(me.id, `seek-${String(i).padStart(3, '0')}`, {
        taken_at: `2019-03-${String(1 + (i % 28)).padStart(2, '0')}T09:00:${String(Math.floor(i / 2) % 60).padStart(2, '0')}`,
      }),
    );
    await t.ctx.db.insertInto('media_files').values(rows).execute();
    const titles = async (query: string) => (await monthPage('2019-03', query)).files.map((f) => f.title);
    const whole = await titles('?offset=0&limit=250');
    const idOf = (title: string) => `${me.id}-${title}`;
    let before = whole[0]!;
    // Walking the month page by page from each page's last file gives the same slices as the offsets.
    for (const offset of [1, 100, 200, 249]) {
      const query = `?offset=${offset}&limit=100&after=${encodeURIComponent(idOf(whole[offset - 1]!))}`;
      const page = await monthPage('2019-03', query);
      expect(page, query).toMatchObject({ offset, total: 250 });
      expect(
        page.files.map((f) => f.title),
        query,
      ).toEqual(whole.slice(offset, offset + 100));
      before = whole[offset - 1]!;
    }
    expect(before).toBe(whole[248]);
    // The named file decides where the page starts (the offset is only echoed back).
    const seeked = await monthPage('2019-03', `?offset=100&limit=5&after=${encodeURIComponent(idOf(whole[9]!))}`);
    expect(seeked.offset).toBe(100);
    expect(seeked.files.map((f) => f.title)).toEqual(whole.slice(10, 15));
    // Not usable as a place to seek from: the offset decides.
    const byOffset = whole.slice(100, 200);
    for (const after of [`${other.id}-theirs`, `${me.id}-jan-last`, `${me.id}-notes`, 'no-such-file', 'x'.repeat(65)]) {
      const query = `?offset=100&limit=100&after=${encodeURIComponent(after)}`;
      expect(await titles(query), after).toEqual(byOffset);
    }
  });

  it('asks for a session', async () => {
    expect((await api.get('/api/timeline/buckets')).status).toBe(401);
    expect((await api.get('/api/timeline/buckets/2024-01')).status).toBe(401);
  });
});
