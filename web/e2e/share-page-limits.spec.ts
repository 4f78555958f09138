import { join } from 'node:path';
import { expect, test, type APIRequestContext } from './support/test.ts';
import { anonymousContext, FIXTURES, IMAGE, newSharer, shareRow } from './helpers/sharing.ts';
import { WIDE, downloadBy, snap, snapBoth } from './support/screens.ts';

// The public share page at a link's download limit, and its "Expires in" (docs/product.md, Public share page; Formats).
const REASON = 'This link has reached its download limit: its files can no longer be downloaded.';
const PNG = { path: join(FIXTURES, 'fixture.png'), title: 'Harbour', mimeType: 'image/png' };

async function createShare(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<string> {
  const res = await request.post('/api/share', { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { share: { slug: string } } }).data.share.slug;
}

test('a file link at its download limit: Download is disabled with the reason, also after a reload', async ({
  browser,
  request,
}) => {
  const { token, ids } = await newSharer(request, null, [IMAGE]);
  const slug = await createShare(request, token, { mediaFileId: ids[0], maxDownloads: 1 });
  const visitor = await anonymousContext(browser);
  const page = await visitor.newPage();
  await page.setViewportSize(WIDE);
  await page.goto(`/s/${slug}`);
  const download = page.getByRole('button', { name: 'Download', exact: true });
  await expect(download).toBeEnabled();
  await expect(page.getByTestId('download-limit-reason')).toHaveCount(0);
  await (await downloadBy(page, download)).path();
  await expect(page.getByTestId('fact-downloads')).toHaveText('1 / 1');
  await expect(download).toBeDisabled();

  await page.reload();
  await expect(page.getByTestId('fact-downloads')).toHaveText('1 / 1');
  await expect(download).toBeDisabled();
  await expect(download).toHaveAccessibleDescription(REASON);
  await expect(page.getByTestId('download-limit-reason')).toHaveText(REASON);
  await snapBoth(page, 'public-share-downloads-used-up');
  await visitor.close();
});

test('a selection link at its download limit: Download all and the items are disabled with the reason', async ({
  browser,
  request,
}) => {
  const { token, ids } = await newSharer(request, null, [IMAGE, PNG]);
  const slug = await createShare(request, token, { mediaFileIds: ids, maxDownloads: 1 });
  const visitor = await anonymousContext(browser);
  const page = await visitor.newPage();
  await page.setViewportSize(WIDE);
  await page.goto(`/s/${slug}`);
  await expect(page.getByTestId('shared-item')).toHaveCount(2);
  await (await downloadBy(page, page.getByTestId('download-all'))).path();

  await page.reload();
  await expect(page.getByTestId('fact-downloads')).toHaveText('1 / 1');
  const all = page.getByRole('button', { name: 'Download all' });
  await expect(all).toBeDisabled();
  await expect(all).toHaveAccessibleDescription(REASON);
  await expect(page.getByRole('link', { name: 'Download all' })).toHaveCount(0);
  await snapBoth(page, 'public-selection-downloads-used-up');

  await page.setViewportSize(WIDE);
  await page.getByTestId('shared-item').first().click();
  const viewer = page.getByTestId('item-viewer');
  const itemDownload = viewer.getByRole('button', { name: 'Download', exact: true });
  await expect(itemDownload).toBeDisabled();
  await expect(viewer.getByTestId('download-limit-reason')).toHaveText(REASON);
  await snap(page, 'public-selection-item-downloads-used-up');
  await visitor.close();
});

test('"Expires in" rounds down: days and hours under a week, on the list and the public page', async ({
  browser,
  page,
  request,
}) => {
  const { token, ids } = await newSharer(request, page, [IMAGE]);
  // 3 days, 2 hours and a half: rounded up it would say 4 days, rounded to the hour 3 days 3 hours.
  const expiresAt = new Date(Date.now() + ((3 * 24 + 2) * 60 + 30) * 60_000).toISOString();
  const slug = await createShare(request, token, { mediaFileId: ids[0], expiresAt });
  await page.goto('/sharing');
  await expect(shareRow(page, slug).getByTestId('share-expiry')).toHaveText('Expires in 3 days 2 hours');

  const visitor = await anonymousContext(browser);
  const visit = await visitor.newPage();
  await visit.setViewportSize(WIDE);
  await visit.goto(`/s/${slug}`);
  await expect(visit.getByTestId('shared-expiry')).toHaveText('Expires in 3 days 2 hours');
  await snapBoth(visit, 'public-share-expires-in');
  await visitor.close();
});
