import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { anonymousContext } from './helpers/sharing.ts';
import { apiToken, makeLargeImage, uploadFile, uploadNote } from './helpers/media.ts';
import { FIXTURES } from './support/paths.ts';
import { PHONE, WIDE, snap, snapBoth } from './support/screens.ts';
import { signedInOnce } from './support/session.ts';
import { createActiveUser, signIn } from './support/users.ts';

// The player opened directly (a pasted link: no library place) walks the library's default order, newest first, and
// says "2 / 3"; full screen keeps previous/next, swipes and pinch; a damaged picture and an empty file say so, in the
// player and on the public share page (docs/product.md, Player).
const session = signedInOnce('direct');
const DAMAGED = 'This file seems to be damaged and cannot be shown.';
const DAMAGED_DE = 'Diese Datei scheint beschädigt zu sein und kann nicht angezeigt werden.';
const EMPTY = 'This file is empty.';
const EMPTY_DE = 'Diese Datei ist leer.';
const ids: Record<'harbour' | 'landscape' | 'sunset' | 'broken' | 'empty', string> = {
  harbour: '',
  landscape: '',
  sunset: '',
  broken: '',
  empty: '',
};
let token = '';

const auth = () => ({ Authorization: `Bearer ${token}` });

/** Uploads bytes as a file of this name and type; returns its id. */
async function uploadBytes(request: APIRequestContext, name: string, mimeType: string, buffer: Buffer) {
  const res = await request.post('/api/media/upload', {
    headers: auth(),
    multipart: { title: name.replace(/\.\w+$/, ''), file: { name, mimeType, buffer } },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { mediaId: string }).mediaId;
}

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, session.user());
  // The damaged and the empty file first: the oldest, so the three pictures lead the default order (newest first).
  ids.broken = await uploadBytes(
    request,
    'broken-photo.jpg',
    'image/jpeg',
    readFileSync(join(FIXTURES, 'fixture.jpg')).subarray(0, 3000),
  );
  ids.empty = await uploadBytes(request, 'empty-note.txt', 'text/plain', Buffer.alloc(0));
  ids.harbour = await uploadFile(request, token, {
    path: join(FIXTURES, 'fixture.png'),
    title: 'Harbour',
    mimeType: 'image/png',
  });
  ids.landscape = await uploadFile(request, token, {
    path: makeLargeImage(),
    title: 'Landscape',
    mimeType: 'image/jpeg',
  });
  ids.sunset = await uploadFile(request, token, {
    path: join(FIXTURES, 'fixture.jpg'),
    title: 'Sunset',
    mimeType: 'image/jpeg',
  });
});

const title = (page: Page) => page.getByTestId('player-title');
const position = (page: Page) => page.getByTestId('player-position');
const fullscreenElement = (page: Page) =>
  page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null);

