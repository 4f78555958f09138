import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaFileRow } from '../../src/db/tables.ts';
import { buildMedia, buildShare } from '../helpers/factories.ts';
import { rawGet } from '../media/media-helpers.ts';
import { grantFor, pngBytes, shareRow, useShareWorld, WEB_INDEX_HTML } from './share-helpers.ts';

// The picture a link preview shows (og:image of /s/{slug}) is a small thumbnail, never a free way to the full-size
// picture, and it ends with the share's views like every other grant-less read.

const LINK_PREVIEW_MAX_SIDE = 640;

describe('the link-preview image of a share', () => {
  const w = useShareWorld({ webFiles: { 'index.html': WEB_INDEX_HTML }, env: { TRUST_PROXY: 'true' } });
  let photo: MediaFileRow;

  beforeAll(async () => {
    photo = await buildMedia(w.t.ctx, w.owner.user, await pngBytes(2000, 1500), { name: 'photo.png', process: true });
    await w.t.app.media.jobs.runUntilIdle();
  });

  /** The og:image URL of the share's page, on the test server. */
  async function ogImage(slug: string): Promise<URL> {
    const html = await (await fetch(`${w.t.url}/s/${slug}`)).text();
    const content = /<meta property="og:image" content="([^"]*)" \/>/.exec(html)?.[1];
    if (!content) throw new Error('no og:image');
    const named = new URL(content.replaceAll('&amp;', '&'));
    return new URL(named.pathname + named.search, w.t.url);
  }

  const thumbnail = (slug: string, query: Record<string, string>, n: number) =>
    rawGet(`${w.t.url}/api/share/public/s/${slug}/thumbnail?${new URLSearchParams(query)}`, {
      'x-forwarded-for': `192.0.2.${n}`,
      'user-agent': `unfurler-${n}`,
    });

  it('names a thumbnail of at most 640 px, served without paying a view', async () => {
    const share = await buildShare(w.t.ctx, photo);
    const url = await ogImage(share.slug);
    expect(url.searchParams.get('size')).not.toBe('large');
    const res = await rawGet(url.href, {});
    expect(res.status).toBe(200);
    const { width = 0, height = 0 } = await sharp(res.body).metadata();
    expect(Math.max(width, height)).toBeLessThanOrEqual(LINK_PREVIEW_MAX_SIDE);
    expect((await shareRow(w.t, share.id)).current_views).toBe(0);
  });

  it("the link-preview grant opens no larger size: asked for 'large' it is a grant-less read that pays a view", async () => {
    const share = await buildShare(w.t.ctx, photo, { maxViews: 1 });
    const grant = (await ogImage(share.slug)).searchParams.get('grant') ?? '';
    for (const [size, n] of [
      ['small', 1],
      ['medium', 2],
    ] as const)
      expect((await thumbnail(share.slug, { size, grant }, n)).status).toBe(200);
    expect((await shareRow(w.t, share.id)).current_views).toBe(0);
    expect((await thumbnail(share.slug, { size: 'large', grant }, 3)).status).toBe(200);
    expect((await shareRow(w.t, share.id)).current_views).toBe(1);
    const refused = await thumbnail(share.slug, { size: 'large', grant }, 4);
    expect(refused.status).toBe(410);
  });

  it('once the views are used up, a thumbnail without a view grant answers 410, the link-preview grant too', async () => {
    const share = await buildShare(w.t.ctx, photo, { maxViews: 1 });
    const linkGrant = (await ogImage(share.slug)).searchParams.get('grant') ?? '';
    const viewGrant = await grantFor(w.api, share.slug);
    expect((await shareRow(w.t, share.id)).current_views).toBe(1);
    expect((await thumbnail(share.slug, { size: 'small' }, 10)).status).toBe(410);
    for (const size of ['small', 'medium'])
      expect([size, (await thumbnail(share.slug, { size, grant: linkGrant }, 11)).status]).toEqual([size, 410]);
    // The visitor who paid the last view keeps its pictures.
    expect((await thumbnail(share.slug, { size: 'large', grant: viewGrant }, 12)).status).toBe(200);
  });
});
