/// <reference types="node" />
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { anonymousContext, enterSharePassword, IMAGE, newSharer } from './helpers/sharing.ts';

// The public share page is what most people see of the product: it is its own build (web/vite.public.config.ts, on
// Preact), never the app's, let alone the signed-in screens (docs/performance.md, Public share page: weight and
// Lighthouse). Read against the build the server serves: the app's manifest names each screen's chunk, and the .br
// beside each file is what browsers that take brotli are sent.
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** What the share page may load at most, brotli-compressed (the goal of docs/performance.md; 73.5 KB when set). */
const BUDGET_KB = 80;

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
}

/** The chunks of every screen loaded on demand that is not the public share page's own. */
function otherScreens(manifest: Record<string, ManifestChunk>): Map<string, string> {
  const screens = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    const src = chunk.src ?? '';
    const signedInOrOther =
      (src.startsWith('src/features/') && !src.startsWith('src/features/public-share/')) ||
      src.startsWith('src/app/shell/');
    if (chunk.isDynamicEntry && signedInOrOther) screens.set(chunk.file, src);
  }
  return screens;
}

/** A new account's image, shared with `options`: the owner's token, and the link's slug and id. */
async function sharedImage(request: APIRequestContext, options: Record<string, unknown> = {}) {
  const { token, ids } = await newSharer(request, null, [IMAGE]);
  const res = await request.post('/api/share', {
    headers: { Authorization: `Bearer ${token}` },
    data: { mediaFileId: ids[0], ...options },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { slug, id } = ((await res.json()) as { data: { share: { slug: string; id: string } } }).data.share;
  return { token, slug, id };
}

const compressedSize = (file: string) => {
  const br = join(dist, `${file}.br`);
  return statSync(existsSync(br) ? br : join(dist, file)).size;
};

test('the public share page loads no other screen and stays within its JavaScript budget', async ({
  browser,
  request,
}) => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const { slug } = await sharedImage(request);

  const visitor = await anonymousContext(browser);
  const page = await visitor.newPage();
  await page.goto(`/s/${slug}`);
  await expect(page.getByTestId('shared-title')).toHaveText(IMAGE.title);
  // Every script the page fetched: the public build's entry and anything it loaded after.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname.slice(1))
      .filter((path) => /^(public\/)?assets\//.test(path) && path.endsWith('.js')),
  );
  await visitor.close();

  expect(scripts.length).toBeGreaterThan(0);
  // The public build's, not the app's (which the server sends only when the public build is missing).
  expect(scripts.filter((file) => !file.startsWith('public/'))).toEqual([]);
  const screens = otherScreens(manifest);
  expect(scripts.filter((file) => screens.has(file)).map((file) => screens.get(file))).toEqual([]);
  const kb = scripts.reduce((sum, file) => sum + compressedSize(file), 0) / 1024;
  expect(kb, `the share page's scripts: ${scripts.join(', ')}`).toBeLessThanOrEqual(BUDGET_KB);
});

test('the page asks for its data as its HTML loads, and the visit still pays one view', async ({
  browser,
  request,
}) => {
  const { token, slug, id } = await sharedImage(request);

  const visitor = await anonymousContext(browser);
  const page = await visitor.newPage();
  const dataCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/share/public/s/${slug}`) dataCalls.push(sent.url());
  });
  const html = await (await page.goto(`/s/${slug}`))!.text();
  await expect(page.getByTestId('shared-title')).toHaveText(IMAGE.title);
  // Asked by the HTML's own script, before the page's script arrived, and taken by the screen as its data call.
  expect(html).toContain("fetch('/api/share/public/s/' + slug");
  expect(await page.evaluate(() => 'vaultboxSharePage' in window && window.vaultboxSharePage === undefined)).toBe(true);
  expect(dataCalls).toHaveLength(1);
  await visitor.close();
  const shares = await request.get('/api/share', { headers: { Authorization: `Bearer ${token}` } });
  const listed = ((await shares.json()) as { data: { shares: { id: string; currentViews: number }[] } }).data.shares;
  expect(listed.find((share) => share.id === id)?.currentViews).toBe(1);
});

test('a link that asks for a password draws its prompt first, not a loading line, when its data came first', async ({
  browser,
  request,
}) => {
  const { slug } = await sharedImage(request, { password: 'early-prompt-pw' });

  const visitor = await anonymousContext(browser);
  const page = await visitor.newPage();
  // Anything the page ever draws while its data is pending is noted, however briefly it stays.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="share-loading"]')) document.documentElement.dataset.sawLoading = 'yes';
    }).observe(document, { childList: true, subtree: true });
  });
  // The page's script waits until the HTML's own script has read the data call's answer, as on a slow line.
  await page.route('**/public/assets/public-share-*.js', async (route) => {
    await page.waitForFunction(() => window.vaultboxSharePage?.passwordAsked === true);
    await route.continue();
  });
  await page.goto(`/s/${slug}`);
  await expect(page.getByTestId('password-prompt').getByRole('button', { name: 'Access File' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.sawLoading)).toBeUndefined();
  await enterSharePassword(page, 'early-prompt-pw');
  await expect(page.getByTestId('shared-title')).toHaveText(IMAGE.title);
  await visitor.close();
});
