import type { Download, Locator, Page } from '@playwright/test';

/** Saves a full-page screenshot of the current screen as test-results/screenshots/<name>.png. */
export async function snap(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  // Let fonts, transitions and toasts settle so the picture shows what a person sees.
  await page.waitForTimeout(350);
  const fullPage = options.fullPage ?? true;
  // From the top: a scrolled page's sticky header and sidebar would be drawn where the scroll left them, mid-picture.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
}

/** Clicks `button` and answers the download it starts. */
export async function downloadBy(page: Page, button: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return download;
}