/** German for this account (its preference) and this browser (what the app reads first). */
async function speak(page: Page, request: APIRequestContext, language: 'en' | 'de') {
  const res = await request.put('/api/user/preferences', { headers: auth(), data: { language } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('opened by its address, a file walks the default order with "2 / 5", by the buttons and the arrow keys', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await page.goto(`/player/${ids.landscape}`);
  await expect(title(page)).toHaveText('Landscape');
  // Five files, the three pictures newest: Sunset, Landscape, Harbour, then the empty note and the broken photo.
  await expect(position(page)).toHaveText('2 / 5');
  await snapBoth(page, 'player-direct-en', { fullPage: false });

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(title(page)).toHaveText('Harbour');
  await expect(position(page)).toHaveText('3 / 5');
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(title(page)).toHaveText('Landscape');
  await page.keyboard.press('ArrowLeft');
  await expect(title(page)).toHaveText('Sunset');
  await expect(position(page)).toHaveText('1 / 5');
  await expect(page.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(title(page)).toHaveText('Landscape');
  await expect(position(page)).toHaveText('2 / 5');

  // Back leads to the library page the file is on.
  await page.getByRole('link', { name: 'Back to Library' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByTestId('media-card')).toHaveCount(5);
});

test('a file opened by its address past the first page is found there: "21 / 25", and steps across pages', async ({
  browser,
  request,
}) => {
  // An account of 25 notes: the 21st newest is the first of page 2, which the address does not say.
  const user = await createActiveUser('deep');
  const deepToken = await apiToken(request, user);
  const notes: string[] = [];
  for (let i = 1; i <= 25; i++) notes.push(await uploadNote(request, deepToken, `deep-${i}.txt`, `${i}\n`));
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, user);
  const twentyFirst = notes[25 - 21];
  await page.goto(`/player/${twentyFirst}`);
  await expect(title(page)).toHaveText('deep-5');
  await expect(position(page)).toHaveText('21 / 25');
  await page.keyboard.press('ArrowLeft');
  await expect(title(page)).toHaveText('deep-6');
  await expect(position(page)).toHaveText('20 / 25');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(title(page)).toHaveText('deep-4');
  await expect(position(page)).toHaveText('22 / 25');
  await expect(page).toHaveURL(/\?page=2$/);
  await context.close();
});

test('full screen: the button and F enter it, previous/next still work, the exit button leaves', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto(`/player/${ids.landscape}`);
  await expect(position(page)).toHaveText('2 / 5');
  const image = page.getByTestId('viewer-image');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);

  // The header's button (the picture's toolbar has one too).
  await page.getByRole('button', { name: 'Fullscreen' }).first().click();
  await expect.poll(() => fullscreenElement(page)).toBe('viewer');
  await expect(page.getByTestId('fullscreen-position')).toHaveText('2 / 5');
  // The picture fills the screen's height on black.
  const box = await image.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(WIDE.height * 0.8);
  await snap(page, 'player-fullscreen-en-desktop', { fullPage: false });

  await page.keyboard.press('ArrowRight');
  await expect(title(page)).toHaveText('Harbour');
  await expect(page.getByTestId('fullscreen-position')).toHaveText('3 / 5');
  expect(await fullscreenElement(page)).toBe('viewer');
  await page.getByTestId('viewer').getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(title(page)).toHaveText('Landscape');
  expect(await fullscreenElement(page)).toBe('viewer');

  await page.getByTestId('exit-fullscreen').click();
  await expect.poll(() => fullscreenElement(page)).toBeNull();
  await expect(page.getByTestId('exit-fullscreen')).toHaveCount(0);

  await page.keyboard.press('f');
  await expect.poll(() => fullscreenElement(page)).toBe('viewer');
  await page.keyboard.press('f');
  await expect.poll(() => fullscreenElement(page)).toBeNull();
});

test('a damaged picture and an empty file say so in the player, in English and German', async ({ page, request }) => {
  await page.setViewportSize(WIDE);
  await page.goto(`/player/${ids.broken}`);
  await expect(page.getByText(DAMAGED)).toBeVisible();
  await expect(page.getByText('This file could not be played in your browser.')).toHaveCount(0);
  await snapBoth(page, 'player-damaged-en', { fullPage: false });
  await page.goto(`/player/${ids.empty}`);
  await expect(page.getByTestId('empty-file')).toHaveText(/This file is empty\./);
  await expect(page.getByTestId('text-preview')).toHaveCount(0);
  await snapBoth(page, 'player-empty-en', { fullPage: false });

  await speak(page, request, 'de');
  try {
    await expect(page.getByText(EMPTY_DE)).toBeVisible();
    await snapBoth(page, 'player-empty-de', { fullPage: false });
    await page.goto(`/player/${ids.broken}`);
    await expect(page.getByText(DAMAGED_DE)).toBeVisible();
    await snapBoth(page, 'player-damaged-de', { fullPage: false });
    await page.goto(`/player/${ids.landscape}`);
    await expect(position(page)).toHaveText('2 von 5');
    await snapBoth(page, 'player-direct-de', { fullPage: false });
  } finally {
    await speak(page, request, 'en');
  }
});

test('the public share page says the same of a damaged picture and an empty file', async ({ browser, request }) => {
  const visitor = await anonymousContext(browser);
  const page = await visitor.newPage();
  await page.setViewportSize(WIDE);
  for (const [id, text, name] of [
    [ids.broken, DAMAGED, 'public-damaged'],
    [ids.empty, EMPTY, 'public-empty'],
  ] as const) {
    const res = await request.post('/api/share', { headers: auth(), data: { mediaFileId: id, stripMetadata: false } });
    expect(res.ok(), await res.text()).toBeTruthy();
    const { slug } = ((await res.json()) as { data: { share: { slug: string } } }).data.share;
    await page.goto(`/s/${slug}`);
    await expect(page.getByText(text)).toBeVisible();
    await snapBoth(page, `${name}-en`, { fullPage: false });
    await page.evaluate(() => localStorage.setItem('language', 'de'));
    await page.reload();
    await expect(page.getByText(text === DAMAGED ? DAMAGED_DE : EMPTY_DE)).toBeVisible();
    await snapBoth(page, `${name}-de`, { fullPage: false });
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  }
  await visitor.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  /** A quick one-finger swipe over the middle of the viewer, `dx` pixels sideways. */
  async function swipe(page: Page, dx: number) {
    const box = await page.getByTestId('viewer').boundingBox();
    if (!box) throw new Error('no viewer');
    const from = { x: box.x + box.width / 2 - dx / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    for (const step of [0.25, 0.5, 0.75, 1])
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: from.x + dx * step, y: from.y + 4 }],
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    // A tap while the browser still reads the swipe as a fling only stops the fling: no click.
    await page.waitForTimeout(800);
  }

  /** Two fingers on the picture moving apart. */
  async function pinchOut(page: Page) {
    const box = await page.getByTestId('image-stage').boundingBox();
    if (!box) throw new Error('no image stage');
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const fingers = (spread: number) => [
      { id: 0, x: centre.x - spread, y: centre.y },
      { id: 1, x: centre.x + spread, y: centre.y },
    ];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(30) });
    for (const spread of [45, 60, 75, 90])
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    await page.waitForTimeout(800);
  }

  test('a swipe goes to the next file, in full screen too, where two fingers zoom the picture', async ({ page }) => {
    await page.goto(`/player/${ids.sunset}`);
    await expect(position(page)).toHaveText('1 / 5');
    await expect(page.getByTestId('viewer-image')).toBeVisible();
    // The picture's own button (the header has no room for one on a phone), tapped before any swipe: a tap while the
    // browser still reads a swipe as a fling only stops the fling.
    await page.getByRole('toolbar').getByRole('button', { name: 'Fullscreen' }).tap();
    await expect.poll(() => fullscreenElement(page)).toBe('viewer');
    await swipe(page, -200);
    await expect(title(page)).toHaveText('Landscape');
    await expect(page.getByTestId('fullscreen-position')).toHaveText('2 / 5');
    expect(await fullscreenElement(page)).toBe('viewer');
    const image = page.getByTestId('viewer-image');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
    await pinchOut(page);
    await expect
      .poll(async () => Number(await page.getByTestId('image-stage').getAttribute('data-zoom')))
      .toBeGreaterThan(1.5);
    await expect(title(page)).toHaveText('Landscape');
    await snap(page, 'player-fullscreen-en-phone', { fullPage: false });
    await page.getByTestId('exit-fullscreen').click();
    await expect.poll(() => fullscreenElement(page)).toBeNull();

    // Out of full screen, the whole picture again: a swipe goes on to the next file.
    await page.getByRole('button', { name: /Reset view/ }).click();
    await expect(page.getByTestId('image-stage')).toHaveAttribute('data-zoom', '1');
    await swipe(page, -200);
    await expect(title(page)).toHaveText('Harbour');
    await expect(position(page)).toHaveText('3 / 5');
  });
});
