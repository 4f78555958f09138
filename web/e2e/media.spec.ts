import { expect, test, type Page } from './support/test.ts';
import {
  apiToken,
  card,
  expectCount,
  makeMediaFixtures,
  row,
  uploadFile,
  uploadNote,
  type MediaFixtures,
} from './helpers/media.ts';
import { fillByLabel } from './support/forms.ts';
import { downloadBy, snap } from './support/screens.ts';
import { signedInOnce } from './support/session.ts';
import { createActiveUser, signIn } from './support/users.ts';

// A new user walks through the media features. The upload test has an account of its own; the others share a
// library set up through the API (what those uploads leave, and enough notes for a second page), each from where the
// tests before it left it, and each can run alone.
const session = signedInOnce('media');
let files: MediaFixtures;
const NOTES = 17;

test.beforeAll(async ({ request }) => {
  files = makeMediaFixtures();
  const token = await apiToken(request, session.user());
  // The photo first, so that it is the oldest file (the library test finds it alone on page 2).
  const photo = { path: files.image, title: 'Sunset at the pier', mimeType: 'image/jpeg' };
  await uploadFile(request, token, { ...photo, description: 'Taken from the end of the pier' });
  await uploadFile(request, token, { path: files.video, title: 'clip', mimeType: 'video/webm' });
  await uploadFile(request, token, { path: files.audio, title: 'song', mimeType: 'audio/mpeg' });
  await uploadFile(request, token, { path: files.pdf, title: 'manual', mimeType: 'application/pdf' });
  for (let i = 1; i <= NOTES; i++)
    await uploadNote(request, token, `note-${String(i).padStart(2, '0')}.txt`, `note ${i}\n`);
});

async function openLibrary(page: Page, view: 'grid' | 'list' = 'grid') {
  await page.goto('/library');
  await page.getByRole('button', { name: view === 'grid' ? 'Grid view' : 'List view' }).click();
  await expect(page.getByTestId(view === 'grid' ? 'media-card' : 'media-row').first()).toBeVisible();
}

async function openPlayer(page: Page, title: string): Promise<string> {
  await openLibrary(page);
  await page.getByLabel('Search files').fill(title);
  await expectCount(page, 'media-card', 1);
  await card(page, title).getByRole('button', { name: title, exact: true }).click();
  // The player carries the library's place (here the search) in its query.
  await expect(page).toHaveURL(/\/player\/[^/?]+(\?|$)/);
  await expect(page.getByTestId('player-title')).toHaveText(title);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

test('uploads an image, a video, an audio file and a PDF with real progress; oversized files are dropped', async ({
  browser,
}) => {
  // Into an empty library of its own: the other tests' library is already set up.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, await createActiveUser('media_upload'));
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Supports images, videos, audio, and documents up to 100MB')).toBeVisible();
  await snap(page, 'media-upload-empty');

  const input = page.getByTestId('file-input');
  await input.setInputFiles([files.oversized, files.note]);
  await expect(page.getByText('File(s) too large: huge.bin (100.9 MB). Maximum size is 100MB.')).toBeVisible();
  await expect(page.getByTestId('queue-item')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByTestId('queue-item')).toHaveCount(0);

  await input.setInputFiles([files.image, files.video, files.audio, files.pdf]);
  await expect(page.getByTestId('count-pending')).toHaveText('4');
  const image = page.getByTestId('queue-item').filter({ hasText: 'sunset.jpg' });
  await expect(image.getByLabel('Title')).toHaveValue('sunset');
  await fillByLabel(image, { Title: 'Sunset at the pier', Description: 'Taken from the end of the pier' });
  await snap(page, 'media-upload-queue');

  // The photo goes first, alone; then the three others at once.
  for (const other of ['clip.webm', 'song.mp3', 'manual.pdf']) {
    await page
      .getByTestId('queue-item')
      .filter({ hasText: other })
      .getByRole('button', { name: /Remove/ })
      .click();
  }
  await page.getByRole('button', { name: 'Upload 1 File' }).click();
  await expect(page.getByTestId('count-completed')).toHaveText('1', { timeout: 60_000 });
  await input.setInputFiles([files.video, files.audio, files.pdf]);
  await expect(page.getByTestId('count-pending')).toHaveText('3');

  // Progress is reported while a file is on its way: catch at least one item in the uploading state.
  const sawUploading = page.waitForSelector('[data-testid="queue-item"][data-status="uploading"]', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Upload 3 Files' }).click();
  await sawUploading;
  await expect(page.getByTestId('count-completed')).toHaveText('4', { timeout: 60_000 });
  await expect(page.getByTestId('count-failed')).toHaveText('0');
  await expect(page.getByText('3 files uploaded successfully')).toBeVisible();
  await expect(page.getByText('Uploaded successfully')).toHaveCount(4);
  await snap(page, 'media-upload-done');
  await page.getByRole('button', { name: 'Clear Completed' }).click();
  await expect(page.getByTestId('queue-item')).toHaveCount(0);
  await context.close();
});

test('the dashboard counts the files and lists the recent ones', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-total-files')).toHaveText(String(4 + NOTES));
  await expect(page.getByTestId('recent-files').getByRole('listitem')).toHaveCount(5);
  await expect(page.getByTestId('recent-files')).toContainText('Just now');
  await expect(page.getByTestId('file-categories')).toContainText('document');
  await snap(page, 'media-dashboard');
  await page.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/library$/);
});

