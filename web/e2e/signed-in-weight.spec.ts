/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test.ts';
import { card, makeBinaryFile } from './helpers/media.ts';
import { signedInOnce } from './support/session.ts';

// A signed-in page loads in one wave: the HTML the server sends for its address lists the signed-in frame's and the
// screen's chunks, so the browser fetches them beside the app's entry instead of once the entry has run. The upload
// client (tus-js-client) loads with the first upload, and zod only with the screens that need it, not with every
// page, and the code comes in a few files (docs/performance.md, Public share page: weight and Lighthouse).
signedInOnce('weight');

/** The build the server serves: each script the page asked for is read from it. */
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

test("a signed-in page's HTML lists its own screen's code, and the upload client loads with the first upload", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  const answer = await page.goto('/library');
  const html = (await answer?.text()) ?? '';
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map(
    (m) => m[1],
  );
  expect(preloads.some((href) => /\/assets\/app-shell-[\w-]+\.js$/.test(href))).toBe(true);
  expect(preloads.some((href) => /\/assets\/library-screen-[\w-]+\.js$/.test(href))).toBe(true);
  expect(preloads.some((href) => href.includes('dashboard-screen'))).toBe(false);
  await expect(page.getByTestId('header-title')).toBeVisible();
  expect(scripts.some((path) => path.includes('resumable-upload'))).toBe(false);
  // Nor the QR code's library, which the share dialog loads once a link is made.
  expect(scripts.some((path) => /\/assets\/qr-code-[\w-]+\.js$/.test(path))).toBe(false);
  // Nor zod: the library reads its limits and lists from files without schemas (common/src/media-fields.ts).
  const withZod = scripts.filter((path) => readFileSync(join(dist, path), 'utf8').includes('ZodError'));
  expect(withZod).toEqual([]);
  // Nor i18next: the texts go through the app's own translator (web/vite.translator.ts).
  const withI18next = scripts.filter((path) => readFileSync(join(dist, path), 'utf8').includes('i18next::'));
  expect(withI18next).toEqual([]);
  // And in a few files, not one per icon or small shared component (89 before they were grouped, web/vite.config.ts).
  expect(scripts.some((path) => /\/assets\/icons-[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts.length).toBeLessThanOrEqual(40);

  await page.goto('/upload');
  await page.getByTestId('file-input').setInputFiles([makeBinaryFile('first-upload.bin', 1)]);
  await page.getByRole('button', { name: 'Upload 1 File' }).click();
  await expect(page.getByTestId('count-completed')).toHaveText('1', { timeout: 30_000 });
  expect(scripts.filter((path) => /\/assets\/resumable-upload-[\w-]+\.js$/.test(path))).toHaveLength(1);

  await page.goto('/library');
  await expect(card(page, 'first-upload')).toBeVisible();
});
