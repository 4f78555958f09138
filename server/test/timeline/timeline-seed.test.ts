import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedTimelineFiles } from '../helpers/timeline-seed.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { rawGet, useMember } from '../media/media-helpers.ts';

// The seeder of the timeline's end-to-end spec and bench: its rows must look like real photos to every call that
// reads them (the timeline, the library's totals, the storage figures, the thumbnails and the file itself).

describe('seedTimelineFiles', () => {
  const t = useTestApp();
  const { api } = t;
  const me = useMember(t);

  it('writes images and videos over ten years of months, with thumbnails, counted everywhere', async () => {
    const now = new Date('2026-11-15T12:00:00Z');
    const seeded = await seedTimelineFiles(t.ctx.db, me.id, 600, {
      blobsRoot: join(t.dataDir, 'blobs'),
      now,
      seed: 7,
    });
    expect(seeded.files).toBe(600);
    expect(seeded.bytes).toBeGreaterThan(0);

    const { data } = (await api.get('/api/timeline/buckets', { token: me.token })).body;
    expect(data.total).toBe(600);
    expect(data.buckets.length).toBe(seeded.months);
    expect(data.buckets.length).toBeGreaterThan(60);
    expect(data.buckets[0].month <= '2026-11').toBe(true);
    expect(data.buckets.at(-1).month >= '2016-11').toBe(true);
    expect(data.buckets.reduce((sum: number, b: { count: number }) => sum + b.count, 0)).toBe(600);

    const stats = (await api.get('/api/user/stats', { token: me.token })).body.data;
    expect(stats.files.total).toBe(600);
    expect(stats.storage.used).toBe(seeded.bytes);

    const busiest = [...data.buckets].sort((a, b) => b.count - a.count)[0];
    const page = (await api.get(`/api/timeline/buckets/${busiest.month}?limit=500`, { token: me.token })).body.data;
    expect(page.files).toHaveLength(busiest.count);
    const ratios = new Set(page.files.map((f: { width: number; height: number }) => (f.width / f.height).toFixed(2)));
    expect(ratios.size).toBeGreaterThan(2);
    expect(page.files.filter((f: { takenAt: string | null }) => f.takenAt).length).toBeGreaterThan(busiest.count / 2);

    const image = page.files.find((f: { category: string }) => f.category === 'image');
    expect(image.thumbnailState).toBe('ready');
    const auth = { authorization: `Bearer ${me.token}` };
    const small = await rawGet(`${t.url}/api/media/${image.id}/thumbnail?size=small`, auth);
    expect(small.status).toBe(200);
    const meta = await sharp(small.body).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(160);
    expect(Math.sign(meta.width! - meta.height!)).toBe(Math.sign(image.width - image.height));
    const original = await rawGet(`${t.url}/api/media/${image.id}/download`, auth);
    expect(original.status).toBe(200);
  });

  it('without a blob root writes rows only, quickly', async () => {
    const other = await seedTimelineFiles(t.ctx.db, me.id, 50, { seed: 8 });
    expect(other.bytes).toBe(0);
    const { data } = (await api.get('/api/timeline/buckets', { token: me.token })).body;
    expect(data.total).toBe(650);
  });
});