test('the library shows the files in grid and list, and searches, filters, sorts and pages', async ({ page }) => {
  await openLibrary(page, 'grid');
  await expectCount(page, 'media-card', 20);
  await expect(page.getByTestId('library-summary')).toContainText('20 files');
  // Newest first: the video is on page 1 with a frame as its thumbnail, the photo (uploaded first) alone on page 2.
  const thumbnail = /\/api\/media\/.+\/thumbnail\?size=medium/;
  await expect(card(page, 'clip').locator('img')).toHaveAttribute('src', thumbnail, { timeout: 15_000 });
  await snap(page, 'media-library-grid');

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expectCount(page, 'media-card', 1);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(card(page, 'Sunset at the pier').locator('img')).toHaveAttribute('src', thumbnail, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Previous' }).click();
  await expectCount(page, 'media-card', 20);

  await page.getByRole('button', { name: 'List view' }).click();
  await expectCount(page, 'media-row', 20);
  for (const header of ['Name', 'Size', 'Type', 'Modified', 'Views']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(row(page, 'clip')).toContainText('clip.webm');
  await expect(row(page, 'clip')).toContainText('video');
  await snap(page, 'media-library-list');

  // Search goes back to page 1 and finds by title.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expectCount(page, 'media-row', 1);
  await page.getByLabel('Search files').fill('pier');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeHidden();
  await expectCount(page, 'media-row', 1);
  await expect(row(page, 'Sunset at the pier')).toBeVisible();
  await page.getByLabel('Search files').fill('');
  await expectCount(page, 'media-row', 20);

  const categories = page.getByRole('group', { name: 'Category' });
  await categories.getByRole('button', { name: 'video', exact: true }).click();
  await expectCount(page, 'media-row', 1);
  await expect(row(page, 'clip')).toBeVisible();
  await categories.getByRole('button', { name: 'audio', exact: true }).click();
  await expect(row(page, 'song')).toBeVisible();
  await expectCount(page, 'media-row', 1);
  await categories.getByRole('button', { name: 'document', exact: true }).click();
  await expectCount(page, 'media-row', 18);
  await snap(page, 'media-library-filtered');
  await categories.getByRole('button', { name: 'All', exact: true }).click();

  // Sort by name: A to Z first, the same chip again flips it.
  const sort = page.getByRole('group', { name: 'Sort by' });
  await sort.getByRole('button', { name: /^Name/ }).click();
  await expect(page.getByTestId('media-row').first()).toContainText('clip');
  await sort.getByRole('button', { name: /^Name/ }).click();
  await expect(page.getByTestId('media-row').first()).toContainText('Sunset at the pier');
  await sort.getByRole('button', { name: /^Size/ }).click();
  await expect(page.getByTestId('media-row').first()).toContainText('clip');

  await page.getByLabel('Search files').fill('nothing-matches-this');
  await expect(page.getByText('No files match your search')).toBeVisible();
  await snap(page, 'media-library-no-match');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expectCount(page, 'media-row', 20);
  await expect(page.getByLabel('Search files')).toHaveValue('');
});

test('the video seeks and plays with its own controls', async ({ page }) => {
  await openPlayer(page, 'clip');
  const video = page.locator('video');
  await expect(video).toHaveAttribute('src', /\/api\/media\/.+\/stream$/);
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
  await expect(page.getByTestId('info-panel')).toContainText('0:08');

  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 2;
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(2, 0);
  await expect(page.getByTestId('current-time')).toHaveText('0:02');

  await page.getByRole('button', { name: 'Play' }).first().click();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 5000 })
    .toBeGreaterThan(2.5);
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  // Without mouse movement the controls fade away after 3 s while playing.
  await expect(page.getByTestId('video-player')).toHaveAttribute('data-controls-visible', 'false', { timeout: 5000 });
  await page.mouse.move(400, 400);
  await page.mouse.move(420, 420);
  await expect(page.getByTestId('video-player')).toHaveAttribute('data-controls-visible', 'true');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('slider', { name: 'Volume' })).toHaveAttribute('step', '0.1');
  await page.getByRole('button', { name: 'Mute' }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await snap(page, 'media-player-video');
});

