import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaFileRow } from '../../src/db/tables.ts';
import { buildMedia, buildShare } from '../helpers/factories.ts';
import { fixture } from '../helpers/fixtures.ts';
import { noise } from '../helpers/media-test-files.ts';
import { rawGet } from '../media/media-helpers.ts';
import { viewRoutes } from './public-routes.ts';
import {
  downloadsGivenBack,
  grantFor,
  pngBytes,
  shareRow,
  takeFirstBytesAndLeave,
  useShareWorld,
} from './share-helpers.ts';

// The raw link /r/{slug} with a Range header: a range that covers the whole file, or any range of a file that cannot
// be previewed, is a copy and pays a download; a player's ranges of a previewable file pay one view per visitor.

/** A visitor of its own: address (the test app trusts X-Forwarded-For) and user agent. */
const visitor = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n % 250}`, 'user-agent': `ranged-visitor-${n}` });

describe('ranged reads of the raw link', () => {
  const w = useShareWorld({ env: { TRUST_PROXY: 'true' } });
  let image: MediaFileRow;
  let imageBytes: Buffer;

  beforeAll(async () => {
    imageBytes = await pngBytes(320, 240);
    image = await buildMedia(w.t.ctx, w.owner.user, imageBytes, { name: 'wide.png' });
  });

  const raw = (slug: string, headers: Record<string, string>) => rawGet(`${w.t.url}/r/${slug}`, headers);
  const headStatus = async (slug: string, headers: Record<string, string>) =>
    (await fetch(`${w.t.url}/r/${slug}`, { method: 'HEAD', headers })).status;

  it('maxDownloads 1: of 30 concurrent "bytes=0-" reads, exactly one full copy goes out, the rest get 410', async () => {
    for (const [media, content] of [
      [w.file, w.content],
      [image, imageBytes],
    ] as const) {
      const share = await buildShare(w.t.ctx, media, { maxDownloads: 1 });
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => raw(share.slug, { range: 'bytes=0-', ...visitor(i) })),
      );
      const served = results.filter((r) => r.status === 200 || r.status === 206);
      expect(served).toHaveLength(1);
      expect(served[0].body.equals(content)).toBe(true);
      expect(results.filter((r) => r.status === 410)).toHaveLength(29);
      expect(await shareRow(w.t, share.id)).toMatchObject({ current_downloads: 1, current_views: 0 });
    }
  });

  it('every way of asking for the whole file pays a download, on any type', async () => {
    for (const [media, content] of [
      [w.file, w.content],
      [image, imageBytes],
    ] as const) {
      const size = content.length;
      const wholes: Record<string, string>[] = [
        { range: 'bytes=0-' },
        { range: `bytes=0-${size - 1}` },
        { range: `bytes=0-${size + 1000}` },
        { range: `bytes=-${size}` },
        { range: `bytes=-${size + 1000}` },
        { range: 'bytes=0-9, 10-' }, // several ranges: answered with the whole file
        { range: 'bytes=5-1' }, // not a valid range: ignored, the whole file
        { range: 'bytes=0-9', 'if-range': '"not-this-file"' }, // a stale If-Range: the whole file
      ];
      const share = await buildShare(w.t.ctx, media, { maxDownloads: wholes.length });
      for (const [i, headers] of wholes.entries()) {
        const res = await raw(share.slug, { ...headers, ...visitor(40 + i) });
        expect([headers, res.status < 300, res.body.equals(content)]).toEqual([headers, true, true]);
        expect([headers, (await shareRow(w.t, share.id)).current_downloads]).toEqual([headers, i + 1]);
      }
      // The downloads are used up: each of those now answers 410, and a view of the share is not a way around it.
      for (const headers of wholes) expect((await raw(share.slug, { ...headers, ...visitor(60) })).status).toBe(410);
      expect((await shareRow(w.t, share.id)).current_views).toBe(0);
    }
  });

  it('a file that cannot be previewed pays a download for any range of it: a piece, or one reaching the end', async () => {
    const size = w.content.length;
    const share = await buildShare(w.t.ctx, w.file, { maxDownloads: 3 });
    const pieces = ['bytes=0-99', `bytes=100-${size - 2}`, `bytes=-1`];
    for (const [i, range] of pieces.entries()) {
      const res = await raw(share.slug, { range, ...visitor(70) });
      expect([range, res.status]).toEqual([range, 206]);
      expect((await shareRow(w.t, share.id)).current_downloads).toBe(i + 1);
    }
    for (const range of [...pieces, 'bytes=100-', 'bytes=5-9'])
      expect([range, (await raw(share.slug, { range, ...visitor(71) })).status]).toEqual([range, 410]);
    expect((await shareRow(w.t, share.id)).current_views).toBe(0);
  });

  it("a player's partial ranges of a previewable file cost one view per visitor, and no download", async () => {
    const size = imageBytes.length;
    const share = await buildShare(w.t.ctx, image, { maxDownloads: 1, maxViews: 2 });
    for (const range of ['bytes=0-1', 'bytes=0-99', `bytes=100-`, `bytes=-100`, `bytes=1-${size - 1}`]) {
      const res = await raw(share.slug, { range, ...visitor(80) });
      expect([range, res.status]).toEqual([range, 206]);
    }
    expect(await shareRow(w.t, share.id)).toMatchObject({ current_views: 1, current_downloads: 0 });
    // The whole file is still a download, for this visitor as for anyone.
    expect((await raw(share.slug, { range: 'bytes=0-', ...visitor(80) })).status).toBe(206);
    expect(await shareRow(w.t, share.id)).toMatchObject({ current_views: 1, current_downloads: 1 });
  });

  it("a player's open-ended ranges of a video get parts, never the whole file: one view, no download", async () => {
    const clip = await buildMedia(w.t.ctx, w.owner.user, fixture('fixture-imovie.mp4'), { name: 'clip.mp4' });
    const content = await readFile(fixture('fixture-imovie.mp4'));
    const size = content.length;
    // Its download is used up: a player that plays the raw link as a browser does still gets every byte, as a view.
    const share = await buildShare(w.t.ctx, clip, { maxDownloads: 1, maxViews: 1 });
    expect((await raw(share.slug, { ...visitor(100) })).status).toBe(200);
    const first = await raw(share.slug, { range: 'bytes=0-', ...visitor(101) });
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-${size - 2}/${size}`);
    const rest = await raw(share.slug, { range: `bytes=${size - 1}-`, ...visitor(101) });
    expect(rest.headers['content-range']).toBe(`bytes ${size - 1}-${size - 1}/${size}`);
    expect(Buffer.concat([first.body, rest.body]).equals(content)).toBe(true);
    expect(await shareRow(w.t, share.id)).toMatchObject({ current_views: 1, current_downloads: 1 });
    // Asked for by its explicit end, the whole file is a copy, and none is left.
    expect((await raw(share.slug, { range: `bytes=0-${size - 1}`, ...visitor(101) })).status).toBe(410);
  });

  it('a view grant makes partial ranges of a previewable file free, but never a whole copy', async () => {
    const share = await buildShare(w.t.ctx, image, { maxDownloads: 0 });
    const grant = await grantFor(w.api, share.slug);
    const withGrant = (range: string) => raw(`${share.slug}?grant=${grant}`, { range, ...visitor(90) });
    expect((await withGrant('bytes=0-99')).status).toBe(206);
    expect((await withGrant('bytes=0-')).status).toBe(410);
    const other = await buildShare(w.t.ctx, w.file, { maxDownloads: 0 });
    const otherGrant = await grantFor(w.api, other.slug);
    const piece = await raw(`${other.slug}?grant=${otherGrant}`, { range: 'bytes=0-99', ...visitor(91) });
    expect(piece.status).toBe(410);
    expect(piece.body.toString()).toContain('DOWNLOAD_LIMIT_REACHED');
  });

  it('HEAD of a whole range pays nothing and says 410 once the downloads are used up', async () => {
    const share = await buildShare(w.t.ctx, w.file, { maxDownloads: 1 });
    expect(await headStatus(share.slug, { range: 'bytes=0-' })).toBe(206);
    expect((await shareRow(w.t, share.id)).current_downloads).toBe(0);
    expect((await raw(share.slug, { range: 'bytes=0-', ...visitor(95) })).status).toBe(206);
    expect(await headStatus(share.slug, { range: 'bytes=0-' })).toBe(410);
    expect((await shareRow(w.t, share.id)).current_downloads).toBe(1);
  });

  it('a whole range cut off before its last byte gives its download back', async () => {
    const big = await buildMedia(w.t.ctx, w.owner.user, noise('a big ranged file', 8 * 1024 * 1024), {
      name: 'big.bin',
    });
    const share = await buildShare(w.t.ctx, big, { maxDownloads: 1 });
    await takeFirstBytesAndLeave(`${w.t.url}/r/${share.slug}`, { range: 'bytes=0-' });
    expect(await downloadsGivenBack(w.t, share.id)).toBe(0);
    const whole = await raw(share.slug, { range: 'bytes=0-' });
    expect(whole.status).toBe(206);
    expect(whole.body.length).toBe(8 * 1024 * 1024);
    expect((await shareRow(w.t, share.id)).current_downloads).toBe(1);
  });

  it('the preview route is a view by definition: a ranged preview of the whole file pays a view, not a download', async () => {
    const share = await buildShare(w.t.ctx, image, { maxDownloads: 0, maxViews: 1 });
    const res = await viewRoutes.preview(w.t, share.slug, { headers: { range: 'bytes=0-', ...visitor(99) } });
    expect(res.status).toBe(206);
    expect(await shareRow(w.t, share.id)).toMatchObject({ current_views: 1, current_downloads: 0 });
  });
});
