/// <reference types="node" />
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { BASE_URL } from '../support/instances.ts';
import { FIXTURES } from '../support/paths.ts';
import { createActiveUser, signIn } from '../support/users.ts';
import { apiToken, uploadFile, waitUntilProcessed } from './media.ts';

export { BASE_URL, FIXTURES };

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

export const IMAGE = { path: join(FIXTURES, 'fixture.jpg'), title: 'fixture', mimeType: 'image/jpeg' };
export const VIDEO = { path: join(FIXTURES, 'fixture-imovie.mp4'), title: 'fixture-imovie', mimeType: 'video/mp4' };

/**
 * A new account with these files (uploaded and processed), signed in on `page` when given; its token and the files'
 * ids in the same order.
 */
export async function newSharer(request: APIRequestContext, page: Page | null, uploads: (typeof IMAGE)[] = []) {
  const user = await createActiveUser('sharer');
  const token = await apiToken(request, user);
  const ids: string[] = [];
  for (const file of uploads) ids.push(await uploadFile(request, token, file));
  await waitUntilProcessed(request, token, ids);
  if (page) await signIn(page, user);
  return { token, ids };
}

/** The image's share as the sharing spec's first test makes it: a password, an expiry in 3 days, 3 views, 2 downloads. */
export async function protectedShare(
  request: APIRequestContext,
  token: string,
  mediaFileId: string,
  password: string,
): Promise<string> {
  const expiresAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
  const res = await request.post('/api/share', {
    headers: { Authorization: `Bearer ${token}` },
    data: { mediaFileId, password, expiresAt, maxViews: 3, maxDownloads: 2 },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { share: { slug: string } } }).data.share.slug;
}

/** What the sharing spec's visitor does to that share, in short: both downloads, then views until refused. */
export async function useUp(browser: Browser, slug: string, password: string): Promise<void> {
  const visitor = await anonymousContext(browser);
  for (let i = 0; i < 2; i++) expect((await visitor.request.get(`/r/${slug}?password=${password}`)).status()).toBe(200);
  for (let i = 0; i < 4; i++) {
    if ((await visitor.request.get(`/api/share/public/s/${slug}?password=${password}`)).status() !== 200) break;
  }
  await visitor.close();
}
