import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';

/**
 * Saves a full-page screenshot of the current screen as test-results/screenshots/<name>.png, and checks the screen's
 * accessibility (support/accessibility.ts): every screen worth a picture is one a person uses.
 */
export async function snap(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  // Let fonts, transitions and toasts settle so the picture shows what a person sees.
  await page.waitForTimeout(350);
  const fullPage = options.fullPage ?? true;
  // From the top: a scrolled page's sticky header and sidebar would be drawn where the scroll left them, mid-picture.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `test-results/screenshots/${name}.png`, fullPage);
  await expectAccessible(page, name);
}

/**
 * A screenshot, tried again once: in one CI run Chromium left a capture unanswered (after "fonts loaded") until the
 * test's four minutes ran out; a capture now gets 30 s, then one more try.
 */
async function screenshot(page: Page, path: string, fullPage: boolean): Promise<void> {
  try {
    await page.screenshot({ path, fullPage, timeout: 30_000 });
  } catch (error) {
    if (!(error instanceof Error) || !error.message.includes('Timeout')) throw error;
    await page.screenshot({ path, fullPage, timeout: 30_000 });
  }
}

/** Clicks `button` and answers the download it starts. */
export async function downloadBy(page: Page, button: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return download;
}

/** Checks that the page does not scroll sideways: nothing on it is wider than the window (`screen` names it). */
export async function expectWithinScreen(page: Page, screen: string): Promise<void> {
  // Let the screen settle: data arrives after the first paint.
  await page.waitForTimeout(300);
  const { width, screenWidth } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    screenWidth: window.innerWidth,
  }));
  expect.soft(width, `${screen} is ${width} px wide on a ${screenWidth} px screen`).toBeLessThanOrEqual(screenWidth);
}

/** The two widths every screen is pictured at: a wide desktop and a phone. */
export const WIDE = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * The current screen at 1440 and 390 px, pictured as <name>-desktop and <name>-phone (and checked by axe); it never
 * scrolls sideways. The page is left at 1440 px.
 */
export async function snapBoth(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', WIDE],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectWithinScreen(page, `${name} (${size})`);
    await snap(page, `${name}-${size}`, options);
  }
  await page.setViewportSize(WIDE);
}
