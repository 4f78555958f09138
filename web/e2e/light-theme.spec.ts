import { expect, test, type Page } from './support/test.ts';
import { join } from 'node:path';
import { apiToken, card, uploadFile, uploadNote } from './helpers/media.ts';
import { expectAccessible } from './support/accessibility.ts';
import { FIXTURES } from './support/paths.ts';
import { signedInOnce } from './support/session.ts';

// Most screenshots (and so most accessibility checks, support/screens.ts) are taken in the default dark theme. This
// walks the main screens and dialogs in the light theme, where pale text on white and tinted backgrounds is likelier.
const { user } = signedInOnce('light');

async function lightTheme(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
}

/** The screen drawn, its data in and its colour transitions over (the app keeps a connection open: no network idle). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForTimeout(500);
}

test('the main screens and dialogs meet WCAG 2 AA in the light theme', async ({ page, request }) => {
  await lightTheme(page);
  const token = await apiToken(request, user());
  const image = { path: join(FIXTURES, 'fixture.jpg'), title: 'Harbour', mimeType: 'image/jpeg' };
  const id = await uploadFile(request, token, image);
  await uploadNote(request, token, 'minutes.txt', 'minutes');
  const shared = await request.post('/api/share', {
    headers: { Authorization: `Bearer ${token}` },
    data: { mediaFileId: id, password: 'secret-words', maxViews: 1 },
  });
  expect(shared.ok(), await shared.text()).toBeTruthy();
  const { slug } = ((await shared.json()) as { data: { share: { slug: string } } }).data.share;

  for (const path of ['/dashboard', '/library', `/player/${id}`, `/player/${id}?edit=true`, '/upload', '/sharing']) {
    await page.goto(path);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await settled(page);
    await expectAccessible(page, `${path} (light)`);
  }

  await page.goto('/library');
  await card(page, 'Harbour').hover();
  await card(page, 'Harbour').getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'the share dialog (light)');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'List view' }).click();
  await page.getByRole('checkbox', { name: 'Select minutes' }).check();
  await settled(page);
  await expectAccessible(page, 'the list with a row selected (light)');

  await page.goto('/settings');
  for (const tab of ['Profile', 'Security', 'API tokens', 'Notifications', 'Appearance', 'Privacy', 'Storage']) {
    await page.getByRole('tab', { name: tab }).click();
    await expectAccessible(page, `the settings' ${tab} tab (light)`);
  }
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'the delete account dialog, its button under the pointer (light)');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.removeItem('auth'));
  await page.goto(`/s/${slug}`);
  await page.getByLabel('Enter Password').fill('not-it');
  await page.getByRole('button', { name: 'Access File' }).click();
  await expect(page.getByTestId('password-prompt').getByRole('alert')).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'the share password prompt with its error (light)');
  await page.getByLabel('Enter Password').fill('secret-words');
  await page.getByRole('button', { name: 'Access File' }).click();
  await expect(page.getByTestId('shared-title')).toHaveText('Harbour');
  await settled(page);
  await expectAccessible(page, 'the shared file (light)');

  for (const path of ['/login', '/register', '/reset-password/some-token', '/nowhere']) {
    await page.goto(path);
    await settled(page);
    await expectAccessible(page, `${path} (light)`);
  }
});
