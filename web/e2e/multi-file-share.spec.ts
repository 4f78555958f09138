import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from './support/test.ts';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { anonymousContext, BASE_URL, FIXTURES, newSharer, shareRow, slugOf } from './helpers/sharing.ts';
import { downloadBy, expectWithinScreen, snap } from './support/screens.ts';

// Multi-file shares (docs/product.md, Multi-file shares): the owner picks three files in the library and shares them
// in one link, with its QR code; a visitor opens the grid, walks the viewer, downloads one file and the ZIP of all.
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const FILES = [
  { path: join(FIXTURES, 'fixture.jpg'), title: 'Sunrise', mimeType: 'image/jpeg' },
  { path: join(FIXTURES, 'fixture.png'), title: 'Harbour', mimeType: 'image/png' },
  { path: join(FIXTURES, 'fixture.mp3'), title: 'Seagulls', mimeType: 'audio/mpeg' },
];
const TITLE = 'Summer trip';

/** The text of the QR code the page drew: its SVG squares painted into a bitmap and read by jsQR. */
async function decodeQrSvg(qr: Locator): Promise<string | null> {
  const svg = await qr.locator('svg[role="img"]').evaluate((node) => node.outerHTML);
  const side = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const path = /<path d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const scale = 6;
  const width = side * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        data.fill(0, at, at + 3);
      }
    }
  }
  return jsQR(data, width, width)?.data ?? null;
}

/** The names a ZIP holds, read from its central directory (no inflating needed). */
function zipEntryNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end, 'end of central directory').toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

async function shareSelection(page: Page): Promise<string> {
  await page.goto('/library');
  await page.getByRole('button', { name: 'List view' }).click();
  for (const file of FILES) await page.getByLabel(`Select ${file.title}`, { exact: true }).check();
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText('3 files selected');
  await bar.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share files' });
  await expect(dialog).toContainText('3 selected files, in one link.');
  await dialog.getByLabel('Title (optional)').fill(TITLE);
  await snap(page, 'multi-share-modal');
  await dialog.getByRole('button', { name: 'Create Share Link' }).click();
  await expect(dialog.getByText('Share link created successfully')).toBeVisible();
  const link = await dialog.getByTestId('share-link').inputValue();
  expect(link).toMatch(new RegExp(`^${BASE_URL}/s/[A-Za-z0-9_-]{11,}$`));

  // The QR code on screen and its PNG both read back as the link.
  const qr = dialog.getByTestId('qr-code');
  await expect(qr.getByRole('img', { name: `QR code of the link ${link}` })).toBeVisible();
  // Its code loads once the link is made; the place held meanwhile is its height (share-created-view.tsx).
  expect((await qr.boundingBox())?.height).toBe(216);
  expect(await decodeQrSvg(qr)).toBe(link);
  const png = await downloadBy(page, qr.getByRole('button', { name: 'Download PNG' }));
  expect(png.suggestedFilename()).toMatch(/\.png$/);
  const image = PNG.sync.read(readFileSync(await png.path()));
  expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(link);
  await snap(page, 'multi-share-created');
  await dialog.getByRole('button', { name: 'Done' }).click();
  return link;
}

