import { describe, expect, it } from 'vitest';
import { migrateToLatest, revertMigrationsAfter } from '../../src/db/migrate.ts';
import { buildMedia, buildShare } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { pngBytes } from '../share/share-helpers.ts';
import { fixture } from '../helpers/fixtures.ts';
import { useMember } from './media-helpers.ts';

// Migration 0012 on an instance that already has files and shares: shares of photos and videos start stripping, and
// HEIC photos made before it get their browser-viewable copy.
describe('the viewable-copies migration on existing files and shares', () => {
  const t = useTestApp();
  const me = useMember(t);

  it('switches existing photo shares to stripping and queues copies for existing HEIC photos', async () => {
    const photo = await buildMedia(t.ctx, me.user, await pngBytes(), { name: 'red.png' });
    const pdf = await buildMedia(t.ctx, me.user, fixture('fixture.pdf'));
    const heic = await buildMedia(t.ctx, me.user, fixture('fixture-heic.heic'));
    const photoShare = await buildShare(t.ctx, photo);
    const pdfShare = await buildShare(t.ctx, pdf);
    await revertMigrationsAfter(t.ctx.db, '0011-resumable-uploads');
    await migrateToLatest(t.ctx.db);

    const strip = async (id: string) =>
      (await t.ctx.db.selectFrom('shares').select('strip_metadata').where('id', '=', id).executeTakeFirstOrThrow())
        .strip_metadata;
    expect([await strip(photoShare.id), await strip(pdfShare.id)]).toEqual([true, false]);

    await t.app.media.jobs.runUntilIdle();
    await t.app.media.previews.runUntilIdle();
    const file = (await t.api.get(`/api/media/${heic.id}`, { token: me.token })).body.data.file;
    expect(file).toMatchObject({ previewState: 'ready', previewMimeType: 'image/webp', thumbnailState: 'ready' });
  });
});
