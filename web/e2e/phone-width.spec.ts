import { expect, test } from './support/test.ts';
import { join } from 'node:path';
import { apiToken, uploadFile, uploadNote } from './helpers/media.ts';
import { FIXTURES } from './support/paths.ts';
import { expectWithinScreen, snap } from './support/screens.ts';
import { signedInOnce } from './support/session.ts';

// A phone shows every screen within its width: a long title or name is cut short, never widens the page so that it
// scrolls sideways (a grid's column grows to its widest unbreakable content unless told otherwise).
const { user } = signedInOnce('phone');
test.use({ viewport: { width: 390, height: 844 } });

const LONG_TITLE = 'The whole family at the lighthouse on the last evening of the summer holidays, before the storm';

test('no screen is wider than a phone, even with long names', async ({ page, request }) => {
  const token = await apiToken(request, user());
  const image = { path: join(FIXTURES, 'fixture.jpg'), title: LONG_TITLE, mimeType: 'image/jpeg' };
  const id = await uploadFile(request, token, image);
  await uploadNote(request, token, `${'minutes-of-the-annual-general-meeting-'.repeat(3)}2026.txt`, 'notes');
  const created = await request.post('/api/share', {
    headers: { Authorization: `Bearer ${token}` },
    data: { mediaFileId: id, password: 'secret-words', maxViews: 5 },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { slug } = ((await created.json()) as { data: { share: { slug: string } } }).data.share;

  await page.goto('/dashboard');
  await expect(page.getByTestId('recent-files')).toContainText(LONG_TITLE);
  await expectWithinScreen(page, 'the dashboard');
  await snap(page, 'phone-dashboard-long-names');

  await page.goto('/library');
  await expect(page.getByTestId('media-card')).toHaveCount(2);
  await expectWithinScreen(page, 'the library grid');
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByTestId('media-row')).toHaveCount(2);
  await expectWithinScreen(page, 'the library list');
  // The size column gives its room to the name on a phone; the size is shown under the title instead.
  await expect(page.getByTestId('media-row').filter({ hasText: LONG_TITLE })).toContainText('58.02 KB · fixture.jpg');
  await snap(page, 'phone-library-list-long-names', { fullPage: false });

  await page.goto(`/player/${id}`);
  await expect(page.getByTestId('player-title')).toHaveText(LONG_TITLE);
  await expectWithinScreen(page, 'the player');

  await page.goto('/sharing');
  await expect(page.getByText(LONG_TITLE)).toBeVisible();
  await expectWithinScreen(page, 'the sharing list');

  await page.goto('/upload');
  await expectWithinScreen(page, 'the upload screen');

  await page.goto('/settings');
  for (const tab of ['Profile', 'Security', 'API tokens', 'Notifications', 'Appearance', 'Privacy', 'Storage']) {
    await page.getByRole('tab', { name: tab }).click();
    await expectWithinScreen(page, `the settings' ${tab} tab`);
  }

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/s/${slug}`);
  await page.getByLabel('Enter Password').fill('secret-words');
  await page.getByRole('button', { name: 'Access File' }).click();
  await expect(page.getByTestId('shared-title')).toHaveText(LONG_TITLE);
  await expectWithinScreen(page, 'the public share page');
  await snap(page, 'phone-public-share-long-names');
});

test('no screen is wider than a phone in any of the other four languages', async ({ page, request }) => {
  const token = await apiToken(request, user());
  const headers = { Authorization: `Bearer ${token}` };
  const id = await uploadNote(request, token, 'languages.txt', 'hola');
  expect((await request.post('/api/share', { headers, data: { mediaFileId: id } })).ok()).toBeTruthy();
  for (const language of ['de', 'fr', 'es', 'zh']) {
    const saved = await request.put('/api/user/preferences', { headers, data: { language } });
    expect(saved.ok(), await saved.text()).toBeTruthy();
    for (const path of ['/dashboard', '/library', `/player/${id}`, '/upload', '/sharing']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectWithinScreen(page, `${path} in ${language}`);
    }
    await page.goto('/settings');
    const tabs = page.getByRole('tab');
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      await expectWithinScreen(page, `the settings' tab ${i + 1} in ${language}`);
    }
  }
  await request.put('/api/user/preferences', { headers, data: { language: 'en' } });
});