test('the image zooms and rotates', async ({ page }) => {
  await openPlayer(page, 'Sunset at the pier');
  const img = page.getByTestId('viewer-image');
  await expect(img).toHaveAttribute('style', /scale\(1\) rotate\(0deg\)/);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(img).toHaveAttribute('style', /scale\(1\.2\)/);
  await expect(page.getByTestId('zoom-level')).toHaveText('120%');
  await page.getByRole('button', { name: 'Rotate right' }).click();
  await expect(img).toHaveAttribute('style', /rotate\(90deg\)/);
  await page.getByRole('button', { name: 'Rotate left' }).click();
  await page.getByRole('button', { name: 'Rotate left' }).click();
  await expect(img).toHaveAttribute('style', /rotate\(-90deg\)/);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(img).toHaveAttribute('style', /scale\(1\.1\) rotate\(-90deg\)/);
  await expect(page.getByTestId('info-panel')).toContainText('Taken from the end of the pier');
  await expect(page.getByTestId('info-panel')).toContainText('image/jpeg');
  await snap(page, 'media-player-image');
});

test('the audio plays on a spinning disc and the PDF previews in a frame', async ({ page }) => {
  await openPlayer(page, 'song');
  const audio = page.locator('audio');
  await page.getByRole('button', { name: 'Play' }).click();
  const disc = page.getByTestId('audio-disc');
  await expect(disc).toHaveAttribute('data-spinning', 'true');
  await expect(disc).toHaveCSS('animation-play-state', 'running');
  // Asked for less motion, the system keeps the disc still.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(disc).toHaveCSS('animation-name', 'none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(disc).toHaveCSS('animation-name', 'spin');
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 5000 })
    .toBeGreaterThan(0.3);
  await snap(page, 'media-player-audio');
  await page.getByRole('button', { name: 'Pause' }).click();

  await openPlayer(page, 'manual');
  await expect(page.getByTestId('document-preview')).toHaveAttribute('src', /\/api\/media\/.+\/stream$/);
  // Give Chromium's PDF viewer a moment to draw the page.
  await page.waitForTimeout(1500);
  await snap(page, 'media-player-pdf');
});

