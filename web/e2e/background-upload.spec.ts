import { expect, test, type Page } from './support/test.ts';
import { card, makeBinaryFile } from './helpers/media.ts';
import { settled, snap } from './support/screens.ts';
import { signedInOnce } from './support/session.ts';

// Uploads go over tus in the background: the queue outlives the Upload screen, a panel shows it everywhere, a failed
// file has Retry, and a reload offers to resume what was left unfinished. Each test uploads files of its own.
signedInOnce('bgupload');

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Slows the page's uploads down (Chromium's own throttling), so that progress and a mid-file reload can be seen. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const set = (upload: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: upload,
    });
  await set(bytesPerSecond);
  return async () => {
    await set(-1);
  };
}

async function panelShot(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.getByTestId('upload-panel').screenshot({ path: `test-results/screenshots/${name}.png` });
  await snap(page, `${name}-page`, { fullPage: false });
}

test('two files upload side by side while the user browses the library; the panel follows them', async ({ page }) => {
  const alpha = makeBinaryFile('alpha.bin', 6);
  const beta = makeBinaryFile('beta.bin', 6);
  await page.goto('/upload');
  // Slow enough that both files are still on their way after the four pictures below (12 MB at 512 KB/s: 24 s).
  const unthrottle = await throttleUploads(page, 512 * 1024);
  await page.getByTestId('file-input').setInputFiles([alpha, beta]);
  await expect(page.getByTestId('count-pending')).toHaveText('2');
  await page.getByRole('button', { name: 'Upload 2 Files' }).click();
  // Both go at once.
  await expect(page.getByTestId('count-uploading')).toHaveText('2');

  await page.getByRole('link', { name: 'Media Library' }).click();
  await expect(page).toHaveURL(/\/library$/);
  const panel = page.getByTestId('upload-panel');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('upload-panel-title')).toContainText('Uploading 2 files');
  await expect(panel.getByTestId('upload-panel-item')).toHaveCount(2);
  await expect(panel.getByRole('progressbar', { name: 'alpha.bin' })).toBeVisible();
  // Real progress: the overall figure moves above 0 before the files are done.
  await expect(page.getByTestId('upload-panel-title')).toContainText(/· [1-9]\d?%/, { timeout: 15_000 });
  await panelShot(page, 'upload-panel-desktop-dark');

  await page.setViewportSize(PHONE);
  await page.getByRole('radio', { name: 'Light' }).click();
  await expect(panel).toBeVisible();
  await panelShot(page, 'upload-panel-phone-light');
  await page.getByRole('button', { name: 'Hide the file list' }).click();
  await expect(panel.getByTestId('upload-panel-item')).toHaveCount(0);
  await panelShot(page, 'upload-panel-phone-collapsed');
  await page.getByRole('button', { name: 'Show the file list' }).click();
  await page.setViewportSize(DESKTOP);
  await unthrottle();

  await expect(page.getByTestId('upload-panel-title')).toHaveText('Uploads finished', { timeout: 30_000 });
  await expect(page.getByTestId('upload-panel-done')).toHaveText('Completed 2');
  await expect(page.getByTestId('upload-panel-failed')).toHaveText('Failed 0');
  await expect(page.getByText('2 files uploaded successfully')).toBeVisible();
  await expect(card(page, 'alpha')).toBeVisible();
  await expect(card(page, 'beta')).toBeVisible();
  await panelShot(page, 'upload-panel-desktop-light-done');
  await page.getByRole('radio', { name: 'Dark' }).click();

  // The panel links to the queue, which still lists both; once closed it stays closed.
  await panel.getByRole('link', { name: 'Go to Upload' }).click();
  await expect(page.getByTestId('count-completed')).toHaveText('2');
  await expect(page.getByTestId('upload-panel')).toHaveCount(0);
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await page.getByRole('button', { name: 'Close the uploads panel' }).click();
  await expect(page.getByTestId('upload-panel')).toHaveCount(0);
});

