/// <reference types="node" />
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

export const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3199}`;
export { FIXTURES } from '../support/paths.ts';

/** A visitor with no account and no session: nothing stored, clipboard allowed so copied links can be read back. */
export function anonymousContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: BASE_URL,
    storageState: { cookies: [], origins: [] },
    permissions: ['clipboard-read', 'clipboard-write'],
    acceptDownloads: true,
  });
}

export function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The slug at the end of a share link (…/s/{slug}). */
export function slugOf(link: string): string {
  const slug = new URL(link).pathname.split('/').pop();
  if (!slug) throw new Error(`No slug in ${link}`);
  return slug;
}

export interface ForeignSite {
  origin: string;
  close: () => Promise<void>;
}

/**
 * Another site: a tiny HTTP server on 127.0.0.1 and a random port, so the app on localhost is a different site for
 * the browser (Fetch Metadata says cross-site), serving the given pages by path.
 */
export async function startForeignSite(pages: Record<string, string>): Promise<ForeignSite> {
  const server = createServer((req, res) => {
    const html = pages[req.url ?? '/'];
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A datetime-local value `days` ahead of now (local time), as the expiry field takes it. */
export function localDateTime(daysAhead: number): string {
  const d = new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The Sharing screen row of a share. */
export function shareRow(page: Page, slug: string) {
  return page.locator(`[data-testid="share-row"][data-slug="${slug}"]`);
}

/** What a share row (see shareRow) says of the share: its status badge, and its view and download counts. */
export async function expectShareCounts(
  row: Locator,
  counts: { badge: string; views: string; downloads: string },
): Promise<void> {
  await expect(row.getByTestId('share-badge')).toHaveText(counts.badge);
  await expect(row.getByTestId('share-views')).toHaveText(counts.views);
  await expect(row.getByTestId('share-downloads')).toHaveText(counts.downloads);
}

/** Submits the public page's password prompt. */
export async function enterSharePassword(page: Page, password: string): Promise<void> {
  const prompt = page.getByTestId('password-prompt');
  await expect(prompt.getByRole('heading', { name: 'Password Required' })).toBeVisible();
  await prompt.getByLabel('Enter Password', { exact: true }).fill(password);
  await prompt.getByRole('button', { name: 'Access File' }).click();
}
