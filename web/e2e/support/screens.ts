import type { Download, Locator, Page } from '@playwright/test';

/** Saves a full-page screenshot of the current screen as test-results/screenshots/<name>.png. */
export async function snap(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  // Let fonts, transitions and toasts settle so the picture shows what a person sees.
  await page.waitForTimeout(350);
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: options.fullPage ?? true });
}

/** Clicks `button` and answers the download it starts. */
export async function downloadBy(page: Page, button: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return download;
}
