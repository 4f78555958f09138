import { expect, test } from './support/test.ts';
import { apiToken, expectCount, uploadNote } from './helpers/media.ts';
import { snap } from './support/screens.ts';
import { signedInOnce } from './support/session.ts';

// The library's page, search, category and sort live in the address bar, so Back from the player and a
// reload return to the same place; a thumbnail opens its file.
const session = signedInOnce('library-address');
const FILES = 45; // three pages of 20

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request, session.user());
  for (let i = 0; i < FILES; i++) await uploadNote(request, token, `item-${String(i).padStart(2, '0')}.txt`, `${i}\n`);
});

test('page 3 sorted by name, open a file, Back: still page 3 with the same sort', async ({ page }) => {
  await page.goto('/library');
  await expectCount(page, 'media-card', 20);
  await page.getByRole('button', { name: /^Name/ }).click();
  await expect(page).toHaveURL(/\/library\?sortBy=filename$/);
  await page.getByRole('button', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/page=3/);
  await expectCount(page, 'media-card', 5);
  // Names A to Z: page 3 holds item-40 to item-44.
  const first = page.getByTestId('media-card').first();
  await expect(first).toContainText('item-40');
  await snap(page, 'library-address-page-3');

  await first.getByTestId('media-card-open').click();
  await expect(page).toHaveURL(/\/player\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/library\?page=3&sortBy=filename$/);
  await expect(page.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('media-card').first()).toContainText('item-40');
  await expect(page.getByRole('button', { name: /^Name/ })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expectCount(page, 'media-card', 5);
  await expect(page.getByTestId('media-card').first()).toContainText('item-40');
});

test('a click right after another keeps what the first one changed, even on a slow phone', async ({ page }) => {
  // A navigation renders in a transition: the address changes before the screen does, so a second click landing in
  // between used to build on the old state and drop the first change (the sort here).
  const cdp = await page.context().newCDPSession(page);
  await page.goto('/library');
  await expectCount(page, 'media-card', 20);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.getByRole('button', { name: /^Name/ }).click();
  await expect(page).toHaveURL(/\/library\?sortBy=filename$/);
  await page.getByRole('button', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\/library\?page=3&sortBy=filename$/);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.getByTestId('media-card').first()).toContainText('item-40');
});

test('a search and a category from the address bar fill the screen, and Back undoes a filter', async ({ page }) => {
  await page.goto('/library?search=item-1&category=document');
  await expect(page.getByRole('searchbox')).toHaveValue('item-1');
  await expectCount(page, 'media-card', 10); // item-10 to item-19
  // The result is said to screen readers: the summary is a polite live region.
  await expect(page.getByTestId('library-summary').locator('[aria-live="polite"]')).toHaveText(/^10 files · /);
  await page.goto('/library?page=2');
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'document', exact: true }).click();
  await expect(page).toHaveURL(/category=document/);
  await expect(page).not.toHaveURL(/page=2/);
  await page.goBack();
  await expect(page).toHaveURL(/\/library\?page=2$/);
});

test('a category clicked while a search is still being typed keeps both', async ({ page }) => {
  await page.goto('/library');
  await expectCount(page, 'media-card', 20);
  await page.getByRole('searchbox').fill('item-1');
  // Within the search's 300 ms pause: the search, when it runs, must build on the category, not on the state before.
  await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'document', exact: true }).click();
  await expect(page).toHaveURL(/\/library\?search=item-1&category=document$/);
  await expectCount(page, 'media-card', 10);
});

test('Back to a place without the search empties the search box', async ({ page }) => {
  await page.goto('/library');
  await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'document', exact: true }).click();
  await expect(page).toHaveURL(/\/library\?category=document$/);
  await page.getByRole('searchbox').fill('item-1');
  await expect(page).toHaveURL(/\/library\?search=item-1&category=document$/);
  await expectCount(page, 'media-card', 10);
  await page.goBack();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('searchbox')).toHaveValue('');
  await expectCount(page, 'media-card', 20);
});

test('a phone opens a file with its picture (no hover needed)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/library');
  await page.getByTestId('media-card').first().getByTestId('media-card-open').click();
  await expect(page).toHaveURL(/\/player\//);
});

test('on a phone, the folded filters say when a category or sort from the address is in use', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/library?category=document&sortBy=filename');
  await expect(page.getByRole('button', { name: 'Filters (in use)' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('filters-in-use')).toBeVisible();
  await snap(page, 'library-phone-filters-in-use', { fullPage: false });
  // Opened, the chips show the choices themselves.
  await page.getByRole('button', { name: 'Filters (in use)' }).click();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('filters-in-use')).toHaveCount(0);
  await page.goto('/library');
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('filters-in-use')).toHaveCount(0);
});

test('a new page starts at its top, on a desktop and on a phone', async ({ page }) => {
  for (const [width, height, name] of [
    [1440, 900, 'library-paging-desktop'],
    [390, 844, 'library-paging-phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/library');
    await expectCount(page, 'media-card', 20);
    // The pager sits below the files: reaching it means scrolling down.
    const next = page.getByRole('button', { name: 'Page 2' });
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await next.click();
    await expect(page).toHaveURL(/\/library\?page=2$/);
    await expect(page.getByTestId('media-card').first()).toContainText('item-24');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await snap(page, name, { fullPage: false });
  }
});

test('grid or list lives in the address with the rest, and the player brings it back', async ({ page }) => {
  for (const [width, height, name] of [
    [1440, 900, 'library-list-in-address-desktop'],
    [390, 844, 'library-list-in-address-phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/library?sortBy=filename');
    await expectCount(page, 'media-card', 20);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByRole('button', { name: 'List view' }).click();
    // Switching the layout replaces the entry: Back still goes to the previous place, not the other layout.
    await expect(page).toHaveURL(/\/library\?page=2&sortBy=filename&view=list$/);
    await expectCount(page, 'media-row', 20);
    await expect(page.getByTestId('media-row').first()).toContainText('item-20');
    await snap(page, name);

    await page.getByTestId('media-row').first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/player\/[^?]+\?page=2&sortBy=filename&view=list$/);
    await page.getByRole('link', { name: 'Back to Library' }).click();
    await expect(page).toHaveURL(/\/library\?page=2&sortBy=filename&view=list$/);
    await expectCount(page, 'media-row', 20);
    await page.reload();
    await expectCount(page, 'media-row', 20);

    // A link naming the grid shows the grid, whatever was chosen last.
    await page.goto('/library?view=grid');
    await expectCount(page, 'media-card', 20);
    await page.getByRole('button', { name: 'Grid view' }).click();
  }
});