test('an owner shares three files in one link; a visitor walks the grid and downloads one file and all of them', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  await newSharer(request, page, FILES);
  const link = await shareSelection(page);
  const slug = slugOf(link);

  // The sharing list names the link by its title and says it holds three files; its menu shows the QR code too.
  await page.goto('/sharing');
  const row = shareRow(page, slug);
  await expect(row.getByTestId('share-title')).toHaveText(TITLE);
  await expect(row.getByTestId('share-kind')).toHaveText('3 files');
  await row.getByRole('button', { name: 'QR code' }).click();
  const qrDialog = page.getByRole('dialog', { name: 'QR code' });
  expect(await decodeQrSvg(qrDialog.getByTestId('qr-code'))).toBe(link);
  await snap(page, 'multi-share-row-qr');
  await page.keyboard.press('Escape');
  await expect(qrDialog).toBeHidden();
  await snap(page, 'multi-share-list');

  const visitor = await anonymousContext(browser);
  const guest = await visitor.newPage();
  await guest.setViewportSize(DESKTOP);
  await guest.goto(`/s/${slug}`);
  const collection = guest.getByTestId('shared-collection');
  await expect(collection.getByTestId('shared-title')).toHaveText(TITLE);
  await expect(collection.getByTestId('shared-summary')).toContainText('3 files');
  const tiles = collection.getByTestId('shared-item');
  await expect(tiles).toHaveCount(3);
  const badges = await collection.getByTestId('file-type-badge').allTextContents();
  expect(badges.map((badge) => badge.toLowerCase()).sort()).toEqual(['jpg', 'mp3', 'png']);
  await snap(guest, 'multi-share-public');

  // The viewer: Next, the arrow keys, Escape.
  await tiles.first().click();
  const viewer = guest.getByRole('dialog');
  const titles = await collection.getByTestId('shared-item-name').allTextContents();
  await expect(viewer.getByRole('heading')).toHaveText(titles[0] ?? '');
  await expect(viewer.getByTestId('item-previous')).toBeDisabled();
  await viewer.getByTestId('item-next').click();
  await expect(viewer.getByRole('heading')).toHaveText(titles[1] ?? '');
  await expect(viewer.getByTestId('item-position')).toHaveText('2 of 3');
  await snap(guest, 'multi-share-viewer');
  await guest.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('heading')).toHaveText(titles[2] ?? '');
  await expect(viewer.getByTestId('item-next')).toBeDisabled();
  await guest.keyboard.press('ArrowLeft');
  await expect(viewer.getByRole('heading')).toHaveText(titles[1] ?? '');

  // One item's download: its own file, under its own name.
  const one = await downloadBy(guest, viewer.getByRole('button', { name: 'Download', exact: true }));
  const original = FILES.find((file) => file.title === titles[1]);
  expect(one.suggestedFilename()).toBe(original ? original.path.split('/').pop() : '');
  // The link strips location and camera data, so a photo comes as a cleaned copy: the same kind of file, not the same bytes.
  const saved = readFileSync(await one.path());
  expect(saved.length).toBeGreaterThan(0);
  expect(saved.subarray(0, 4).equals(readFileSync(original?.path ?? '').subarray(0, 4))).toBe(true);
  await guest.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Download all: a ZIP of the three files, streamed by the browser.
  const all = await downloadBy(guest, collection.getByTestId('download-all'));
  expect(all.suggestedFilename()).toMatch(/\.zip$/);
  const names = zipEntryNames(readFileSync(await all.path()));
  expect(names).toHaveLength(3);
  expect(names.map((name) => name.split('.').pop()?.toLowerCase()).sort()).toEqual(['jpg', 'mp3', 'png']);

  // The phone: the grid and the viewer fit the screen.
  await guest.setViewportSize(PHONE);
  await guest.reload();
  await expect(tiles).toHaveCount(3);
  await expectWithinScreen(guest, 'multi-share-public-phone');
  await snap(guest, 'multi-share-public-phone');
  await tiles.nth(1).click();
  await expect(viewer.getByTestId('item-position')).toHaveText('2 of 3');
  await expectWithinScreen(guest, 'multi-share-viewer-phone');
  await snap(guest, 'multi-share-viewer-phone');
  await visitor.close();

  // The owner renames the selection's page in the Edit modal; the list says the new title.
  await shareRow(page, slug).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Share Link' });
  await expect(edit.getByTestId('share-edit-title')).toHaveValue(TITLE);
  await edit.getByTestId('share-edit-title').fill('Renamed selection');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(shareRow(page, slug).getByTestId('share-title')).toHaveText('Renamed selection');

  await page.setViewportSize(PHONE);
  await page.goto('/sharing');
  await expect(shareRow(page, slug)).toBeVisible();
  await expectWithinScreen(page, 'multi-share-list-phone');
  await snap(page, 'multi-share-list-phone');
});
