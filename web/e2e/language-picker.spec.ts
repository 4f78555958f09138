import { expect, test, type APIRequestContext, type Browser } from './support/test.ts';
import { BASE_URL } from './support/instances.ts';
import { WIDE, expectWithinScreen, snap, snapBoth } from './support/screens.ts';
import { createActiveUser, type Credentials } from './support/users.ts';
import { apiToken, uploadNote } from './helpers/media.ts';

// The language before sign-in (docs/product.md, Formats): a first visit reads the browser's languages, the picker on
// the sign-in, register, reset and public pages changes it, the choice outlives sign-in (saved to the account) and
// sign-out; numbers, sizes, percentages and dates follow the UI language.
// 1.25 MiB: '1.25 MB' in English, '1,25 MB' in German.
const NOTE_BYTES = 1.25 * 1024 * 1024;

function visitor(browser: Browser, locale: string) {
  return browser.newContext({ baseURL: BASE_URL, locale, storageState: { cookies: [], origins: [] } });
}

/** The account's saved language preference, as the API answers it. */
async function savedLanguage(request: APIRequestContext, user: Credentials): Promise<string> {
  const token = await apiToken(request, user);
  const res = await request.get('/api/user/preferences', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { preferences: { language: string } } }).data.preferences.language;
}

async function setAccountLanguage(request: APIRequestContext, token: string, language: string) {
  const res = await request.put('/api/user/preferences', {
    headers: { Authorization: `Bearer ${token}` },
    data: { language },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test('a German browser is greeted in German; Français picked on sign-in lasts through sign-in and sign-out', async ({
  browser,
  request,
}) => {
  const user = await createActiveUser('lang');
  expect(await savedLanguage(request, user)).toBe('en');

  const english = await visitor(browser, 'en-US');
  const enPage = await english.newPage();
  await enPage.setViewportSize(WIDE);
  await enPage.goto('/login');
  await expect(enPage.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(enPage.getByLabel('Language')).toHaveValue('en');
  await snapBoth(enPage, 'language-login-en');
  await english.close();

  const context = await visitor(browser, 'de-DE');
  const page = await context.newPage();
  await page.setViewportSize(WIDE);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const picker = page.getByLabel('Sprache');
  await expect(picker).toHaveValue('de');
  await snapBoth(page, 'language-login-de');

  await picker.selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Bon retour' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // The other pages before sign-in have the picker and keep the choice, also after a reload: register and the reset
  // link's new password; the reset's ask is a dialog over the sign-in page.
  for (const [path, heading] of [
    ['/register', 'Créez votre compte'],
    ['/reset-password/not-a-real-token', 'Réinitialiser le mot de passe'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByLabel('Langue')).toHaveValue('fr');
  }
  await page.goto('/login');
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('dialog', { name: 'Mot de passe oublié ?' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-greeting')).toHaveText(`Bon retour, ${user.username} !`);
  // The explicit choice wins over the account's English and is saved to it, so every device follows.
  await expect.poll(() => savedLanguage(request, user)).toBe('fr');
  await page.reload();
  await expect(page.getByTestId('dashboard-greeting')).toHaveText(`Bon retour, ${user.username} !`);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Bon retour' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bon retour' })).toBeVisible();
  await expect(page.getByLabel('Langue')).toHaveValue('fr');
  await context.close();
});

test('sizes, percentages and dates in German on the dashboard, the library and the public share page', async ({
  browser,
  request,
}) => {
  const user = await createActiveUser('numbers');
  const token = await apiToken(request, user);
  const id = await uploadNote(request, token, 'notes.txt', 'x'.repeat(NOTE_BYTES));
  await setAccountLanguage(request, token, 'de');
  const expires = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  const res = await request.post('/api/share', {
    headers: { Authorization: `Bearer ${token}` },
    data: { mediaFileId: id, expiresAt: expires.toISOString() },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const slug = ((await res.json()) as { data: { share: { slug: string } } }).data.share.slug;

  const context = await visitor(browser, 'de-DE');
  const page = await context.newPage();
  await page.setViewportSize(WIDE);
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill(user.email);
  await page.getByLabel('Passwort', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect(page.getByTestId('stat-storage-used')).toHaveText('1,25 MB');
  // 1.25 MB of the 1 GB default: 0.1 percent, with the German comma and space.
  await expect(page.getByText('0,1 % von 1 GB')).toBeVisible();
  await snapBoth(page, 'language-dashboard-de');

  await page.goto('/library?view=list');
  const row = page.getByTestId('media-row').filter({ hasText: 'notes' });
  await expect(row).toContainText('1,25 MB');
  await expect(page.getByTestId('storage-usage')).toHaveText('1,25 MB / 1 GB');
  await snapBoth(page, 'language-library-de');

  // Chinese: no English unit word anywhere on the dashboard.
  await setAccountLanguage(request, token, 'zh');
  // A new page load reads the account's language again (one load: leaving a page while it checks its session ends it).
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-storage-used')).toHaveText('1.25 MB');
  await expect(page.locator('body')).not.toContainText('Bytes');
  await page.setViewportSize(WIDE);
  await expectWithinScreen(page, 'language-dashboard-zh');
  await snap(page, 'language-dashboard-zh-desktop');

  // The public share page in a German visitor's browser: the picker, the size and the expiry date in German.
  const stranger = await visitor(browser, 'de-DE');
  const share = await stranger.newPage();
  await share.setViewportSize(WIDE);
  await share.goto(`/s/${slug}`);
  await expect(share.getByTestId('fact-size')).toContainText('1,25 MB');
  const germanDate = new Intl.DateTimeFormat('de', { dateStyle: 'long' }).format(expires);
  await expect(share.getByTestId('shared-expiry')).toHaveText(`Läuft am ${germanDate} ab`);
  await snapBoth(share, 'language-public-share-de');

  await share.getByLabel('Sprache').selectOption('en');
  await expect(share.getByTestId('fact-size')).toContainText('1.25 MB');
  const englishDate = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(expires);
  await expect(share.getByTestId('shared-expiry')).toHaveText(`Expires on ${englishDate}`);
  await snapBoth(share, 'language-public-share-en');
  await stranger.close();
  await context.close();
});
