import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaFileRow } from '../../src/db/tables.ts';
import { buildMedia, buildMultiShare } from '../helpers/factories.ts';
import { pngBytes, shareRow, useShareWorld, WEB_INDEX_HTML } from './share-helpers.ts';

// /s/{slug} of a multi-file link: its title, and its first item's thumbnail under a link-preview grant.

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];

describe('the share page of a multi-file link', () => {
  const w = useShareWorld({ webFiles: { 'index.html': WEB_INDEX_HTML } });
  let picture: MediaFileRow;

  beforeAll(async () => {
    picture = await buildMedia(w.t.ctx, w.owner.user, await pngBytes(), { name: 'first.png', process: true });
    await w.t.app.media.jobs.runUntilIdle();
  });

  it("names the link's title and its first item's picture, which the grant opens without a view", async () => {
    const share = await buildMultiShare(w.t.ctx, w.owner.user, { mediaIds: [picture.id, w.fileId], title: 'Trip' });
    const html = await (await fetch(`${w.t.url}/s/${share.slug}`)).text();
    expect(metaContent(html, 'og:title')).toBe('Trip');
    const image = (metaContent(html, 'og:image') ?? '').replaceAll('&amp;', '&');
    expect(image).toMatch(
      new RegExp(
        `^http://vaultbox\\.test/api/share/public/s/${share.slug}/items/${picture.id}/thumbnail\\?size=medium&grant=`,
      ),
    );
    const res = await fetch(image.replace('http://vaultbox.test', w.t.url));
    expect(res.status).toBe(200);
    expect((await shareRow(w.t, share.id)).current_views).toBe(0);
  });

  it('says nothing of a protected link', async () => {
    const share = await buildMultiShare(w.t.ctx, w.owner.user, { mediaIds: [picture.id] }, { password: 'secret-2' });
    const html = await (await fetch(`${w.t.url}/s/${share.slug}`)).text();
    expect(html).not.toContain('og:image');
    expect(html).not.toContain(picture.id);
  });
});
