import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';

/**
 * Saves a full-page screenshot of the current screen as test-results/screenshots/<name>.png, and checks the screen's
 * accessibility (support/accessibility.ts): every screen worth a picture is one a person uses.
 */
export async function snap(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await settled(page);
  const fullPage = options.fullPage ?? true;
  // From the top: a scrolled page's sticky header and sidebar would be drawn where the scroll left them, mid-picture.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `test-results/screenshots/${name}.png`, fullPage);
  await expectAccessible(page, name);
}

/**
 * Waits until the screen is still, so a picture or a measure shows what a person sees: fonts loaded, no finite
 * animation or transition running (a spinner's endless one does not count), and no text or element added or removed
 * for 100 ms (data that arrives after the first paint redraws the screen). At most 1.5 s, then it goes on.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    ({ quietMs, atMostMs }) =>
      new Promise<void>((resolve) => {
        const start = performance.now();
        let changed = start;
        const observer = new MutationObserver(() => (changed = performance.now()));
        observer.observe(document, { subtree: true, childList: true, characterData: true });
        const moving = () =>
          document
            .getAnimations()
            .some((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime));
        const check = () => {
          const now = performance.now();
          const still = document.fonts.status === 'loaded' && !moving() && now - changed >= quietMs;
          if (still || now - start >= atMostMs) {
            observer.disconnect();
            resolve();
          } else setTimeout(check, 20);
        };
        setTimeout(check, 20);
      }),
    { quietMs: 100, atMostMs: 1_500 },
  );
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
  await settled(page);
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
