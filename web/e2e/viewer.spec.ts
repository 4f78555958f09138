import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import { apiToken, card, expectCount, filesDir, makeLargeImage, uploadFile, uploadNote } from './helpers/media.ts';
import { FIXTURES } from './support/paths.ts';
import { snap } from './support/screens.ts';
import { signedInOnce } from './support/session.ts';

// The viewer walks the library list it was opened from (buttons, arrow keys, a swipe), zooms and pans a
// photo, tells equal titles apart by their type, shows "Preparing..." while a browser-viewable copy is made, reaches
// the card actions on a phone, and the share modal removes location data of a photo by default. What the public page
// previews is in public-preview.spec.ts.
const session = signedInOnce('viewer');
const FILLERS = 17;
let token = '';

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, session.user());
  const upload = (path: string, title: string, mimeType: string) =>
    uploadFile(request, token, { path, title, mimeType });
  // Newest first: 'Walk note', 'Walk clip', 'Walk photo' when searching for "walk".
  await upload(makeLargeImage(), 'Walk photo', 'image/jpeg');
  await upload(join(FIXTURES, 'fixture.webm'), 'Walk clip', 'video/webm');
  const note = join(filesDir, 'walk-note.txt');
  writeFileSync(note, 'A note about the walk.\nSecond line.\n');
  await upload(note, 'Walk note', 'text/plain');
  await upload(join(FIXTURES, 'fixture.jpg'), 'Holiday', 'image/jpeg');
  await upload(join(FIXTURES, 'fixture.png'), 'Holiday', 'image/png');
  await upload(join(FIXTURES, 'fixture-heic.heic'), 'Heic photo', 'image/heic');
  await upload(join(FIXTURES, 'fixture.mkv'), 'Mkv clip', 'video/x-matroska');
  // 24 files: page 1 ends with the PNG 'Holiday', page 2 starts with the JPEG one.
  for (let i = 1; i <= FILLERS; i++)
    await uploadNote(request, token, `filler-${String(i).padStart(2, '0')}.txt`, `${i}\n`);
});

