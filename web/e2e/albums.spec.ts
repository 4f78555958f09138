import { expect, test, type Page } from './support/test.ts';
import { join } from 'node:path';
import {
  apiToken,
  card,
  expectCount,
  makeLargeImage,
  uploadFile,
  uploadNote,
  waitUntilProcessed,
} from './helpers/media.ts';
import { FIXTURES } from './support/paths.ts';
import { expectWithinScreen, snap } from './support/screens.ts';
import { signedInOnce } from './support/session.ts';

// Albums (docs/product.md, Albums): made from the library's selection, ordered by hand, a cover chosen, walked by the
// player inside the album, files removed, and the album deleted while its files stay in the library.
const session = signedInOnce('albums');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const IN_ALBUM = ['Sunset', 'Landscape', 'Notes'];

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request, session.user());
  await uploadNote(request, token, 'Outside.txt', 'not in the album\n');
  const ids = [
    await uploadFile(request, token, { path: join(FIXTURES, 'fixture.jpg'), title: 'Sunset', mimeType: 'image/jpeg' }),
    await uploadFile(request, token, { path: makeLargeImage(), title: 'Landscape', mimeType: 'image/jpeg' }),
    await uploadNote(request, token, 'Notes.txt', 'a few notes\n'),
  ];
  await waitUntilProcessed(request, token, ids);
});

const albumFiles = (page: Page) => page.getByTestId('album-file');
const titlesInAlbum = (page: Page) => albumFiles(page).getByTestId('album-file-title').allTextContents();

test('an album from the library: order, cover, player inside it, removal, deletion', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/library');
  await expectCount(page, 'media-card', 4);
  for (const title of IN_ALBUM) await card(page, title).getByRole('checkbox').click();
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Add to album' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to album' });
  await expect(dialog.getByLabel('Album', { exact: true })).toHaveValue('');
  await dialog.getByLabel('Album name').fill('Summer trip');
  await snap(page, 'albums-add-dialog-1440');
  await dialog.getByRole('button', { name: 'Create and add' }).click();
  await expect(page.getByText('Album “Summer trip” created with 3 files')).toBeVisible();
  await expect(page.getByTestId('bulk-bar')).toBeHidden();

  // The library's album filter shows only the album's files.
  await page.getByLabel('Album', { exact: true }).selectOption({ label: 'Summer trip' });
  await expect(page).toHaveURL(/albumId=/);
  await expectCount(page, 'media-card', 3);
  await snap(page, 'library-album-filter-1440');

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Albums' }).click();
  await expect(page.getByTestId('album-card')).toHaveCount(1);
  await expect(page.getByTestId('album-card')).toContainText('3 files');
  await snap(page, 'albums-list-1440');
  await page.getByTestId('album-card').click();
  await expect(page.getByTestId('album-name')).toHaveText('Summer trip');
  await expect(albumFiles(page)).toHaveCount(3);

  // Manual order: the move buttons appear and a move is kept.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit album' });
  await edit.getByLabel('Description').fill('Two weeks by the sea');
  await edit.getByLabel('Order').selectOption('manual');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('album-description')).toHaveText('Two weeks by the sea');
  // The manual order starts as the files were added: wait until the list shows it (it arrives after the album's
  // details, and a move read off the date order before would name a file that cannot move down).
  await expect.poll(() => titlesInAlbum(page)).toEqual(IN_ALBUM);
  const before = await titlesInAlbum(page);
  await page.getByRole('button', { name: `Move ${before[0]} down` }).click();
  await expect.poll(() => titlesInAlbum(page)).toEqual([before[1], before[0], before[2]]);
  await page.reload();
  await expect.poll(() => titlesInAlbum(page)).toEqual([before[1], before[0], before[2]]);
  const order = await titlesInAlbum(page);

  // The cover: a file's "Use as cover".
  // (Until one is chosen the album's first file stands for it: choose the last.)
  const last = albumFiles(page).filter({ hasText: order[2] });
  await expect(albumFiles(page).first().getByTestId('cover-badge')).toBeVisible();
  await last.getByRole('button', { name: `More actions for ${order[2]}` }).click();
  await page.getByRole('menuitem', { name: 'Use as cover' }).click();
  await expect(last.getByTestId('cover-badge')).toBeVisible();
  await expect(page.getByTestId('cover-badge')).toHaveCount(1);
  await snap(page, 'album-screen-1440');

  // The player walks the album, not the library (which holds a fourth file).
  await albumFiles(page).first().getByTestId('album-file-open').click();
  await expect(page).toHaveURL(/\/player\/[^?]+\?album=/);
  await expect(page.getByTestId('info-title')).toHaveText(order[0]);
  await expect(page.getByTestId('player-position')).toHaveText('1 / 3');
  await expect(page.getByTestId('file-albums')).toContainText('Summer trip');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.click();
  await expect(page.getByTestId('info-title')).toHaveText(order[1]);
  await next.click();
  await expect(page.getByTestId('info-title')).toHaveText(order[2]);
  await expect(page.getByTestId('player-position')).toHaveText('3 / 3');
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(page.getByTestId('info-title')).toHaveText(order[1]);
  await snap(page, 'album-player-1440');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/albums\/[^/?]+$/);

  // Remove one file: out of the album, still in the library.
  const notes = albumFiles(page).filter({ hasText: 'Notes' });
  await notes.getByRole('button', { name: 'More actions for Notes' }).click();
  await page.getByRole('menuitem', { name: 'Remove from album' }).click();
  await expect(albumFiles(page)).toHaveCount(2);
  await expect(page.getByTestId('album-summary')).toContainText('2 files');

  // Phone width: the album, its list view and the albums list fit the screen.
  await page.setViewportSize(PHONE);
  await expectWithinScreen(page, 'album screen');
  await snap(page, 'album-screen-390');
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByTestId('album-table')).toBeVisible();
  await expectWithinScreen(page, 'album list view');
  await snap(page, 'album-list-view-390');
  await page.getByRole('button', { name: 'Grid view' }).click();
  await page.setViewportSize(DESKTOP);

  // The player's "In albums": add the removed file again, then take it out from there.
  await page.goto('/library');
  await card(page, 'Notes').getByTestId('media-card-open').click();
  const inAlbums = page.getByTestId('file-albums');
  await expect(inAlbums).toContainText('Not in any album yet.');
  await inAlbums.getByRole('button', { name: 'Add to album' }).click();
  const add = page.getByRole('dialog', { name: 'Add to album' });
  await expect(add.getByLabel('Album', { exact: true })).toHaveValue(/.+/);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(inAlbums.getByRole('link', { name: 'Summer trip' })).toBeVisible();
  await inAlbums.getByRole('button', { name: 'Remove from Summer trip' }).click();
  await expect(inAlbums).toContainText('Not in any album yet.');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Albums' }).click();
  await page.getByTestId('album-card').click();
  await expect(albumFiles(page)).toHaveCount(2);

  // Delete the album: its files stay.
  await page.getByRole('button', { name: 'Delete album' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the album “Summer trip”?' });
  await expect(confirm).toContainText('its 2 files stay in your library');
  await confirm.getByRole('button', { name: 'Delete album' }).click();
  await expect(page).toHaveURL(/\/albums$/);
  await expect(page.getByText('No albums yet')).toBeVisible();
  await page.goto('/library');
  await expectCount(page, 'media-card', 4);
});

