import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { FIXTURES } from '../support/paths.ts';
import { expectWithinScreen, snap } from '../support/screens.ts';

// What the finished-screens spec shares between its tests: languages, widths, pictures and the measures of a layout.

export const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

export type Language = 'en' | 'de' | 'fr' | 'es' | 'zh';

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The account's language, for its next page load too (the preference, and what the app reads before it arrives). */
export async function useLanguage(page: Page, request: APIRequestContext, token: string, language: Language) {
  const res = await request.put('/api/user/preferences', { headers: auth(token), data: { language } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The current screen at both widths, pictured as finished-<name>-<language>-<size>; it never scrolls sideways. */
export async function snapBoth(page: Page, name: string, language: Language, atEachWidth?: () => Promise<void>) {
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await atEachWidth?.();
    await expectWithinScreen(page, name);
    await snap(page, `finished-${name}-${language}-${size}`);
  }
  await page.setViewportSize(SIZES[0][1]);
}

/** Uploads `fixture` as the account's avatar. */
export async function uploadAvatar(request: APIRequestContext, token: string, fixture = 'exif-Portrait_5.jpg') {
  const res = await request.post('/api/user/avatar', {
    headers: auth(token),
    multipart: {
      avatar: { name: fixture, mimeType: 'image/jpeg', buffer: readFileSync(join(FIXTURES, fixture)) },
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** An image that has loaded its picture (not a broken one). */
export async function expectLoadedImage(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
}

/** The texts inside `box` that are cut (an ellipsis or a hidden overflow), by their text. */
export function cutTexts(box: Locator): Promise<string[]> {
  return box.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((el) => el.children.length === 0 && (el.textContent ?? '').trim() !== '')
      // An inline element has no box of its own to overflow.
      .filter((el) => getComputedStyle(el).display !== 'inline')
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      .map((el) => el.textContent ?? ''),
  );
}

/**
 * The gap at the right end of each row of `grid`'s children, in pixels: a row that does not reach the grid's right
 * edge leaves an empty hole there.
 */
export function rowGaps(grid: Locator): Promise<number[]> {
  return grid.evaluate((root) => {
    const right = root.getBoundingClientRect().right;
    const rows = new Map<number, number>();
    for (const child of root.children) {
      const box = child.getBoundingClientRect();
      const top = Math.round(box.top);
      rows.set(top, Math.max(rows.get(top) ?? 0, box.right));
    }
    return [...rows.values()].map((end) => Math.round(right - end));
  });
}

/** Whether two elements' boxes overlap on the screen. */
export async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) return false;
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}
