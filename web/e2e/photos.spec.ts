import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { apiToken, uploadFile, waitUntilProcessed } from './helpers/media.ts';
import {
  currentMonthLabel,
  makePhoto,
  monthHeader,
  scrollThrough,
  seedTimeline,
  startFrameMeter,
  stopFrameMeter,
  tile,
  touchHold,
  type FrameReport,
} from './helpers/photos.ts';
import { FIXTURES } from './support/paths.ts';
import { BASE_URL } from './support/instances.ts';
import { expectWithinScreen, snap } from './support/screens.ts';
import { signedInOnce } from './support/session.ts';
import { createActiveUser, signIn } from './support/users.ts';

// Photos (docs/product.md, Photos): the timeline by month, its sticky month headers, the selection across months
// and its bulk delete; then a timeline of 100,000 files, its scrubber and how smoothly it scrolls.
const session = signedInOnce('photos');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

const PHOTOS = [
  { title: 'Harbour', width: 1600, height: 1000, seed: 1, takenAt: '2025-03-14T10:20:30' },
  { title: 'Tower', width: 900, height: 1400, seed: 2, takenAt: '2025-03-02T08:00:00' },
  { title: 'Winter', width: 1200, height: 1200, seed: 3, takenAt: '2024-12-24T18:00:00' },
  { title: 'Snow', width: 1500, height: 1000, seed: 4, takenAt: '2024-12-02T09:30:00' },
  { title: 'Today', width: 1000, height: 1500, seed: 5 },
];

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request, session.user());
  const ids: string[] = [];
  for (const { title, ...options } of PHOTOS) {
    const path = await makePhoto(title.toLowerCase(), options);
    ids.push(await uploadFile(request, token, { path, title, mimeType: 'image/jpeg' }));
  }
  const video = { path: join(FIXTURES, 'fixture.webm'), title: 'Clip', mimeType: 'video/webm' };
  ids.push(await uploadFile(request, token, video));
  await waitUntilProcessed(request, token, ids);
});

async function useLanguage(page: Page, request: APIRequestContext, language: string) {
  const token = await apiToken(request, session.user());
  expect((await request.put('/api/user/preferences', { headers: auth(token), data: { language } })).ok()).toBe(true);
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function pictures(page: Page, name: string) {
  for (const [size, viewport] of [
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await expect(page.getByTestId('photo-tile')).toHaveCount(6);
    await expectWithinScreen(page, name);
    await snap(page, `${name}-${size}`, { fullPage: false });
  }
}

const playerTitle = (page: Page) => page.getByTestId('player-title');
const playerPosition = (page: Page) => page.getByTestId('player-position');

// Before the test below deletes four of the six files.
test('a photo opened from Photos walks the timeline: n / N in its order, the arrows, Back to the place left', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/photos');
  await expect(page.getByTestId('photo-tile')).toHaveCount(6);
  // Uploaded first, so last in the library; taken in March 2025, so third on the timeline, after this month's two.
  await tile(page, 'Harbour').getByRole('button', { name: 'Open Harbour', exact: true }).click();
  await expect(page).toHaveURL(/\/player\/[^/?]+\?from=photos$/);
  await expect(playerTitle(page)).toHaveText('Harbour');
  await expect(playerPosition(page)).toHaveText('3 / 6');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await snap(page, 'photos-player-1440', { fullPage: false });
  await page.keyboard.press('ArrowRight');
  await expect(playerTitle(page)).toHaveText('Tower');
  await expect(playerPosition(page)).toHaveText('4 / 6');
  await page.keyboard.press('ArrowRight');
  await expect(playerTitle(page)).toHaveText('Winter');
  await expect(playerPosition(page)).toHaveText('5 / 6');
  await page.keyboard.press('ArrowLeft');
  await expect(playerTitle(page)).toHaveText('Tower');
  await page.getByRole('link', { name: 'Back to Photos' }).click();
  await expect(page).toHaveURL(/\/photos$/);
  await expect(page.getByTestId('photo-tile')).toHaveCount(6);

  // Scrolled down to December, opened, stepped to the timeline's end: Escape returns to the same place.
  await page.setViewportSize({ width: 1440, height: 560 });
  const december = page.locator('[data-month="2024-12"]');
  const decemberTop = await december.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y - 64), decemberTop);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(0);
  const left = await page.evaluate(() => Math.round(window.scrollY));
  expect(left).toBeGreaterThan(100);
  // Back is a history step to this very entry (the router numbers its entries), not a new visit of /photos.
  const entry = () => page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx);
  const photosEntry = await entry();
  await tile(page, 'Winter').getByRole('button', { name: 'Open Winter', exact: true }).click();
  // The player drawn and its keys listening (they are bound right after the first paint), as a person would see it.
  await expect(playerTitle(page)).toHaveText('Winter');
  await expect(playerPosition(page)).toHaveText('5 / 6');
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  // A page opened by a link starts at its top, not where Photos was scrolled to (the player is taller than the window,
  // so a kept scroll would show).
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(560 + 100);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect(playerTitle(page)).toHaveText('Snow');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(playerPosition(page)).toHaveText('6 / 6');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/photos$/);
  expect(await entry()).toBe(photosEntry);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(left - 40);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(left + 40);
  await expect(tile(page, 'Winter')).toBeInViewport();
  await page.setViewportSize(DESKTOP);
});

