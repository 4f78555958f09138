import { join } from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import { card } from './helpers/media.ts';
import {
  anonymousContext,
  BASE_URL,
  enterSharePassword,
  expectShareCounts,
  FIXTURES,
  IMAGE,
  localDateTime,
  newSharer,
  protectedShare,
  readClipboard,
  shareRow,
  slugOf,
  startForeignSite,
  useUp,
  VIDEO,
} from './helpers/sharing.ts';
import { expectRefusals, fillByLabel } from './support/forms.ts';
import { downloadBy, expectWithinScreen, snap } from './support/screens.ts';

// A new user shares an image and a video; anonymous visitors open them, and another site embeds them. Each test has an
// account of its own, with the files and shares the earlier steps would have left made through the API.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PASSWORD = 'open-sesame';

async function shareFromLibrary(page: Page, title: string) {
  await page.goto('/library');
  await page.getByRole('button', { name: 'Grid view' }).click();
  const item = card(page, title);
  await item.hover();
  await item.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share File' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('uploads an image and a video, then shares the image from the library with a password, an expiry and limits', async ({
  page,
  request,
}) => {
  await newSharer(request, page);
  await page.goto('/sharing');
  await expect(page.getByText('No shares created yet')).toBeVisible();
  await snap(page, 'sharing-empty');

  await page.goto('/upload');
  await page
    .getByTestId('file-input')
    .setInputFiles([join(FIXTURES, 'fixture.jpg'), join(FIXTURES, 'fixture-imovie.mp4')]);
  await page.getByRole('button', { name: 'Upload 2 Files' }).click();
  await expect(page.getByTestId('count-completed')).toHaveText('2', { timeout: 30_000 });

  const dialog = await shareFromLibrary(page, 'fixture');
  const create = dialog.getByRole('button', { name: 'Create Share Link' });
  await expectRefusals(dialog, create, [
    [{ 'Expiration Date': localDateTime(-1) }, 'Expiration date must be in the future'],
    [{ 'Expiration Date': localDateTime(3), 'Max Downloads': '0' }, 'Maximum downloads must be at least 1'],
    [{ 'Max Views': '3', 'Max Downloads': '2', Password: 'abc' }, 'Password must be at least 4 characters long'],
  ]);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await snap(page, 'sharing-modal-filled');
  await create.click();

  await expect(dialog.getByText('Share link created successfully')).toBeVisible();
  const link = await dialog.getByTestId('share-link').inputValue();
  expect(link).toMatch(new RegExp(`^${BASE_URL}/s/[A-Za-z0-9_-]{11,}$`));
  const slug = slugOf(link);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Share link copied to clipboard')).toBeVisible();
  expect(await readClipboard(page)).toBe(link);
  await snap(page, 'sharing-modal-created');
  // One message per action: the created view says it, no toast repeats it.
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Share link created successfully' })).toHaveCount(0);

  await dialog.getByRole('link', { name: 'Manage all shares' }).click();
  await expect(page).toHaveURL(/\/sharing$/);
  const row = shareRow(page, slug);
  await expect(row.getByTestId('share-title')).toHaveText('fixture');
  await expect(row).toContainText('fixture.jpg');
  await expect(row.getByTestId('share-locked')).toBeVisible();
  await expectShareCounts(row, { badge: 'Active', views: '0 / 3', downloads: '0 / 2' });
  await expect(row.getByTestId('share-expiry')).toHaveText('Expires in 2 days 23 hours');
  await row.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard', { exact: true })).toBeVisible();
  expect(await readClipboard(page)).toBe(link);
  await expect(row.getByRole('link', { name: 'Open link' })).toHaveAttribute('href', `/s/${slug}`);
  await expect(row.getByRole('link', { name: 'Open link' })).toHaveAttribute('target', '_blank');
  await snap(page, 'sharing-list');
});