test('a file that fails while the server cannot be reached is sent again with Retry', async ({ page }) => {
  test.setTimeout(120_000);
  const gamma = makeBinaryFile('gamma.bin', 3);
  await page.goto('/upload');
  // The upload is created, then every request about it fails (the server "stopped"): the client's own retries give
  // up after about 20 s and the row says why.
  await page.route('**/api/uploads/**', (route) => route.abort('connectionrefused'));
  await page.getByTestId('file-input').setInputFiles([gamma]);
  await page.getByRole('button', { name: 'Upload 1 File' }).click();
  const row = page.getByTestId('queue-item').filter({ hasText: 'gamma.bin' });
  await expect(row).toHaveAttribute('data-status', 'error', { timeout: 60_000 });
  await expect(row.getByRole('alert')).toHaveText('Network error');
  await expect(page.getByText('Failed to upload gamma.bin: Network error')).toBeVisible();
  await expect(page.getByTestId('count-failed')).toHaveText('1');
  await snap(page, 'upload-failed-row');

  // Elsewhere the panel shows the failure too.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByTestId('upload-panel-failed')).toHaveText('Failed 1');
  await expect(page.getByTestId('upload-panel')).toContainText('Network error');
  await panelShot(page, 'upload-panel-failed');

  // The server is back: Retry on the queue's row resumes the same upload, no new one is created.
  await expect(page.getByTestId('upload-panel').getByRole('button', { name: 'Retry gamma.bin' })).toBeVisible();
  await page.getByTestId('upload-panel').getByRole('link', { name: 'Go to Upload' }).click();
  await page.unrouteAll({ behavior: 'wait' });
  const creations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/uploads')) creations.push(request.url());
  });
  await expect(page.getByText('Some files failed to upload')).toHaveCount(0, { timeout: 15_000 });
  await row.screenshot({ path: 'test-results/screenshots/upload-failed-row-retry.png' });
  await page.setViewportSize(PHONE);
  await row.scrollIntoViewIfNeeded();
  await snap(page, 'upload-failed-row-phone', { fullPage: false });
  await page.setViewportSize(DESKTOP);
  await row.getByRole('button', { name: 'Retry gamma.bin' }).click();
  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  await expect(page.getByTestId('count-completed')).toHaveText('1');
  await expect(page.getByTestId('count-failed')).toHaveText('0');
  expect(creations).toEqual([]);
  await page.getByRole('link', { name: 'Media Library' }).click();
  await expect(card(page, 'gamma')).toBeVisible();
  await expect(page.getByTestId('upload-panel-done')).toHaveText('Completed 1');
});

test('a reload in the middle of a file asks first, then offers to resume it from where the server stopped', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const delta = makeBinaryFile('delta.bin', 10);
  const other = makeBinaryFile('not-delta.bin', 1);
  await page.goto('/upload');
  const unthrottle = await throttleUploads(page, 1024 * 1024);
  await page.getByTestId('file-input').setInputFiles([delta]);
  await page.getByTestId('queue-item').getByLabel('Title').fill('Delta resumed');
  await page.getByRole('button', { name: 'Upload 1 File' }).click();
  const row = page.getByTestId('queue-item').filter({ hasText: 'delta.bin' });
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^([3-9]\d)$/, { timeout: 30_000 });

  // Leaving the page while a file goes asks first.
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    });
  });
  await page.reload();
  expect(await asked).toBe('beforeunload');
  await unthrottle();

  const unfinished = page.getByTestId('unfinished-upload').filter({ hasText: 'delta.bin' });
  await expect(unfinished).toBeVisible();
  await snap(page, 'upload-unfinished');
  // Elsewhere the panel says there is something to resume.
  await page.getByRole('link', { name: 'Sharing' }).click();
  await expect(page.getByTestId('upload-panel')).toContainText('1 unfinished upload can be resumed');
  await panelShot(page, 'upload-panel-unfinished');
  await page.getByTestId('upload-panel').getByRole('link', { name: 'Go to Upload' }).click();

  // Another file is refused.
  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Resume delta.bin' }).click();
  await (await chooser).setFiles(other);
  await expect(page.getByText('That is not the same file. Pick delta.bin (10 MB) to resume it.')).toBeVisible();
  await expect(unfinished).toBeVisible();

  // The same file goes on from the server's offset: no new upload, the first byte sent is not the file's first.
  const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/api/uploads/'));
  const creations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/uploads')) creations.push(request.url());
  });
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Resume delta.bin' }).click();
  await (await chooser).setFiles(delta);
  expect(Number((await patch).headers()['upload-offset'])).toBeGreaterThan(1024 * 1024);
  await expect(unfinished).toHaveCount(0);
  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  expect(creations).toEqual([]);

  await page.getByRole('link', { name: 'Media Library' }).click();
  await expect(card(page, 'Delta resumed')).toBeVisible();
  // Nothing is left to resume.
  await page.reload();
  await page.goto('/upload');
  await expect(page.getByTestId('unfinished-upload')).toHaveCount(0);
});