test('a title edited through ?edit=true is saved', async ({ page }) => {
  const id = await openPlayer(page, 'clip');
  await page.goto(`/player/${id}?edit=true`);
  const form = page.getByTestId('edit-form');
  await expect(form.getByLabel('Title')).toHaveValue('clip');
  await fillByLabel(form, { Title: 'Birthday clip', Tags: 'family, 2024' });
  await snap(page, 'media-player-edit');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('File updated successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/player/${id}$`));
  await expect(page.getByTestId('player-title')).toHaveText('Birthday clip');
  await page.reload();
  await expect(page.getByTestId('info-title')).toHaveText('Birthday clip');
  await expect(page.getByTestId('info-panel')).toContainText('family');
});

test('downloads keep the original file name; the share modal opens from a card', async ({ page }) => {
  await openLibrary(page, 'grid');
  await page.getByLabel('Search files').fill('pier');
  await expectCount(page, 'media-card', 1);
  const sunset = card(page, 'Sunset at the pier');
  await sunset.hover();
  const download = await downloadBy(page, sunset.getByRole('button', { name: 'Download' }));
  expect(download.suggestedFilename()).toBe('sunset.jpg');
  await expect(page.getByText('Download started')).toBeVisible();

  await sunset.hover();
  await sunset.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share File' });
  for (const label of ['Expiration Date', 'Max Views', 'Max Downloads', 'Password'])
    await expect(dialog.getByLabel(label, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Allow embedding in other websites' })).toBeVisible();
  await dialog.getByLabel('Max Views').fill('0');
  await dialog.getByRole('button', { name: 'Create Share Link' }).click();
  await expect(dialog.getByText('Maximum views must be at least 1')).toBeVisible();
  await dialog.getByLabel('Max Views').fill('5');
  await snap(page, 'media-share-modal');
  await dialog.getByRole('button', { name: 'Create Share Link' }).click();
  // The share server may or may not be there yet: either the link or the server's error shows.
  await expect(dialog.getByTestId('share-link').or(dialog.getByRole('alert'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await openPlayer(page, 'manual');
  const pdf = await downloadBy(page, page.getByRole('button', { name: 'Download' }));
  expect(pdf.suggestedFilename()).toBe('manual.pdf');
  await expect(page.getByTestId('info-downloads')).toHaveText('1');
});

test('one file is deleted from its row menu and two by bulk delete; keyboard shortcuts select and delete', async ({
  page,
}) => {
  await openLibrary(page, 'list');

  await page.keyboard.press('Control+a');
  await expect(page.getByTestId('selected-count')).toHaveText('20 selected');
  await page.keyboard.press('Delete');
  await expect(page.getByRole('dialog', { name: 'Delete 20 selected files?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await expect(page.getByTestId('selected-count')).toBeHidden();

  const more = page.getByRole('button', { name: 'More actions for note-01' });
  await more.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  // From the keyboard: the arrows walk the menu, and Escape or Tab close it with the focus back at its button.
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Preview' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Download' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(page.getByRole('menuitem', { name: 'Preview' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Preview' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('menu')).toBeHidden();
  // Focus went on to the next row's checkbox, the element a Tab reaches from the button without the menu.
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  const afterMenu = await focused();
  expect(afterMenu).toMatch(/^Select /);
  await more.focus();
  await page.keyboard.press('Tab');
  expect(await focused()).toBe(afterMenu);
  // A dialog opened from the menu gives the focus back to the menu's button when it closes.
  await more.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Delete this file?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(more).toBeFocused();
  await page.getByRole('button', { name: 'More actions for note-01' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this file?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('File deleted successfully')).toBeVisible();
  await expect(row(page, 'note-01')).toHaveCount(0);

  await page.getByLabel('Select note-02').check();
  await page.getByLabel('Select note-03').check();
  await expect(page.getByTestId('bulk-bar')).toContainText('2 files selected');
  await snap(page, 'media-library-bulk', { fullPage: false });
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const bulk = page.getByRole('dialog', { name: 'Delete 2 selected files?' });
  await bulk.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 files deleted successfully')).toBeVisible();
  await expect(row(page, 'note-02')).toHaveCount(0);
  await expect(row(page, 'note-03')).toHaveCount(0);
  await expect(page.getByTestId('bulk-bar')).toBeHidden();
  // 21 - 3 = 18 files: one page, no pager.
  await expectCount(page, 'media-row', 18);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeHidden();
});

test('a missing file shows the not-found view and /media leads to the library', async ({ page }) => {
  await page.goto('/player/does-not-exist');
  await expect(page.getByText('File not found')).toBeVisible();
  await expect(page.getByText('The requested media file could not be found')).toBeVisible();
  await snap(page, 'media-player-not-found');
  await page.getByRole('link', { name: 'Back to Library' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await page.goto('/media');
  await expect(page).toHaveURL(/\/library$/);
});
