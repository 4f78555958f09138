import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildMedia } from '../helpers/factories.ts';
import { createShare, loadPage, useShareWorld } from './share-helpers.ts';

// The owner's list says why a share that promises "without location and camera data" refuses its file to visitors:
// a stable code per share, derived from the file's type and the state of its copy.

describe("the share list's strippingProblem", () => {
  const w = useShareWorld();

  const listed = async () => {
    const res = await w.api.get('/api/share?limit=100', { token: w.owner.token });
    expect(res.status).toBe(200);
    return new Map((res.body.data.shares as { id: string; strippingProblem: unknown }[]).map((s) => [s.id, s]));
  };

  it('is null for a share that keeps the file as it is and for one whose copy is made or to be made', async () => {
    const photo = await buildMedia(w.t.ctx, w.owner.user, await sharp({ create: solid }).jpeg().toBuffer(), {
      name: 'photo.jpg',
    });
    const plain = await createShare(w, w.owner.token, { mediaFileId: w.fileId, stripMetadata: false });
    const cleaned = await createShare(w, w.owner.token, { mediaFileId: photo.id });
    const shares = await listed();
    expect(shares.get(plain.id)).toMatchObject({ strippingProblem: null });
    expect(shares.get(cleaned.id)).toMatchObject({ stripMetadata: true, strippingProblem: null });
  });

  it("says 'unsupported_type' for a type whose metadata cannot be removed, and nothing once the option is off", async () => {
    // report.bin: bytes of no known type.
    const share = await createShare(w, w.owner.token, { mediaFileId: w.fileId, stripMetadata: true });
    expect((await listed()).get(share.id)).toMatchObject({ stripMetadata: true, strippingProblem: 'unsupported_type' });
    const off = await w.api.put(`/api/share/${share.id}`, { token: w.owner.token, body: { stripMetadata: false } });
    expect(off.body.data.share).toMatchObject({ stripMetadata: false, strippingProblem: null });
  });

  it("says 'copy_failed' once the copy could not be made, and stops saying it when the owner asks again", async () => {
    const photo = await buildMedia(w.t.ctx, w.owner.user, await sharp({ create: solid }).jpeg().toBuffer(), {
      name: 'broken.jpg',
    });
    const share = await createShare(w, w.owner.token, { mediaFileId: photo.id });
    await w.t.ctx.db
      .updateTable('media_files')
      .set({ stripped_error: 'sharp: premature end of JPEG' })
      .where('id', '=', photo.id)
      .execute();
    expect((await listed()).get(share.id)).toMatchObject({ strippingProblem: 'copy_failed' });
    // Its own GET says the same; a visitor gets the 422 at once.
    const one = await w.api.get(`/api/share/${share.id}`, { token: w.owner.token });
    expect(one.body.data.share.strippingProblem).toBe('copy_failed');
    const visit = await fetch(`${w.t.url}/r/${share.slug}`);
    expect(visit.status).toBe(422);
    // Off and on again: the copy is queued anew and the answer no longer reports the old failure.
    await w.api.put(`/api/share/${share.id}`, { token: w.owner.token, body: { stripMetadata: false } });
    const on = await w.api.put(`/api/share/${share.id}`, { token: w.owner.token, body: { stripMetadata: true } });
    expect(on.body.data.share).toMatchObject({ stripMetadata: true, strippingProblem: null });
  });

  it('costs a visitor no view when it refuses the file with 422', async () => {
    const svg = await buildMedia(
      w.t.ctx,
      w.owner.user,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>'),
      { name: 'icon.svg' },
    );
    const share = await createShare(w, w.owner.token, { mediaFileId: svg.id, stripMetadata: true, maxViews: 1 });
    for (let i = 0; i < 3; i++) {
      expect((await fetch(`${w.t.url}/api/share/public/s/${share.slug}/preview`)).status).toBe(422);
      expect((await fetch(`${w.t.url}/r/${share.slug}`, { headers: { range: 'bytes=0-9' } })).status).toBe(422);
    }
    const row = await w.t.ctx.db
      .selectFrom('shares')
      .select('current_views')
      .where('id', '=', share.id)
      .executeTakeFirst();
    expect(row?.current_views).toBe(0);
  });

  it("tells the share's visitors the same in the page data: why the file is withheld, or null", async () => {
    const svg = await buildMedia(
      w.t.ctx,
      w.owner.user,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>'),
      { name: 'badge.svg' },
    );
    const png = await buildMedia(w.t.ctx, w.owner.user, await sharp({ create: solid }).png().toBuffer(), {
      name: 'badge.png',
    });
    const jpeg = await buildMedia(w.t.ctx, w.owner.user, await sharp({ create: solid }).jpeg().toBuffer(), {
      name: 'badge.jpg',
    });
    const svgShare = await createShare(w, w.owner.token, { mediaFileId: svg.id, stripMetadata: true });
    const pngShare = await createShare(w, w.owner.token, { mediaFileId: png.id, stripMetadata: true });
    const jpegShare = await createShare(w, w.owner.token, { mediaFileId: jpeg.id, stripMetadata: true });
    await w.t.ctx.db
      .updateTable('media_files')
      .set({ stripped_error: 'sharp: bad' })
      .where('id', '=', jpeg.id)
      .execute();
    const pageOf = async (slug: string) => {
      const res = await loadPage(w.api, slug);
      expect(res.status).toBe(200);
      return res.body.data.media as { strippingProblem: unknown };
    };
    expect(await pageOf(svgShare.slug)).toMatchObject({ strippingProblem: 'unsupported_type' });
    expect(await pageOf(pngShare.slug)).toMatchObject({ strippingProblem: null });
    expect(await pageOf(jpegShare.slug)).toMatchObject({ strippingProblem: 'copy_failed' });
    // The owner's list says the same of each.
    const shares = await listed();
    expect(shares.get(svgShare.id)).toMatchObject({ strippingProblem: 'unsupported_type' });
    expect(shares.get(pngShare.id)).toMatchObject({ strippingProblem: null });
    expect(shares.get(jpegShare.id)).toMatchObject({ strippingProblem: 'copy_failed' });
  });

  it('starts a new share with the option off for a type it cannot clean, on for one it can', async () => {
    const svg = await buildMedia(
      w.t.ctx,
      w.owner.user,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>'),
      { name: 'logo.svg' },
    );
    const png = await buildMedia(w.t.ctx, w.owner.user, await sharp({ create: solid }).png().toBuffer(), {
      name: 'logo.png',
    });
    const svgShare = await createShare(w, w.owner.token, { mediaFileId: svg.id });
    const pngShare = await createShare(w, w.owner.token, { mediaFileId: png.id });
    const shares = await listed();
    expect(shares.get(svgShare.id)).toMatchObject({ stripMetadata: false, strippingProblem: null });
    expect(shares.get(pngShare.id)).toMatchObject({ stripMetadata: true, strippingProblem: null });
  });
});

const solid = { width: 8, height: 8, channels: 3 as const, background: { r: 10, g: 20, b: 30 } };