test('a visitor opens the protected image: password prompt, wrong and right password, preview, download, raw link, limits', async ({
  browser,
  request,
}) => {
  const { token, ids } = await newSharer(request, null, [IMAGE]);
  const slug = await protectedShare(request, token, ids[0], PASSWORD);
  const visitor = await anonymousContext(browser);
  const page = await visitor.newPage();
  await page.goto(`/s/${slug}`);
  await expect(page.getByText('This shared file is password protected')).toBeVisible();
  const access = page.getByRole('button', { name: 'Access File' });
  await expect(access).toBeDisabled();
  await page.getByLabel('Enter Password', { exact: true }).fill('   ');
  await expect(access).toBeDisabled();
  await snap(page, 'public-share-password');

  await enterSharePassword(page, 'not-the-password');
  await expect(page.getByTestId('password-prompt').getByRole('alert')).toHaveText('Invalid password');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid password' })).toBeVisible();
  // The server's refusal puts the focus back in the field, ready for the next try.
  await expect(page.getByLabel('Enter Password', { exact: true })).toBeFocused();
  await snap(page, 'public-share-wrong-password');

  await page.getByLabel('Enter Password', { exact: true }).fill(PASSWORD);
  await access.click();
  await expect(page.getByTestId('shared-title')).toHaveText('fixture');
  // The wrong password's notification does not stay over the file it opened.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid password' })).toHaveCount(0);
  await expect(page.getByTestId('shared-original-name')).toHaveText('fixture.jpg');
  await expect(page.getByTestId('fact-type')).toHaveText('image');
  await expect(page.getByTestId('fact-size')).toHaveText(/KB$/);
  await expect(page.getByTestId('fact-views')).toHaveText('1 / 3');
  await expect(page.getByTestId('fact-downloads')).toHaveText('0 / 2');
  await expect(page.getByTestId('shared-expiry')).toHaveText('Expires in 2 days 23 hours');
  await expect(page.getByRole('button', { name: 'Embed' })).toHaveCount(0);
  const preview = page.getByTestId('share-preview');
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await snap(page, 'public-share-image');

  const download = await downloadBy(page, page.getByRole('button', { name: 'Download' }));
  expect(download.suggestedFilename()).toBe('fixture.jpg');
  await expect(page.getByTestId('fact-downloads')).toHaveText('1 / 2');

  await page.getByRole('button', { name: 'Copy Raw Link' }).click();
  await expect(page.getByText('Raw link copied to clipboard')).toBeVisible();
  const raw = await readClipboard(page);
  expect(raw).toBe(`${BASE_URL}/r/${slug}?password=${PASSWORD}`);

  // The raw link in a browser that has never seen the share: the file itself (a whole-file GET counts a download).
  const stranger = await anonymousContext(browser);
  const rawPage = await stranger.newPage();
  const rawResponse = await rawPage.goto(raw);
  expect(rawResponse?.status()).toBe(200);
  expect(rawResponse?.headers()['content-type']).toMatch(/^image\/jpeg/);
  expect(
    await rawPage.evaluate(() => (document.querySelector('img') as HTMLImageElement | null)?.naturalWidth ?? 0),
  ).toBeGreaterThan(0);
  await stranger.close();

  await page.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText('Download limit reached')).toBeVisible();
  await expect(page.getByTestId('fact-downloads')).toHaveText('2 / 2');
  await snap(page, 'public-share-download-limit');

  // Each fresh page load with the password takes a view: the fourth of three is refused.
  for (let i = 0; i < 4; i++) {
    await page.reload();
    const outcome = page.getByTestId('password-prompt').or(page.getByTestId('share-error'));
    await expect(outcome).toBeVisible();
    if (await page.getByTestId('share-error').isVisible()) break;
    await enterSharePassword(page, PASSWORD);
    await expect(page.getByTestId('shared-media').or(page.getByTestId('share-error'))).toBeVisible();
    if (await page.getByTestId('share-error').isVisible()) break;
  }
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Share link has reached its view limit')).toBeVisible();
  await snap(page, 'public-share-view-limit');
  await visitor.close();
});

test('the sharing screen shows the badge and counters, filters by status, and Edit really saves', async ({
  page,
  browser,
  request,
}) => {
  // The share the visitor above used up.
  const { token, ids } = await newSharer(request, page, [IMAGE]);
  const slug = await protectedShare(request, token, ids[0], PASSWORD);
  await useUp(browser, slug, PASSWORD);
  await page.goto('/sharing');
  const row = shareRow(page, slug);
  await expectShareCounts(row, { badge: 'Limit Reached', views: '3 / 3', downloads: '2 / 2' });
  await snap(page, 'sharing-list-limit');

  await page.getByRole('radio', { name: 'Active', exact: true }).click();
  await expect(page.getByText('No shares match your search')).toBeVisible();
  await page.getByRole('radio', { name: 'Expired/Inactive' }).click();
  await expect(row).toBeVisible();
  await page.getByLabel('Search shares').fill('no-such-file');
  await expect(page.getByText('No shares match your search')).toBeVisible();
  await snap(page, 'sharing-no-match');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  const all = page.getByRole('radio', { name: 'All Shares' });
  await expect(all).toHaveAttribute('aria-checked', 'true');
  await expect(row).toBeVisible();
  // The keyboard walks the filter as a radio group: one Tab stop (the checked choice), arrows check the next.
  await expect(page.getByRole('radio', { name: 'Active', exact: true })).toHaveAttribute('tabindex', '-1');
  await all.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Active', exact: true })).toBeFocused();
  await expect(page.getByText('No shares match your search')).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('radio', { name: 'Expired/Inactive' })).toHaveAttribute('aria-checked', 'true');
  await expect(row).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(all).toHaveAttribute('aria-checked', 'true');
  await expect(all).toBeFocused();

  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Share Link' });
  await expect(dialog.getByLabel('Max Views')).toHaveValue('3');
  await fillByLabel(dialog, { 'Max Views': '10', 'Max Downloads': '' });
  await snap(page, 'sharing-edit');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Share link updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectShareCounts(row, { badge: 'Active', views: '3 / 10', downloads: '2' });

  // Saved on the server: a reload shows it, and the visitor gets in again.
  await page.reload();
  await expect(shareRow(page, slug).getByTestId('share-views')).toHaveText('3 / 10');
  const visitor = await anonymousContext(browser);
  expect((await visitor.request.get(`/api/share/public/s/${slug}?password=${PASSWORD}`)).status()).toBe(200);
  await visitor.close();
  await snap(page, 'sharing-list-edited');
});

