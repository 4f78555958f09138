import { expect, test } from './support/test.ts';
import { IMAGE, VIDEO, newSharer } from './helpers/sharing.ts';

// The library on a phone does not move when its figures arrive: the summary ("2 files · 112.21 KB") is longer than
// the one drawn while the page's data is pending, and beside the buttons it wrapped the row and pushed the search box
// and the files down, a layout shift Lighthouse counted on /library
// (docs/performance.md, Every goal measured again, alone, on one machine).
test('the library on a phone keeps its place when its figures arrive', async ({ page, request }) => {
  await newSharer(request, page, [IMAGE, VIDEO]);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { layoutShifts: shifts });
  });
  // The page's list answers late, as on a slow line: the toolbar is drawn first with nothing counted.
  await page.route('**/api/media?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto('/library');
  await expect(page.getByTestId('library-summary')).toContainText('2 files');
  await expect(page.getByTestId('media-card')).toHaveCount(2);
  const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifted.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
});
