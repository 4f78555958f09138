import { join } from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import {
  auth,
  cutTexts,
  expectLoadedImage,
  overlap,
  rowGaps,
  snapBoth,
  uploadAvatar,
  useLanguage,
  type Language,
} from './helpers/finished-screens.ts';
import { apiToken, uploadFile, waitUntilProcessed } from './helpers/media.ts';
import { BASE_URL } from './support/instances.ts';
import { ownerApi } from './support/owner.ts';
import { FIXTURES } from './support/paths.ts';
import { snap } from './support/screens.ts';
import { createActiveUser, newUser, signIn, type Credentials } from './support/users.ts';

// Screens that look finished: avatars where a person is named, file names where titles repeat, texts and cards that
// fill their place, a maintenance notice that covers nothing, and a picture of each file in the upload queue.

/** A new account with the owner's role (Manage Users is the owner's), so the run's own owner keeps its settings. */
async function newOwner(): Promise<Credentials> {
  const owner = await ownerApi(BASE_URL);
  const user = newUser('finowner');
  const res = await owner.post('/api/admin/users', { data: { ...user, role: 'owner' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await owner.dispose();
  return user;
}

const userRow = (page: Page, username: string) => page.locator(`[data-testid="user-row"][data-username="${username}"]`);

test('the sidebar and Manage Users show uploaded avatars, and the initial when there is none or it fails', async ({
  page,
  request,
}) => {
  const admin = await newOwner();
  const pictured = await createActiveUser('finpic');
  const plain = await createActiveUser('finplain');
  const broken = await createActiveUser('finbroken');
  const adminToken = await apiToken(request, admin);
  await uploadAvatar(request, adminToken);
  await uploadAvatar(request, await apiToken(request, pictured), 'fixture.jpg');
  // A linked picture that never loads (the page's policy refuses other sites' images, and the name does not exist).
  const linked = await request.put('/api/user/profile', {
    headers: auth(await apiToken(request, broken)),
    data: { avatar: 'https://avatar.invalid/none.png' },
  });
  expect(linked.ok(), await linked.text()).toBeTruthy();

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin);
  for (const language of ['en', 'de'] as Language[]) {
    if (language !== 'en') await useLanguage(page, request, adminToken, language);
    await page.goto('/manage-users');
    await page.getByRole('searchbox').fill('fin');
    await expect(userRow(page, plain.username)).toBeVisible();
    const sidebar = page.locator('#app-sidebar');
    await expectLoadedImage(sidebar.getByTestId('avatar-image'));
    await expectLoadedImage(userRow(page, admin.username).getByTestId('avatar-image'));
    await expectLoadedImage(userRow(page, pictured.username).getByTestId('avatar-image'));
    for (const user of [plain, broken]) {
      const row = userRow(page, user.username);
      await expect(row.getByTestId('avatar-image')).toHaveCount(0);
      await expect(row.getByTestId('avatar-initial')).toHaveText(user.username.charAt(0).toUpperCase());
    }
    await snapBoth(page, 'manage-users-avatars', language, async () => {
      await expect(userRow(page, pictured.username).getByTestId('avatar-image')).toBeVisible();
    });

    // The phone's menu shows the same picture.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: language === 'en' ? 'Open menu' : 'Menü öffnen' }).click();
    await expectLoadedImage(sidebar.getByTestId('avatar-image'));
    await snap(page, `finished-sidebar-avatar-${language}-phone`, { fullPage: false });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
  }
});

test('grid cards name the original file where titles repeat on the page, in the library and an album', async ({
  page,
  request,
}) => {
  const user = await createActiveUser('finnames');
  const token = await apiToken(request, user);
  const ids = [
    await uploadFile(request, token, { path: join(FIXTURES, 'fixture.jpg'), title: 'Harbour', mimeType: 'image/jpeg' }),
    await uploadFile(request, token, { path: join(FIXTURES, 'fixture.png'), title: 'Harbour', mimeType: 'image/png' }),
    await uploadFile(request, token, {
      path: join(FIXTURES, 'fixture.gif'),
      title: 'Lighthouse',
      mimeType: 'image/gif',
    }),
  ];
  await waitUntilProcessed(request, token, ids);
  const album = await request.post('/api/albums', { headers: auth(token), data: { name: 'Coast', mediaIds: ids } });
  expect(album.ok(), await album.text()).toBeTruthy();
  const albumId = ((await album.json()) as { data: { album: { id: string } } }).data.album.id;

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, user);
  const places = [
    ['library', '/library?view=grid', 'media-card'],
    ['album', `/albums/${albumId}`, 'album-file'],
  ] as const;
  for (const language of ['en', 'de'] as Language[]) {
    if (language !== 'en') await useLanguage(page, request, token, language);
    for (const [name, path, cardId] of places) {
      await page.goto(path);
      const cards = page.getByTestId(cardId);
      await expect(cards).toHaveCount(3);
      const names = async () =>
        Object.fromEntries(
          await Promise.all(
            ids.map(async (id) => [
              id,
              await cards
                .and(page.locator(`[data-id="${id}"]`))
                .getByTestId('card-original-name')
                .allTextContents(),
            ]),
          ),
        );
      await expect.poll(names).toEqual({ [ids[0]]: ['fixture.jpg'], [ids[1]]: ['fixture.png'], [ids[2]]: [] });
      await snapBoth(page, `${name}-repeated-titles`, language);
    }
  }
});

test(
  'the dashboard quick links show whole texts, the site figures fill their row, the maintenance notice covers nothing',
  { tag: '@alone' },
  async ({ page, request }) => {
    // Every language's texts are measured, and two are pictured at both widths.
    test.setTimeout(240_000);
    const admin = await newOwner();
    const token = await apiToken(request, admin);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, admin);
    for (const language of ['en', 'de', 'fr', 'es', 'zh'] as Language[]) {
      if (language !== 'en') await useLanguage(page, request, token, language);
      await page.goto('/dashboard');
      const links = page.getByTestId('quick-link');
      await expect(links).toHaveCount(3);
      for (const link of await links.all()) expect.soft(await cutTexts(link), `${language} quick link`).toEqual([]);
      if (language === 'en' || language === 'de') await snapBoth(page, 'dashboard', language);

      await page.goto('/manage-users');
      const figures = page.getByTestId('admin-stats');
      await expect(figures.getByTestId('stat-total-storage')).not.toHaveText('—');
      for (const width of [1440, 1024, 390]) {
        await page.setViewportSize({ width, height: 900 });
        for (const gap of await rowGaps(figures)) expect.soft(gap, `${language} gap at ${width} px`).toBeLessThan(2);
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      if (language === 'en' || language === 'de') await snapBoth(page, 'manage-users-figures', language);
    }

    const owner = await ownerApi(BASE_URL);
    const maintenance = async (enabled: boolean) => {
      const res = await owner.put('/api/admin/maintenance', { data: { enabled } });
      expect(res.ok(), await res.text()).toBeTruthy();
    };
    try {
      await maintenance(true);
      for (const language of ['en', 'de'] as Language[]) {
        await useLanguage(page, request, token, language);
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto('/dashboard');
        const notice = page.getByTestId('notice-maintenance');
        await expect(notice).toBeVisible();
        const greeting = page.getByTestId('dashboard-greeting');
        await expect(greeting).toBeVisible();
        expect.soft(await overlap(notice, greeting), `${language}: the notice covers the greeting`).toBe(false);
        await snap(page, `finished-maintenance-dashboard-${language}-phone`, { fullPage: false });

        // A short desktop window scrolled to the end: the last row of the page stays in sight above the notice.
        await page.setViewportSize({ width: 1440, height: 600 });
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const last = page.locator('#main-content > * > :last-child');
        await page.waitForTimeout(300);
        expect.soft(await overlap(notice, last), `${language}: the notice covers the last row`).toBe(false);
        await page.screenshot({
          path: `test-results/screenshots/finished-maintenance-dashboard-${language}-short.png`,
        });
      }
    } finally {
      await maintenance(false);
      await owner.dispose();
    }
  },
);

test('upload queue rows show a picture of each image and video; other files keep their icon', async ({
  page,
  request,
}) => {
  // Every object URL the page lets go, to see that a row's picture is released with the row.
  await page.addInitScript(() => {
    const revoked: string[] = [];
    (window as unknown as { revokedUrls: string[] }).revokedUrls = revoked;
    const revoke = URL.revokeObjectURL.bind(URL);
    URL.revokeObjectURL = (url: string) => {
      revoked.push(url);
      revoke(url);
    };
  });
  const user = await createActiveUser('finqueue');
  const token = await apiToken(request, user);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, user);
  for (const language of ['en', 'de'] as Language[]) {
    if (language !== 'en') await useLanguage(page, request, token, language);
    await page.goto('/upload');
    await page
      .getByTestId('file-input')
      .setInputFiles(['fixture.jpg', 'fixture.webm', 'fixture.pdf'].map((name) => join(FIXTURES, name)));
    const row = (name: string) => page.getByTestId('queue-item').filter({ hasText: name });
    const picture = row('fixture.jpg').locator('img[data-testid="queue-thumbnail"]');
    await expectLoadedImage(picture);
    await expect(picture).toHaveAttribute('src', /^blob:/);
    const video = row('fixture.webm').locator('video[data-testid="queue-thumbnail"]');
    await expect(video).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState)).toBeGreaterThanOrEqual(2);
    await expect(row('fixture.pdf').getByTestId('queue-thumbnail')).toHaveCount(0);
    await expect(row('fixture.pdf').getByTestId('queue-icon')).toBeVisible();
    await snapBoth(page, 'upload-queue-thumbnails', language);

    const src = (await picture.getAttribute('src')) ?? '';
    await row('fixture.jpg')
      .getByRole('button', { name: language === 'en' ? 'Remove fixture.jpg' : 'fixture.jpg entfernen' })
      .click();
    await expect(row('fixture.jpg')).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { revokedUrls: string[] }).revokedUrls))
      .toContain(src);
  }
});
