import { expect, test, type Browser, type Page } from './support/test.ts';
import { basename, join } from 'node:path';
import { apiToken, uploadFile, waitUntilProcessed } from './helpers/media.ts';
import { FIXTURES } from './support/paths.ts';
import { downloadBy, expectWithinScreen, snap } from './support/screens.ts';
import { createActiveUser, signIn } from './support/users.ts';

// The public profile (docs/product.md, Public profile): the owner writes a bio, makes the profile public and marks a
// file public in the library; a visitor without an account opens /u/{username}, sees the profile and only that
// file, opens it and downloads it, on a wide screen and a phone, in English and German; a share page names the owner
// only while the profile is public.

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOWN = { path: join(FIXTURES, 'fixture.jpg'), title: 'Harbour at dusk', mimeType: 'image/jpeg' };
const HIDDEN = { path: join(FIXTURES, 'exif-Landscape_1.jpg'), title: 'Kept to myself', mimeType: 'image/jpeg' };

async function visitor(browser: Browser, locale: string, viewport: typeof WIDE): Promise<Page> {
  const context = await browser.newContext({ locale, viewport });
  return context.newPage();
}

test('a public profile shows its owner and the files marked public to anyone, and nothing once private', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(WIDE);
  const user = await createActiveUser('profile');
  const token = await apiToken(request, user);
  const ids = [await uploadFile(request, token, SHOWN), await uploadFile(request, token, HIDDEN)];
  await waitUntilProcessed(request, token, ids);
  await signIn(page, user);

  // The profile: a name and a bio.
  await page.goto('/settings');
  await page.getByLabel('Display Name').fill('Jonas Berg');
  await page.getByLabel('Bio').fill('Harbours, boats and the light of the north.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  // Privacy: public, and each hint says what happens.
  await page.goto('/settings?tab=privacy');
  await expect(page.getByText(`/u/${user.username} answers “Profile not found”`)).toBeVisible();
  await page.getByTestId('profile-visibility').selectOption('public');
  await expect(page.getByText(`Anyone with the address /u/${user.username} can see your name`)).toBeVisible();
  await expect(
    page.getByText('Keep the network, browser and device of people who open your share links'),
  ).toBeVisible();
  await expect(page.getByTestId('public-profile-link')).toHaveAttribute('href', `/u/${user.username}`);
  await snap(page, 'public-profile-settings-privacy');

  // The library: mark one file public; its card says so.
  await page.goto('/library');
  const shown = page.getByTestId('media-card').filter({ hasText: SHOWN.title });
  await shown.getByRole('button', { name: `More actions for ${SHOWN.title}` }).click();
  await page.getByRole('menuitem', { name: 'Mark public' }).click();
  await expect(shown.getByTestId('public-badge')).toBeVisible();
  await expect(
    page.getByTestId('media-card').filter({ hasText: HIDDEN.title }).getByTestId('public-badge'),
  ).toHaveCount(0);
  await snap(page, 'public-profile-library-badge');

  // A visitor with no account, on a wide screen and a phone, in English and German.
  const address = `/u/${user.username}`;
  for (const [locale, language] of [
    ['en-US', 'en'],
    ['de-DE', 'de'],
  ] as const) {
    for (const [viewport, size] of [
      [WIDE, '1440'],
      [PHONE, '390'],
    ] as const) {
      const guest = await visitor(browser, locale, viewport);
      await guest.goto(address);
      await expect(guest.getByTestId('profile-name')).toHaveText('Jonas Berg');
      await expect(guest.getByTestId('profile-bio')).toHaveText('Harbours, boats and the light of the north.');
      await expect(guest.getByTestId('public-file')).toHaveCount(1);
      await expect(guest.getByTestId('public-file')).toContainText(SHOWN.title);
      await expect(guest.locator('html')).toHaveAttribute('lang', language);
      await expectWithinScreen(guest, `the public profile in ${language} at ${size} px`);
      await snap(guest, `public-profile-${language}-${size}`);
      await guest.context().close();
    }
  }

  // A share page names the owner while the profile is public, and links to it.
  const created = await request.post('/api/share', {
    headers: { Authorization: `Bearer ${token}` },
    data: { mediaFileId: ids[1] },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { slug } = ((await created.json()) as { data: { share: { slug: string } } }).data.share;
  const guest = await visitor(browser, 'en-US', WIDE);
  await guest.goto(`/s/${slug}`);
  await expect(guest.getByTestId('shared-owner')).toHaveText('Shared by Jonas Berg');
  // The name is the link (a `<link>` tag in the text was read as an empty element, the name beside it).
  await expect(guest.getByTestId('shared-owner').getByRole('link')).toHaveText('Jonas Berg');
  await expect(guest.getByTestId('shared-owner').getByRole('link')).toHaveAttribute('href', address);

  // The viewer and the download, as a visitor.
  await guest.goto(address);
  await guest.getByTestId('public-file').click();
  const viewer = guest.getByRole('dialog');
  await expect(viewer.getByRole('img', { name: SHOWN.title })).toBeVisible();
  await expect
    .poll(() => viewer.getByRole('img', { name: SHOWN.title }).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await snap(guest, 'public-profile-viewer-en-1440');
  const download = await downloadBy(guest, viewer.getByTestId('public-download'));
  expect(download.suggestedFilename()).toBe(basename(SHOWN.path));
  await guest.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Phone: the viewer fits.
  await guest.setViewportSize(PHONE);
  await guest.getByTestId('public-file').click();
  await expect(guest.getByRole('dialog').getByRole('img', { name: SHOWN.title })).toBeVisible();
  await expectWithinScreen(guest, 'the public viewer at 390 px');
  await snap(guest, 'public-profile-viewer-en-390', { fullPage: false });
  await guest.context().close();

  // Private again: the same page is a 404 for everyone, with its own screen.
  await page.goto('/settings?tab=privacy');
  await page.getByTestId('profile-visibility').selectOption('private');
  await expect(page.getByText(`/u/${user.username} answers “Profile not found”`)).toBeVisible();
  for (const [locale, size, viewport] of [
    ['en-US', '1440', WIDE],
    ['de-DE', '390', PHONE],
  ] as const) {
    const stranger = await visitor(browser, locale, viewport);
    await stranger.goto(address);
    await expect(stranger.getByTestId('profile-not-found')).toBeVisible();
    await expect(stranger.getByTestId('public-file')).toHaveCount(0);
    await snap(stranger, `public-profile-not-found-${locale.slice(0, 2)}-${size}`);
    await stranger.context().close();
  }
  const stranger = await visitor(browser, 'en-US', WIDE);
  await stranger.goto(`/s/${slug}`);
  await expect(stranger.getByTestId('shared-title')).toHaveText(HIDDEN.title);
  await expect(stranger.getByTestId('shared-owner')).toHaveCount(0);
  await stranger.context().close();
});