test('the albums list and a new album on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/albums');
  await page.getByRole('button', { name: 'New album' }).first().click();
  const form = page.getByRole('dialog', { name: 'New album' });
  await form.getByRole('button', { name: 'Create album' }).click();
  await expect(form.getByText('Album name is required')).toBeVisible();
  await form.getByLabel('Album name').fill('Phone album');
  await snap(page, 'albums-new-390');
  await form.getByRole('button', { name: 'Create album' }).click();
  await expect(page.getByTestId('album-name')).toHaveText('Phone album');
  await expect(page.getByText('This album is empty')).toBeVisible();
  await expectWithinScreen(page, 'empty album');
  await snap(page, 'album-empty-390');

  // The Upload screen's "Add to album": the file goes in once uploaded.
  await page.goto('/upload');
  await page.getByLabel('Add to album').selectOption({ label: 'Phone album' });
  await page.getByTestId('file-input').setInputFiles(join(FIXTURES, 'fixture.jpg'));
  await expectWithinScreen(page, 'upload with an album');
  await snap(page, 'upload-album-390');
  await page.getByRole('button', { name: 'Upload 1 File' }).click();
  await expect(page.getByTestId('count-completed')).toHaveText('1', { timeout: 60_000 });

  await page.goto('/albums');
  await expect(page.getByTestId('album-card')).toHaveCount(1);
  await expect(page.getByTestId('album-card')).toContainText('1 file');
  await expectWithinScreen(page, 'albums list');
  await snap(page, 'albums-list-390');

  // The album screen in the light theme too (its contrast is checked by snap).
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.getByTestId('album-card').click();
  // The album's screen arrives on demand: reloaded before it came, the page would still be the list.
  await expect(page).toHaveURL(/\/albums\/[^/]+$/);
  await page.reload();
  await expect(page.getByTestId('album-file')).toHaveCount(1);
  await snap(page, 'album-light-390');

  // "Share album" opens the share modal for the album (a live link).
  await page.getByRole('button', { name: 'Share album' }).click();
  await expect(page.getByRole('dialog')).toContainText('Phone album');
  await snap(page, 'album-share-390');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});