const title = (page: Page) => page.getByTestId('player-title');
const previous = (page: Page) => page.getByRole('button', { name: 'Previous', exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

test('previous/next walk the searched list with the buttons and the arrow keys; Escape returns to it', async ({
  page,
}) => {
  await page.goto('/library?search=walk');
  await expectCount(page, 'media-card', 3);
  await card(page, 'Walk note').getByTestId('media-card-open').click();
  await expect(page).toHaveURL(/\/player\/[^?]+\?search=walk$/);
  await expect(title(page)).toHaveText('Walk note');
  await expect(page.getByTestId('player-position')).toHaveText('1 / 3');
  await expect(previous(page)).toBeDisabled();
  // The note is drawn by the app in the dark theme's colours, not as a white browser page.
  const text = page.getByTestId('text-preview');
  await expect(text).toContainText('A note about the walk.');
  expect(await text.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgb(255, 255, 255)');
  await snap(page, 'viewer-text-dark', { fullPage: false });

  await next(page).click();
  await expect(title(page)).toHaveText('Walk clip');
  await expect(page.getByTestId('player-position')).toHaveText('2 / 3');
  // Space plays and pauses the video.
  const video = page.locator('video');
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
  // The clip lasts 72 ms: looped, it is still playing when looked at (an ended clip reads as paused again).
  await video.evaluate((v: HTMLVideoElement) => (v.loop = true));
  await page.keyboard.press('Space');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  await page.keyboard.press('Space');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

  await page.keyboard.press('ArrowRight');
  await expect(title(page)).toHaveText('Walk photo');
  await expect(next(page)).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(title(page)).toHaveText('Walk photo');
  await page.keyboard.press('ArrowLeft');
  await expect(title(page)).toHaveText('Walk clip');
  await previous(page).click();
  await expect(title(page)).toHaveText('Walk note');

  // Keys do nothing while typing in the details editor.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByTestId('edit-form').getByLabel('Title').press('ArrowRight');
  await page.getByTestId('edit-form').getByLabel('Title').press('Escape');
  await expect(title(page)).toHaveText('Walk note');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Stepping replaced the history entry: the browser's Back leads to the library, not through every file seen.
  await page.goBack();
  await expect(page).toHaveURL(/\/library\?search=walk$/);
  await page.goForward();
  await expect(title(page)).toHaveText('Walk note');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/library\?search=walk$/);
  await expectCount(page, 'media-card', 3);
});

test('two steps in a row go two files: a double click on Next, two quick arrow keys', async ({ page }) => {
  // Each step used to render in a transition, so the second one started from the file the first had left.
  await page.goto('/library?search=walk');
  await card(page, 'Walk note').getByTestId('media-card-open').click();
  await expect(page.getByTestId('player-position')).toHaveText('1 / 3');
  await next(page).dblclick();
  await expect(title(page)).toHaveText('Walk photo');
  await expect(page.getByTestId('player-position')).toHaveText('3 / 3');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(title(page)).toHaveText('Walk note');
  await expect(page.getByTestId('player-position')).toHaveText('1 / 3');
});

test('next crosses into the following page, and Back returns to the page the file is on', async ({ page }) => {
  await page.goto('/library');
  await expectCount(page, 'media-card', 20);
  const last = page.getByTestId('media-card').last();
  await expect(last).toContainText('Holiday');
  await expect(last.getByTestId('file-type-badge')).toHaveText('PNG');
  await last.getByTestId('media-card-open').click();
  await expect(page.getByTestId('player-position')).toHaveText('20 / 24');
  await next(page).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByTestId('player-position')).toHaveText('21 / 24');
  await expect(title(page)).toHaveText('Holiday');
  await expect(page.getByTestId('file-type-badge')).toHaveText('JPG');
  await previous(page).click();
  await expect(page).toHaveURL(/\/player\/[^?]+$/);
  await expect(page.getByTestId('file-type-badge')).toHaveText('PNG');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?page=2$/);
  await page.getByRole('link', { name: 'Back to Library' }).click();
  await expect(page).toHaveURL(/\/library\?page=2$/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('equal titles are told apart by their type badge, in the grid and in the list', async ({ page }) => {
  await page.goto('/library?search=holiday');
  await expectCount(page, 'media-card', 2);
  await expect(page.getByTestId('media-card').getByTestId('file-type-badge')).toHaveText(['PNG', 'JPG']);
  await snap(page, 'viewer-type-badges-grid', { fullPage: false });
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByTestId('media-row').getByTestId('file-type-badge')).toHaveText(['PNG', 'JPG']);
  await snap(page, 'viewer-type-badges-list', { fullPage: false });
  await page.getByRole('button', { name: 'Grid view' }).click();
});

test('the wheel zooms the photo about the pointer, dragging pans it (also at 300 %), a double-click fits it', async ({
  page,
}) => {
  await page.goto('/library?search=walk');
  await card(page, 'Walk photo').getByTestId('media-card-open').click();
  const image = page.getByTestId('viewer-image');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await expect(image).toHaveAttribute('style', /translate\(0px, 0px\) scale\(1\) rotate\(0deg\)/);
  const stage = page.getByTestId('image-stage');
  const box = await stage.boundingBox();
  if (!box) throw new Error('no image stage');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  await page.mouse.move(centre.x, centre.y);
  await page.mouse.wheel(0, -250);
  await expect.poll(async () => Number(await stage.getAttribute('data-zoom'))).toBeGreaterThan(1.4);
  const zoomed = await image.getAttribute('style');

  // Wider than the stage now, not yet taller: it moves sideways only.
  await page.mouse.down();
  await page.mouse.move(centre.x - 80, centre.y - 40, { steps: 5 });
  await page.mouse.up();
  await expect(image).not.toHaveAttribute('style', zoomed ?? '');
  await expect(image).toHaveAttribute('style', /translate\(-80px, 0px\)/);

  // All the way in: 300 % and still movable.
  await page.mouse.wheel(0, -3000);
  await expect(page.getByTestId('zoom-level')).toHaveText('300%');
  const atMax = await image.getAttribute('style');
  await page.mouse.down();
  await page.mouse.move(centre.x + 150, centre.y + 100, { steps: 5 });
  await page.mouse.up();
  await expect(image).not.toHaveAttribute('style', atMax ?? '');
  // Both ways at 300 %: the picture is now taller than the stage too.
  const [, x, y] = /translate\((-?\d+)px, (-?\d+)px\)/.exec((await image.getAttribute('style')) ?? '') ?? [];
  expect(Number(x)).not.toBe(0);
  expect(Number(y)).toBeGreaterThan(0);
  await expect(page.getByTestId('zoom-level')).toHaveText('300%');
  await snap(page, 'viewer-image-zoomed', { fullPage: false });

  await stage.dblclick();
  await expect(image).toHaveAttribute('style', /translate\(0px, 0px\) scale\(1\) rotate\(0deg\)/);
  await expect(page.getByTestId('zoom-level')).toHaveText('100%');
});

test('from the keyboard the focused photo zooms with + and -, moves with the arrows when zoomed, resets with 0', async ({
  page,
}) => {
  await page.goto('/library?search=walk');
  await card(page, 'Walk photo').getByTestId('media-card-open').click();
  await expect(page.getByTestId('player-position')).toHaveText('3 / 3');
  const image = page.getByTestId('viewer-image');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  const picture = page.getByRole('group', {
    name: 'Picture. + and - zoom, 0 resets; when zoomed in, the arrow keys move it.',
  });
  await picture.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('+');
  await expect(page.getByTestId('zoom-level')).toHaveText('150%');
  // Wider than the stage now: the arrows look further that way, and stay on this file.
  await page.keyboard.press('ArrowRight');
  await expect(image).toHaveAttribute('style', /translate\(-40px, 0px\) scale\(1\.5\)/);
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(image).not.toHaveAttribute('style', /translate\(-40px/);
  const [, x] = /translate\((-?\d+)px/.exec((await image.getAttribute('style')) ?? '') ?? [];
  expect(Number(x)).toBeGreaterThan(0);
  await expect(title(page)).toHaveText('Walk photo');
  await snap(page, 'viewer-image-keyboard', { fullPage: false });
  await page.keyboard.press('-');
  await expect(page.getByTestId('zoom-level')).toHaveText('140%');
  await page.keyboard.press('0');
  await expect(image).toHaveAttribute('style', /translate\(0px, 0px\) scale\(1\) rotate\(0deg\)/);
  // The whole picture fits again: the arrows step through the files, as everywhere in the player.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('player-position')).toHaveText('2 / 3');
});

test('a HEIC photo and an MKV video play from their browser-viewable copies; "Preparing..." while they are made', async ({
  page,
}) => {
  // The copy is made in the background: while the server says 'pending', the player says so and asks again.
  let pending = true;
  await page.route(/\/api\/media\/[^/?]+$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { file: Record<string, unknown> } };
    if (pending) body.data.file = { ...body.data.file, previewState: 'pending', previewMimeType: null };
    await route.fulfill({ response, json: body });
  });
  await page.goto('/library?search=mkv');
  await card(page, 'Mkv clip').getByTestId('media-card-open').click();
  await expect(page.getByText('Preparing video...')).toBeVisible();
  await snap(page, 'viewer-preparing-video', { fullPage: false });
  pending = false;
  const video = page.locator('video');
  await expect(video).toHaveAttribute('src', /\/api\/media\/.+\/stream$/, { timeout: 60_000 });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(1);
  await expect(page.getByText('This file could not be played in your browser.')).toHaveCount(0);

  await page.goto('/library?search=heic');
  await card(page, 'Heic photo').getByTestId('media-card-open').click();
  const image = page.getByTestId('viewer-image');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 60_000 })
    .toBeGreaterThan(0);
  await expect(page.getByTestId('file-type-badge')).toHaveText('HEIC');
  await snap(page, 'viewer-heic', { fullPage: false });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a copy that could not be made says why (here: over the time cap), and the download stays', async ({ page }) => {
  // A real failure is in media-edges.spec.ts (a damaged file); the time cap would need minutes of video here.
  await page.route(/\/api\/media\/[^/?]+$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { file: Record<string, unknown> } };
    body.data.file = { ...body.data.file, previewState: 'failed', previewMimeType: null, previewFailure: 'too_long' };
    await route.fulfill({ response, json: body });
  });
  await page.goto('/library?search=mkv');
  await card(page, 'Mkv clip').getByTestId('media-card-open').click();
  await expect(
    page.getByText(
      'This video took longer to prepare for the browser than this server allows (a limit set by its ' +
        'administrator). Download it to watch it.',
    ),
  ).toBeVisible();
  await expect(page.getByText('This file could not be played in your browser.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled();
  // A refetch may still be inside the handler when the page closes.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the share modal removes location and camera data of a photo by default, not of a note', async ({ page }) => {
  await page.goto('/library?search=walk');
  const photo = card(page, 'Walk photo');
  await photo.hover();
  await photo.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share File' });
  const strip = dialog.getByRole('checkbox', { name: 'Remove location and camera data' });
  await expect(strip).toBeChecked();
  await snap(page, 'viewer-share-modal', { fullPage: false });
  const created = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/share');
  await dialog.getByRole('button', { name: 'Create Share Link' }).click();
  expect((await created).postDataJSON()).toMatchObject({ stripMetadata: true });
  await expect(dialog.getByTestId('share-link')).toBeVisible();
  await page.keyboard.press('Escape');

  const note = card(page, 'Walk note');
  await note.hover();
  await note.getByRole('button', { name: 'Share' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Remove location and camera data' })).not.toBeChecked();
  await page.keyboard.press('Escape');

  // The edit modal shows the share's choice and saves a change.
  await page.goto('/sharing');
  await page.getByRole('button', { name: 'Edit' }).first().click();
  const edit = page.getByRole('dialog', { name: 'Edit Share Link' });
  await expect(edit.getByRole('checkbox', { name: 'Remove location and camera data' })).toBeChecked();
  await edit.getByRole('checkbox', { name: 'Remove location and camera data' }).uncheck();
  const updated = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/share/'));
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  expect((await updated).postDataJSON()).toEqual({ stripMetadata: false });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the card actions show without hovering, a tap opens the file and a swipe goes to the previous one', async ({
    page,
  }) => {
    await page.goto('/library?search=walk');
    await expectCount(page, 'media-card', 3);
    const photo = card(page, 'Walk photo');
    const menu = photo.getByRole('button', { name: 'More actions for Walk photo' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveCSS('opacity', '1');
    await menu.tap();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Preview',
      'Download',
      'Share',
      'Edit',
      'Mark public',
      'Delete',
    ]);
    await snap(page, 'viewer-phone-card-menu', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await snap(page, 'viewer-phone-library');

    await photo.getByTestId('media-card-open').tap();
    await expect(title(page)).toHaveText('Walk photo');
    await expect(page.getByTestId('viewer-image')).toBeVisible();
    await snap(page, 'viewer-phone-player', { fullPage: false });

    // A swipe to the right over the photo: the file before it.
    const box = await page.getByTestId('image-stage').boundingBox();
    if (!box) throw new Error('no image stage');
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + 60, y }] });
    for (const dx of [40, 90, 140, 200])
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: box.x + 60 + dx, y: y + 5 }],
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(title(page)).toHaveText('Walk clip');
  });
});

test('sorted by views, the open file keeps its place while its view is counted; the library then shows the new order', async ({
  page,
  request,
}) => {
  // Three files of no views, oldest first when sorted by views upwards. The one opened gets a view: listed again at
  // once, it would go to the end, and Next would have nowhere to go.
  for (const name of ['viewsort-a.txt', 'viewsort-b.txt', 'viewsort-c.txt'])
    await uploadNote(request, token, name, name);
  await page.goto('/library?search=viewsort&sortBy=viewCount&sortOrder=asc');
  await expectCount(page, 'media-card', 3);
  const counted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/view'));
  await card(page, 'viewsort-a').getByTestId('media-card-open').click();
  await expect(page.getByTestId('player-position')).toHaveText('1 / 3');
  await counted;
  await page.waitForTimeout(1000); // time for a list fetched again to come back
  await expect(page.getByTestId('player-position')).toHaveText('1 / 3');
  await next(page).click();
  await expect(title(page)).toHaveText('viewsort-b');
  await expect(page.getByTestId('player-position')).toHaveText('2 / 3');
  // Back in the library: a and b have a view each now, c none, so c comes first.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/library\?/);
  await expect(page.getByTestId('media-card').first()).toContainText('viewsort-c');
});