test('a video shared with embedding plays, and its embed codes work on another site', async ({
  page,
  browser,
  request,
}) => {
  await newSharer(request, page, [VIDEO]);
  const dialog = await shareFromLibrary(page, 'fixture-imovie');
  await dialog.getByRole('switch', { name: 'Allow embedding in other websites' }).click();
  await dialog.getByRole('button', { name: 'Create Share Link' }).click();
  const slug = slugOf(await dialog.getByTestId('share-link').inputValue());

  const visitor = await anonymousContext(browser);
  const visit = await visitor.newPage();
  await visit.goto(`/s/${slug}`);
  await expect(visit.getByTestId('shared-title')).toHaveText('fixture-imovie');
  await expect(visit.getByTestId('fact-type')).toHaveText('video');
  await expect(visit.getByTestId('fact-views')).toHaveText('1');
  const video = visit.getByTestId('share-preview');
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  await snap(visit, 'public-share-video');

  await visit.getByRole('button', { name: 'Embed' }).click();
  const embed = visit.getByRole('dialog', { name: 'Embed' });
  const pageCode = await embed.getByRole('textbox', { name: 'Full Page Embed' }).inputValue();
  const directCode = await embed.getByRole('textbox', { name: 'Direct Media Embed' }).inputValue();
  expect(pageCode).toContain(`src="${BASE_URL}/s/${slug}?embed=true" width="800" height="600"`);
  expect(directCode).toBe(
    `<video src="${BASE_URL}/api/share/public/s/${slug}/preview" width="800" height="600" controls preload="metadata"></video>`,
  );
  await embed.getByRole('button', { name: 'Copy code: Full Page Embed' }).click();
  await expect(visit.getByText('Embed code copied to clipboard')).toBeVisible();
  expect(await readClipboard(visit)).toBe(pageCode);
  await snap(visit, 'public-share-embed-modal');

  await visit.goto(`/s/${slug}?embed=true`);
  await expect(visit.getByTestId('embedded-media')).toBeVisible();
  await expect(visit.getByRole('button', { name: 'Download' })).toHaveCount(0);
  await snap(visit, 'public-share-embed-view');

  const site = await startForeignSite({
    '/': `<!doctype html><html lang="en"><title>Blog</title><h1>My blog</h1>${pageCode}<br>${directCode.replace('<video ', '<video id="direct" muted ')}`,
  });
  try {
    await visit.goto(`${site.origin}/`);
    await expect(visit.frameLocator('iframe').getByTestId('shared-title')).toHaveText('fixture-imovie');
    const direct = visit.locator('#direct');
    await expect
      .poll(() => direct.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    await snap(visit, 'public-share-foreign-embed-allowed');
  } finally {
    await site.close();
    await visitor.close();
  }
});

test('a share made on the sharing screen without embedding is refused by another site, then deleted', async ({
  page,
  browser,
  request,
}) => {
  await newSharer(request, page, [IMAGE]);
  await page.goto('/sharing');
  await page.getByRole('button', { name: 'Create Share Link' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Share Link' });
  const create = dialog.getByRole('button', { name: 'Create Share Link' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Select File').selectOption({ label: 'fixture (fixture.jpg)' });
  await expect(create).toBeEnabled();
  await snap(page, 'sharing-create-modal');
  await create.click();
  await expect(dialog.getByText('Share link created successfully')).toBeVisible();
  const slug = slugOf(await dialog.getByTestId('share-link').inputValue());
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(shareRow(page, slug)).toBeVisible();

  const visitor = await anonymousContext(browser);
  const visit = await visitor.newPage();
  const previewSrc = `${BASE_URL}/api/share/public/s/${slug}/preview`;
  const site = await startForeignSite({
    '/': `<!doctype html><html lang="en"><title>Blog</title><iframe id="framed" src="${BASE_URL}/s/${slug}?embed=true" width="800" height="600" title="A shared file"></iframe><img id="direct" src="${previewSrc}" alt="direct">`,
  });
  try {
    const framed = visit.waitForResponse((r) => r.url().includes(`/s/${slug}?embed=true`));
    // Refused by the server (403); Chromium may then also block the refusal itself (CORP same-origin).
    const direct = new Promise<string>((resolve) => {
      visit.on('response', (r) => r.url() === previewSrc && resolve(`status ${r.status()}`));
      visit.on('requestfailed', (r) => r.url() === previewSrc && resolve(`failed ${r.failure()?.errorText ?? ''}`));
    });
    await visit.goto(`${site.origin}/`);
    const frameHeaders = (await framed).headers();
    expect(`${frameHeaders['x-frame-options'] ?? ''} ${frameHeaders['content-security-policy'] ?? ''}`).toMatch(
      /SAMEORIGIN|frame-ancestors 'self'/i,
    );
    expect(await direct).toMatch(/^status 403$|^failed net::ERR_BLOCKED_BY_RESPONSE/);
    await expect
      .poll(() => visit.locator('#direct').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0))
      .toBe(true);
    // The framed document is the browser's error page, never the app.
    await visit.waitForTimeout(500);
    await expect(visit.frameLocator('#framed').locator('#root')).toHaveCount(0);
    await snap(visit, 'public-share-foreign-embed-refused');
  } finally {
    await site.close();
  }
  await visit.goto(`/s/${slug}?embed=true`);
  await expect(visit.getByText('Embedding is not allowed for this file')).toBeVisible();

  await page.reload();
  await shareRow(page, slug).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete share link' });
  await expect(confirm).toContainText('Are you sure you want to delete this share link?');
  await snap(page, 'sharing-delete-confirm');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Share link deleted successfully')).toBeVisible();
  await expect(shareRow(page, slug)).toHaveCount(0);

  await visit.goto(`/s/${slug}`);
  await expect(visit.getByText('Share link not found or has expired')).toBeVisible();
  await snap(visit, 'public-share-not-found');
  await visit.goto('/s/');
  await expect(visit).toHaveURL(/\/login$/);
  await visitor.close();
});

test('a PDF shared with location removal asked: the form warns, the row says why, visitors get a sentence', async ({
  page,
  browser,
  request,
}) => {
  await newSharer(request, page);
  await page.goto('/upload');
  await page.getByTestId('file-input').setInputFiles([join(FIXTURES, 'fixture.pdf')]);
  await page.getByRole('button', { name: 'Upload 1 File' }).click();
  await expect(page.getByTestId('count-completed')).toHaveText('1', { timeout: 30_000 });

  await page.goto('/sharing');
  await page.getByRole('button', { name: 'Create Share Link' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Share Link' });
  await dialog.getByLabel('Select File').selectOption({ label: 'fixture (fixture.pdf)' });
  // A document starts with the option off, and the option says what turning it on would do.
  const strip = dialog.getByRole('checkbox', { name: 'Remove location and camera data' });
  await expect(strip).not.toBeChecked();
  await expect(dialog.getByText("This file type can't be cleaned")).toBeVisible();
  await strip.check();
  await snap(page, 'sharing-create-unstrippable');
  await dialog.getByRole('button', { name: 'Create Share Link' }).click();
  const slug = slugOf(await dialog.getByTestId('share-link').inputValue());
  await dialog.getByRole('button', { name: 'Done' }).click();

  const problem = shareRow(page, slug).getByTestId('share-stripping-problem');
  await expect(problem).toHaveText("Not served: location data can't be removed from this file type.");
  await page.setViewportSize({ width: 1440, height: 900 });
  await snap(page, 'sharing-list-stripping-problem-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(problem).toBeVisible();
  await expectWithinScreen(page, 'sharing list with a stripping problem');
  await snap(page, 'sharing-list-stripping-problem-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Never the original: each public route refuses with a sentence.
  const visitor = await anonymousContext(browser);
  for (const path of [`/r/${slug}`, `/api/share/public/s/${slug}/download`, `/api/share/public/s/${slug}/preview`]) {
    const refused = await visitor.request.get(path);
    expect([path, refused.status()]).toEqual([path, 422]);
    expect((await refused.json()).error).toContain('cannot be removed from this type of file');
  }
  await visitor.close();
});