test('photos by month: sticky headers, srcset thumbnails, selection across months and a bulk delete', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/photos');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Photos' }),
  ).toBeVisible();
  const headers = page.getByTestId('month-header').getByRole('heading');
  await expect(headers).toHaveText([currentMonthLabel(), 'March 2025', 'December 2024']);
  for (const [title, month] of [
    ['Harbour', '2025-03'],
    ['Tower', '2025-03'],
    ['Winter', '2024-12'],
    ['Snow', '2024-12'],
  ]) {
    await expect(
      page
        .locator(`[data-month="${month}"]`)
        .getByTestId('photo-tile')
        .filter({ has: page.getByRole('button', { name: `Open ${title}` }) }),
    ).toHaveCount(1);
  }

  // The thumbnail in two sizes by their real widths; the browser picks by the tile's width.
  const harbour = tile(page, 'Harbour').locator('img');
  await expect(harbour).toHaveAttribute('srcset', /size=small 160w, .*size=medium 480w$/);
  await expect(harbour).toHaveAttribute('sizes', /^\d+px$/);
  await expect(harbour).toHaveAttribute('loading', 'lazy');
  const tower = tile(page, 'Tower').locator('img');
  await expect(tower).toHaveAttribute('srcset', /size=small 103w, .*size=medium 309w$/);
  // A portrait picture is narrower than a landscape one in the same row: its own aspect ratio.
  const harbourBox = (await tile(page, 'Harbour').boundingBox())!;
  const towerBox = (await tile(page, 'Tower').boundingBox())!;
  expect(Math.abs(harbourBox.height - towerBox.height)).toBeLessThan(1);
  expect(harbourBox.width / harbourBox.height).toBeCloseTo(1.6, 1);
  expect(towerBox.width).toBeLessThan(harbourBox.width);
  await expect(tile(page, 'Clip')).toContainText(/\d+:\d\d/);
  await pictures(page, 'photos');

  // A month's header stays under the app's header while its pictures scroll by.
  await page.setViewportSize({ width: 1440, height: 560 });
  const march = page.locator('[data-month="2025-03"]');
  const marchTop = await march.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y - 64 + 120), marchTop);
  await expect.poll(async () => (await monthHeader(page, 'March 2025').boundingBox())?.y).toBe(64);
  expect((await march.boundingBox())!.y).toBeLessThan(0);
  await page.screenshot({ path: test.info().outputPath('photos-sticky-header.png') });

  // Select in March, Shift-click in December: the range runs across both months.
  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => window.scrollTo(0, 0));
  await tile(page, 'Harbour').hover();
  await tile(page, 'Harbour').getByRole('checkbox').click();
  await tile(page, 'Snow')
    .getByRole('checkbox')
    .click({ modifiers: ['Shift'] });
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText('4 files selected');
  for (const title of ['Harbour', 'Tower', 'Winter', 'Snow'])
    await expect(tile(page, title).getByRole('checkbox')).toHaveAttribute('aria-checked', 'true');
  await expect(monthHeader(page, 'March 2025').getByRole('checkbox')).toHaveAttribute('aria-checked', 'true');
  await expect(tile(page, 'Today').getByRole('checkbox')).toHaveAttribute('aria-checked', 'false');
  await snap(page, 'photos-selection-1440', { fullPage: false });
  await page.setViewportSize(PHONE);
  await snap(page, 'photos-selection-390', { fullPage: false });
  await page.setViewportSize(DESKTOP);

  // The month's checkbox takes a month out and in again; the selection outlives the tiles' leaving the page.
  await monthHeader(page, 'December 2024').getByRole('checkbox').click();
  await expect(bar).toContainText('2 files selected');
  await monthHeader(page, 'December 2024').getByRole('checkbox').click();
  await expect(bar).toContainText('4 files selected');
  await page.reload();
  await expect(page.getByTestId('bulk-bar')).toHaveCount(0);
  await monthHeader(page, 'March 2025').getByRole('checkbox').click();
  await monthHeader(page, 'December 2024').getByRole('checkbox').click();
  await expect(bar).toContainText('4 files selected');

  await bar.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('4 files deleted successfully')).toBeVisible();
  await expect(headers).toHaveText([currentMonthLabel()]);
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);
  await expect(bar).toHaveCount(0);

  // In German ("du"), at both widths.
  await useLanguage(page, request, 'de');
  await expect(headers).toHaveText([
    new Intl.DateTimeFormat('de', { month: 'long', year: 'numeric' }).format(new Date()),
  ]);
  for (const [size, viewport] of [
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectWithinScreen(page, 'photos in German');
    await snap(page, `photos-de-${size}`, { fullPage: false });
  }
  await useLanguage(page, request, 'en');
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: PHONE });

  test('a long press selects a picture and a second lets it go; a tap opens; a moving finger does neither', async ({
    page,
  }) => {
    await page.goto('/photos');
    const today = tile(page, 'Today');
    const open = today.getByRole('button', { name: 'Open Today' });
    await touchHold(open, 800);
    const bar = page.getByTestId('bulk-bar');
    await expect(bar).toContainText('1 file selected');
    await expect(today.getByRole('checkbox')).toHaveAttribute('aria-checked', 'true');
    await expect(page).toHaveURL(/\/photos$/);
    await snap(page, 'photos-long-press-390', { fullPage: false });

    // A finger moving over the pictures is a scroll: nothing more is selected.
    await touchHold(tile(page, 'Clip').getByRole('button', { name: 'Open Clip' }), 800, 40);
    await expect(bar).toContainText('1 file selected');
    await touchHold(open, 800);
    await expect(bar).toHaveCount(0);

    // The click after the last press was swallowed; the next tap opens the picture.
    await open.tap();
    await expect(page).toHaveURL(/\/player\//);

    // The library's grid cards take the same press.
    await page.goto('/library?view=grid');
    const card = page.getByTestId('media-card').filter({ hasText: 'Today' });
    await touchHold(card.getByTestId('media-card-open'), 800);
    await expect(page.getByText('1 file selected')).toBeVisible();
    await expect(page).toHaveURL(/\/library/);
  });
});

