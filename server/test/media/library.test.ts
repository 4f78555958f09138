import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaListResponse, recentFilesResponse, userStatsResponse } from '@vaultbox/common/schemas/media.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { blobPath, PNG_1x1, signedInMember, storageUsed, uploadId, useMember } from './media-helpers.ts';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('the library: list, search, edit, delete, stats', () => {
  const t = useTestApp();
  const { api } = t;
  const me = useMember(t);
  const ids: Record<string, string> = {};

  const list = (query = '') => api.get(`/api/media${query}`, { token: me.token });
  const titles = (res: { body: { data: { files: { title: string }[] } } }) => res.body.data.files.map((f) => f.title);

  beforeAll(async () => {
    // Created one after another: createdAt order is alpha, bravo, charlie, delta, echo.
    ids.alpha = await uploadId(t, me.token, PNG_1x1, {
      name: 'alpha.png',
      fields: { description: 'red sunset', tags: '["beach","summer"]' },
      fast: true,
    });
    ids.bravo = await uploadId(t, me.token, randomBytes(5000), {
      name: 'bravo.bin',
      fields: { tags: '["work"]' },
      fast: true,
    });
    ids.charlie = await uploadId(t, me.token, PDF, {
      name: 'Charlie report.pdf',
      fields: { tags: '["work","beach-house"]' },
      fast: true,
    });
    ids.delta = await uploadId(t, me.token, randomBytes(100), { name: 'delta_100%.bin' });
    ids.echo = await uploadId(t, me.token, PNG_1x1, { name: 'echo.png', fields: { tags: '["Beach"]' }, fast: true });
    await t.app.media.jobs.runUntilIdle();
  });

  it('lists newest first with the paging facts', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const body = mediaListResponse.parse(res.body);
    expect(body.data).toMatchObject({ page: 1, limit: 20, total: 5, totalPages: 1 });
    expect(titles(res)).toEqual(['echo', 'delta_100%', 'Charlie report', 'bravo', 'alpha']);
  });

  it('pages, and caps the limit instead of failing', async () => {
    const page2 = await list('?page=2&limit=2');
    expect(page2.body.data).toMatchObject({ page: 2, limit: 2, total: 5, totalPages: 3 });
    expect(titles(page2)).toEqual(['Charlie report', 'bravo']);
    expect((await list('?limit=100000')).body.data.limit).toBe(100);
    expect((await list('?limit=abc')).body.data.limit).toBe(20);
    expect((await list('?page=-3')).body.data.page).toBe(1);
    expect((await list('?page=9')).body.data.files).toEqual([]);
  });

  it('sorts by every key in both orders', async () => {
    expect(titles(await list('?sortBy=filename&sortOrder=asc'))).toEqual([
      'alpha',
      'bravo',
      'Charlie report',
      'delta_100%',
      'echo',
    ]);
    expect(titles(await list('?sortBy=createdAt&sortOrder=asc'))).toEqual([
      'alpha',
      'bravo',
      'Charlie report',
      'delta_100%',
      'echo',
    ]);
    const bySize = (await list('?sortBy=size&sortOrder=desc')).body.data.files.map((f: { size: number }) => f.size);
    expect(bySize).toEqual([...bySize].sort((a, b) => b - a));
    await api.post(`/api/media/${ids.bravo}/view`, { token: me.token });
    await api.post(`/api/media/${ids.bravo}/view`, { token: me.token });
    await api.post(`/api/media/${ids.delta}/view`, { token: me.token });
    expect(titles(await list('?sortBy=viewCount&sortOrder=desc')).slice(0, 2)).toEqual(['bravo', 'delta_100%']);
  });

  it('searches title, original name, description and tags, case-insensitively, with LIKE characters taken literally', async () => {
    expect(titles(await list('?search=SUNSET'))).toEqual(['alpha']);
    expect(titles(await list('?search=report.pdf'))).toEqual(['Charlie report']);
    expect(titles(await list('?search=work')).sort()).toEqual(['Charlie report', 'bravo']);
    expect(titles(await list('?search=100%25'))).toEqual(['delta_100%']);
    expect(titles(await list('?search=_'))).toEqual(['delta_100%']);
    expect(titles(await list('?search=nothing-like-this'))).toEqual([]);
  });

  it('filters by category, "all" meaning none', async () => {
    expect(titles(await list('?category=image'))).toEqual(['echo', 'alpha']);
    expect(titles(await list('?category=document'))).toEqual(['Charlie report']);
    expect((await list('?category=all')).body.data.total).toBe(5);
  });

  it('searches with every filter: whole tags (all must match), dates, sizes', async () => {
    const search = (query: string) => api.get(`/api/media/search${query}`, { token: me.token });
    expect(titles(await search('?tags=beach')).sort()).toEqual(['alpha', 'echo']);
    expect(titles(await search('?tags=beach,summer'))).toEqual(['alpha']);
    expect(titles(await search('?tags=work&category=document'))).toEqual(['Charlie report']);
    expect(titles(await search('?minSize=1000&maxSize=6000'))).toEqual(['bravo']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await search(`?startDate=${today}&endDate=${today}`)).body.data.total).toBe(5);
    expect((await search('?endDate=2000-01-01')).body.data.total).toBe(0);
    expect((await search('?startDate=2999-01-01T00:00:00Z')).body.data.total).toBe(0);
    expect((await search('?search=alpha&sortBy=size')).body.data.total).toBe(1);
  });

  it('answers 400 with a field sentence for bad queries, never 500', async () => {
    const bad = await list('?sortBy=colour');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('sortBy: Sort must be one of createdAt, filename, size, viewCount');
    expect((await list('?sortOrder=sideways')).body.error).toBe('sortOrder: Sort order must be asc or desc');
    expect((await list('?category=food')).body.error).toBe(
      'category: Category must be one of image, video, audio, document, other',
    );
    expect((await api.get('/api/media/search?startDate=yesterday', { token: me.token })).body.error).toBe(
      'startDate: Must be an ISO date',
    );
    expect((await list(`?search=${'x'.repeat(300)}`)).status).toBe(400);
  });

  it('gets one file and updates title, description and tags', async () => {
    const got = await api.get(`/api/media/${ids.alpha}`, { token: me.token });
    expect(got.body.data.file).toMatchObject({
      id: ids.alpha,
      _id: ids.alpha,
      title: 'alpha',
      tags: ['beach', 'summer'],
    });
    const put = await api.put(`/api/media/${ids.alpha}`, {
      token: me.token,
      body: { title: ' Alpha prime ', description: '', tags: ['x', 'X', 'y'] },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.file).toMatchObject({ title: 'Alpha prime', description: '', tags: ['x', 'y'] });
    expect(put.body.data.file.updatedAt >= got.body.data.file.updatedAt).toBe(true);
  });

  const badUpdates: [string, unknown, string][] = [
    ['an unknown field', { size: 1 }, 'size: Unknown field'],
    ['a 100 kB title', { title: 'x'.repeat(100_000) }, 'title: Title must be at most 200 characters'],
    ['an empty title', { title: '   ' }, 'title: Title is required'],
    ['tags that are not a list', { tags: 'a,b' }, 'tags: Invalid input: expected array, received string'],
    ['a long tag', { tags: ['t'.repeat(51)] }, 'tags.0: Each tag must be at most 50 characters'],
  ];
  it.each(badUpdates)('refuses an update with %s', async (_label, body, message) => {
    const res = await api.put(`/api/media/${ids.alpha}`, { token: me.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('counts a view per opening of the player, not per stream request', async () => {
    const first = await api.post(`/api/media/${ids.echo}/view`, { token: me.token });
    expect(first.body.data.viewCount).toBe(1);
    await fetch(`${t.url}/api/media/${ids.echo}/stream`, {
      headers: { authorization: `Bearer ${me.token}`, range: 'bytes=0-1' },
    });
    expect((await api.get(`/api/media/${ids.echo}`, { token: me.token })).body.data.file.viewCount).toBe(1);
  });

  it('reports media stats, user stats and recent files', async () => {
    const stats = await api.get('/api/media/stats', { token: me.token });
    expect(stats.body.data).toMatchObject({ total: 5, categoryBreakdown: { image: 2, document: 1, other: 2 } });
    expect(stats.body.data.totalSize).toBe(await storageUsed(t.ctx, me.id));
    expect(stats.body.data.totalViews).toBe(4);
    const user = userStatsResponse.parse((await api.get('/api/user/stats', { token: me.token })).body);
    expect(user.data.files).toMatchObject({ total: 5, totalViews: 4 });
    expect(user.data.storage).toMatchObject({ used: stats.body.data.totalSize, limit: 1073741824 });
    expect(user.data.storage.percentage).toBeGreaterThanOrEqual(0);
    expect(user.data.shares).toEqual({ total: 0, active: 0, totalDownloads: 0 });
    expect(user.data.activity.totalUploads).toBe(5);
    const recent = recentFilesResponse.parse(
      (await api.get('/api/user/recent-files?limit=2', { token: me.token })).body,
    );
    expect(recent.data.files.map((f) => f.title)).toEqual(['echo', 'delta_100%']);
    expect((await api.get('/api/user/recent-files?limit=zzz', { token: me.token })).body.data.files).toHaveLength(5);
  });

  it('deletes a file: row, quota and blobs go together', async () => {
    const member = await signedInMember(t, api);
    const id = await uploadId(t, member.token, PNG_1x1, { name: 'gone.png' });
    await t.app.media.jobs.runUntilIdle();
    expect(existsSync(blobPath(t, id))).toBe(true);
    expect(existsSync(blobPath(t, `${id}-thumb-small`))).toBe(true);
    const res = await api.delete(`/api/media/${id}`, { token: member.token });
    expect(res.body).toEqual({ success: true, message: 'File deleted successfully' });
    expect(await storageUsed(t.ctx, member.id)).toBe(0);
    expect(existsSync(blobPath(t, id))).toBe(false);
    expect(existsSync(blobPath(t, `${id}-thumb-small`))).toBe(false);
    expect((await api.get(`/api/media/${id}`, { token: member.token })).status).toBe(404);
    expect((await api.delete(`/api/media/${id}`, { token: member.token })).status).toBe(404);
  });

  it('bulk-deletes the caller\u2019s files only, refunding exactly their bytes', async () => {
    const member = await signedInMember(t, api);
    const a = await uploadId(t, member.token, randomBytes(1000), { name: 'a.bin' });
    const b = await uploadId(t, member.token, randomBytes(2000), { name: 'b.bin' });
    const keep = await uploadId(t, member.token, randomBytes(3000), { name: 'keep.bin' });
    const res = await api.post('/api/media/bulk-delete', {
      token: member.token,
      body: { ids: [a, b, ids.alpha, 'no-such-id', a] },
    });
    expect(res.body).toEqual({ success: true, deleted: 2, message: '2 files deleted successfully' });
    expect(await storageUsed(t.ctx, member.id)).toBe(3000);
    expect((await api.get(`/api/media/${keep}`, { token: member.token })).status).toBe(200);
    expect((await api.get(`/api/media/${ids.alpha}`, { token: me.token })).status).toBe(200);
    expect(existsSync(blobPath(t, a))).toBe(false);
    const empty = await api.post('/api/media/bulk-delete', { token: member.token, body: { ids: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('ids: Select at least one file');
  });

  it('documents every media path in the OpenAPI document', async () => {
    const paths = Object.keys((await api.get('/api/docs/json')).body.paths);
    for (const path of [
      '/api/media',
      '/api/media/upload',
      '/api/media/upload-fast',
      '/api/media/search',
      '/api/media/stats',
      '/api/media/bulk-delete',
      '/api/media/{id}',
      '/api/media/{id}/download',
      '/api/media/{id}/stream',
      '/api/media/{id}/thumbnail',
      '/api/media/{id}/view',
      '/api/user/stats',
      '/api/user/recent-files',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('requires a session on every media route', async () => {
    for (const path of [
      '/api/media',
      '/api/media/search',
      '/api/media/stats',
      `/api/media/${ids.alpha}`,
      '/api/user/stats',
      '/api/user/recent-files',
    ]) {
      expect((await api.get(path)).status).toBe(401);
    }
  });
});
