import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bytelessMediaRow } from '../helpers/media-rows.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { useMember, uploadId } from '../media/media-helpers.ts';

// The timeline's months are counts kept by triggers (migration 0031): every change of the library must move them in
// the same step, and a capture date read after the upload must move the file to its month.

describe('the timeline follows the library', () => {
  const t = useTestApp();
  const { api } = t;
  const me = useMember(t);

  const months = async () => {
    const res = await api.get('/api/timeline/buckets', { token: me.token });
    expect(res.status).toBe(200);
    return Object.fromEntries(
      (res.body.data.buckets as { month: string; count: number }[]).map((b) => [b.month, b.count]),
    );
  };
  const titlesOf = async (month: string) => {
    const res = await api.get(`/api/timeline/buckets/${month}`, { token: me.token });
    return (res.body.data.files as { title: string }[]).map((f) => f.title);
  };
  const thisMonth = () => new Date().toISOString().slice(0, 7);

  it('an upload counts in its upload month, then in its capture month once read; a deletion leaves', async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({ IFD2: { DateTimeOriginal: '2019:08:15 07:45:00' } })
      .toBuffer();
    const id = await uploadId(t, me.token, photo, { name: 'beach.jpg' });
    expect(await months()).toEqual({ [thisMonth()]: 1 });

    await t.app.media.jobs.runUntilIdle();
    expect(await months()).toEqual({ '2019-08': 1 });
    const [file] = (await api.get('/api/timeline/buckets/2019-08', { token: me.token })).body.data.files;
    expect(file).toMatchObject({ id, takenAt: '2019-08-15T07:45:00', width: 40, height: 30, thumbnailState: 'ready' });

    const undated = await uploadId(t, me.token, await sharp(photo).rotate().jpeg().toBuffer(), { name: 'plain.jpg' });
    await t.app.media.jobs.runUntilIdle();
    expect(await months()).toEqual({ '2019-08': 1, [thisMonth()]: 1 });
    expect(await titlesOf(thisMonth())).toEqual(['plain']);

    expect((await api.delete(`/api/media/${id}`, { token: me.token })).status).toBe(200);
    expect(await months()).toEqual({ [thisMonth()]: 1 });
    expect(await titlesOf('2019-08')).toEqual([]);
    expect((await api.delete(`/api/media/${undated}`, { token: me.token })).status).toBe(200);
    expect(await months()).toEqual({});
  });

  it('a document never counts; a row whose date or owner changes moves', async () => {
    const doc = await uploadId(t, me.token, Buffer.from('%PDF-1.4\n%%EOF\n'), { name: 'notes.pdf' });
    expect(await months()).toEqual({});
    expect((await api.delete(`/api/media/${doc}`, { token: me.token })).status).toBe(200);

    const row = bytelessMediaRow({
      user_id: me.id,
      title: 'moved',
      original_name: 'moved.jpg',
      category: 'image',
      mime_type: 'image/jpeg',
      created_at: '2025-05-05T05:05:05.000Z',
    });
    await t.ctx.db.insertInto('media_files').values(row).execute();
    expect(await months()).toEqual({ '2025-05': 1 });
    await t.ctx.db
      .updateTable('media_files')
      .set({ taken_at: '2001-01-01T00:00:00' })
      .where('id', '=', row.id)
      .execute();
    expect(await months()).toEqual({ '2001-01': 1 });
    await t.ctx.db.updateTable('media_files').set({ taken_at: null }).where('id', '=', row.id).execute();
    expect(await months()).toEqual({ '2025-05': 1 });
    await t.ctx.db.updateTable('media_files').set({ category: 'other' }).where('id', '=', row.id).execute();
    expect(await months()).toEqual({});
    await t.ctx.db.updateTable('media_files').set({ category: 'video' }).where('id', '=', row.id).execute();
    expect(await titlesOf('2025-05')).toEqual(['moved']);
    await t.ctx.db.deleteFrom('media_files').where('id', '=', row.id).execute();
    expect(await months()).toEqual({});
  });
});