test('no photos yet: the empty state offers Upload', async ({ browser }) => {
  const user = await createActiveUser('photos_empty');
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, user);
  await page.goto('/photos');
  await expect(page.getByText('No photos or videos yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload' }).last()).toHaveAttribute('href', '/upload');
  await page.setViewportSize(PHONE);
  await snap(page, 'photos-empty-390');
  await context.close();
});

function report(name: string, result: FrameReport) {
  const line = `${name}: ${result.fps} frames/s over ${result.seconds} s, longest frame ${result.longestFrameMs} ms, ${result.longTasks} long tasks (longest ${result.longestTaskMs} ms), at most ${result.mostTiles} tiles in the DOM`;
  console.log(line);
  test.info().annotations.push({ type: name, description: line });
}

const patient = expect.configure({ timeout: 30_000 });

test('100,000 files: the scrubber reaches the oldest month, and a scroll through all of them stays windowed', async ({
  browser,
  request,
}) => {
  // Seeding 100,000 rows and scrolling through ten years of months takes minutes, not the suite's minute.
  test.setTimeout(15 * 60_000);
  // Right after seeding, the server's first reads of the new rows on a busy machine (a CI run) can take longer than an
  // expectation's usual 5 s: each step here waits up to 30 s for what a person would see.
  const expect = patient;
  const user = await createActiveUser('photos_many');
  console.log(`seeded: ${seedTimeline(user.email, 100_000)}`);
  const token = await apiToken(request, user);
  const res = await request.get(`${BASE_URL}/api/timeline/buckets`, { headers: auth(token) });
  const { buckets, total } = ((await res.json()) as { data: { buckets: { month: string }[]; total: number } }).data;
  expect(total).toBe(100_000);
  const label = (month: string) =>
    new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15`));
  const newest = label(buckets[0].month);
  const oldest = label(buckets[buckets.length - 1].month);

  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, user);
  await page.setViewportSize(DESKTOP);
  await page.goto('/photos');
  await expect(page.getByTestId('photos-summary')).toHaveText('100,000 photos and videos');
  await expect(monthHeader(page, newest)).toBeVisible();
  await expect(page.getByTestId('photo-tile').first()).toBeVisible();
  await snap(page, 'photos-many-1440', { fullPage: false });

  // A drag down the scrubber names the month under the pointer and lands on the oldest month.
  const scrubber = page.getByTestId('timeline-scrubber');
  const box = (await scrubber.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 20);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + box.width / 2, box.y + 20 + ((box.height - 20) * i) / 10);
  await expect(page.getByTestId('scrubber-month')).toHaveText(oldest);
  await snap(page, 'photos-scrubber-drag-1440', { fullPage: false });
  await page.mouse.up();
  await expect(monthHeader(page, oldest)).toBeVisible();
  await expect(scrubber).toHaveAttribute('aria-valuetext', oldest);
  await expect(
    page
      .locator(`[data-month="${buckets[buckets.length - 1].month}"]`)
      .getByTestId('photo-tile')
      .first(),
  ).toBeVisible();
  await snap(page, 'photos-oldest-1440', { fullPage: false });
  // The keyboard: Home is the newest month, End the oldest.
  await scrubber.focus();
  await page.keyboard.press('Home');
  await expect(scrubber).toHaveAttribute('aria-valuetext', newest);
  await page.keyboard.press('PageDown');
  await expect(scrubber).toHaveAttribute('aria-valuetext', label(buckets[12].month));

  // A tile opens the player; Back returns to the same month, not to the top.
  await page.keyboard.press('End');
  await expect(scrubber).toHaveAttribute('aria-valuetext', oldest);
  const oldestTiles = page.locator(`[data-month="${buckets[buckets.length - 1].month}"]`).getByTestId('photo-tile');
  await oldestTiles.first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/player\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/photos$/);
  await expect(monthHeader(page, oldest)).toBeVisible();
  await expect(oldestTiles.first()).toBeInViewport();

  // From the newest to the oldest: as fast as a drag of the scrubber, then at a reading pace for a while.
  await page.evaluate(() => window.scrollTo(0, 0));
  await startFrameMeter(page);
  await scrollThrough(page, 0, 2000);
  const fast = await stopFrameMeter(page);
  report('fast scroll through 100,000 files', fast);
  await expect(monthHeader(page, oldest)).toBeVisible();
  await expect(
    page
      .locator(`[data-month="${buckets[buckets.length - 1].month}"]`)
      .getByTestId('photo-tile')
      .first(),
  ).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await startFrameMeter(page);
  await scrollThrough(page, 40, 300);
  const reading = await stopFrameMeter(page);
  report('reading-pace scroll (40 px a frame)', reading);
  for (const result of [fast, reading]) expect(result.mostTiles).toBeLessThan(500);

  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId('photo-tile').first()).toBeVisible();
  await snap(page, 'photos-many-390', { fullPage: false });
  await context.close();
});
