import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { storageBreakdownResponse } from '@vaultbox/common/schemas/account.ts';
import { userStatsResponse } from '@vaultbox/common/schemas/media.ts';
import { buildMedia, buildShare } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { PNG_1x1, upload } from '../media/media-helpers.ts';
import { fixture } from '../helpers/fixtures.ts';
import { reload, signedInAccount } from './settings-helpers.ts';

describe('Settings stats, storage breakdown and recalculation', () => {
  const t = useTestApp();
  const { api } = t;

  it('adds the Settings: Storage figures to GET /api/user/stats, keeping the dashboard shape', async () => {
    const me = await signedInAccount(t, api);
    const image = await buildMedia(t.ctx, me.user, PNG_1x1, { name: 'dot.png' });
    await buildMedia(t.ctx, me.user, Buffer.from('plain words\n'), { name: 'notes.txt' });
    await t.ctx.db
      .updateTable('media_files')
      .set({ view_count: 5, download_count: 2 })
      .where('id', '=', image.id)
      .execute();
    await buildShare(t.ctx, image);
    await buildShare(t.ctx, image, { isActive: false });
    const res = await api.get('/api/user/stats', { token: me.token });
    expect(res.status).toBe(200);
    const { data } = userStatsResponse.parse(res.body);
    expect(data).toMatchObject({
      storageUsed: PNG_1x1.length + 12,
      storageLimit: 1073741824,
      totalFiles: 2,
      totalViews: 5,
      totalDownloads: 2,
      activeShares: 1,
      files: { total: 2, totalViews: 5 },
      shares: { total: 2, active: 1 },
    });
  });

  it('answers bytes and counts for every category', async () => {
    const me = await signedInAccount(t, api);
    await buildMedia(t.ctx, me.user, PNG_1x1, { name: 'a.png' });
    await buildMedia(t.ctx, me.user, PNG_1x1, { name: 'b.png' });
    await buildMedia(t.ctx, me.user, fixture('fixture.pdf'));
    const res = await api.get('/api/user/storage-breakdown', { token: me.token });
    expect(res.status).toBe(200);
    const { data } = storageBreakdownResponse.parse(res.body);
    const pdfSize = readFileSync(fixture('fixture.pdf')).length;
    expect(data.categories).toEqual({
      image: { bytes: PNG_1x1.length * 2, count: 2 },
      video: { bytes: 0, count: 0 },
      audio: { bytes: 0, count: 0 },
      document: { bytes: pdfSize, count: 1 },
      other: { bytes: 0, count: 0 },
    });
    expect(data).toMatchObject({ totalBytes: PNG_1x1.length * 2 + pdfSize, totalFiles: 3 });
  });

  it('recalculates storageUsed from the files, repairing drift either way', async () => {
    const me = await signedInAccount(t, api);
    await buildMedia(t.ctx, me.user, PNG_1x1, { name: 'a.png' });
    await t.ctx.db.updateTable('users').set({ storage_used: 999_999 }).where('id', '=', me.user.id).execute();
    const res = await api.post('/api/user/recalculate-storage', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Storage recalculated successfully',
      data: { storageUsed: PNG_1x1.length, storageLimit: 1073741824, previous: 999_999 },
    });
    expect(Number((await reload(t, me.user.id)).storage_used)).toBe(PNG_1x1.length);
    const other = await signedInAccount(t, api);
    await t.ctx.db.updateTable('users').set({ storage_used: 0 }).where('id', '=', me.user.id).execute();
    await api.post('/api/user/recalculate-storage', { token: other.token });
    expect(Number((await reload(t, me.user.id)).storage_used)).toBe(0);
  });
});

describe('upload preferences the server enforces', () => {
  const t = useTestApp();
  const { api } = t;

  it('refuses a file over the maxFileSize preference with its sentence, before or after reading it', async () => {
    const me = await signedInAccount(t, api);
    await api.put('/api/user/preferences', { token: me.token, body: { upload: { maxFileSize: 1 } } });
    const res = await upload(t, me.token, Buffer.alloc(1024 * 1024 + 1, 7), { name: 'big.bin' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'FILE_TOO_LARGE', error: 'File size exceeds the maximum limit of 1 MB' });
    expect(Number((await reload(t, me.user.id)).storage_used)).toBe(0);
    expect((await upload(t, me.token, Buffer.alloc(1024 * 1024, 7), { name: 'fits.bin' })).status).toBe(200);
  });

  it('refuses a type outside allowedTypes once restrictTypes is on, by its sniffed type', async () => {
    const me = await signedInAccount(t, api);
    expect((await upload(t, me.token, Buffer.from('free text\n'), { name: 'a.txt' })).status).toBe(200);
    await api.put('/api/user/preferences', { token: me.token, body: { upload: { restrictTypes: true } } });
    const refused = await upload(t, me.token, Buffer.from('free text\n'), { name: 'b.jpg', type: 'image/jpeg' });
    expect(refused.status).toBe(415);
    expect(refused.body).toMatchObject({
      code: 'FILE_TYPE_NOT_ALLOWED',
      error: 'File type not allowed. Supported types: image/*, video/*, audio/*, application/pdf',
    });
    expect((await upload(t, me.token, PNG_1x1, { name: 'dot.png' })).status).toBe(200);
    const rows = await t.ctx.db
      .selectFrom('media_files')
      .select('original_name')
      .where('user_id', '=', me.user.id)
      .execute();
    expect(rows.map((r) => r.original_name).sort()).toEqual(['a.txt', 'dot.png']);
  });
});
