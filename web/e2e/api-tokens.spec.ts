import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { downloadBy, expectWithinScreen, snap } from './support/screens.ts';
import { signedInOnce } from './support/session.ts';

// Settings > API tokens (docs/product.md, API tokens and Integrations): a token made and seen once, then revoked; a
// ShareX configuration made, downloaded and used, and its delete page; the tab on a wide screen and a phone.

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
signedInOnce('tokens');

// A text file: its raw link gives the very bytes back (an image's link serves a copy without its metadata).
const CLIP = Buffer.from('Copied from a ShareX text upload\n');
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function openTab(page: Page) {
  await page.goto('/settings?tab=tokens');
  await expect(page.getByRole('tab', { name: 'API tokens' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'API tokens' })).toBeVisible();
}

test('a token is made with its scopes and expiry, shown once, works, and is revoked', async ({ page, playwright }) => {
  // Without the signed-in cookie: only the token speaks.
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await page.setViewportSize(WIDE);
  await openTab(page);
  await expect(page.getByText('No API tokens yet.')).toBeVisible();

  await page.getByRole('button', { name: 'New token' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API token' });
  await dialog.getByLabel('Name').fill('Backup script');
  await dialog.getByLabel('Upload', { exact: true }).check();
  // A user, not an admin: no admin scope on offer.
  await expect(dialog.getByLabel('Admin', { exact: true })).toHaveCount(0);
  await dialog.getByLabel('Expires').selectOption('30d');
  await snap(page, 'api-token-new-1440');
  await dialog.getByRole('button', { name: 'Create token' }).click();

  const created = page.getByRole('dialog', { name: '“Backup script” is ready' });
  await expect(created.getByText('This token will not be shown again')).toBeVisible();
  const secret = await created.getByTestId('token-secret').inputValue();
  expect(secret).toMatch(/^vbx_/);
  await snap(page, 'api-token-created-1440');
  await created.getByRole('button', { name: 'Done' }).click();

  // The token reads the library; the list shows its hint, never the secret.
  expect((await request.get('/api/media', { headers: bearer(secret) })).status()).toBe(200);
  await page.reload();
  const row = page.getByTestId('api-token-row').filter({ hasText: 'Backup script' });
  await expect(row).toContainText('Read');
  await expect(row).toContainText('Upload');
  await expect(row).toContainText(/Expires /);
  await expect(row).not.toContainText(secret);
  await snap(page, 'api-tokens-list-1440');

  await row.getByRole('button', { name: 'Revoke Backup script' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this token?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('No API tokens yet.')).toBeVisible();
  expect((await request.get('/api/media', { headers: bearer(secret) })).status()).toBe(401);
});

test('a ShareX configuration is made, downloaded and used; its delete page deletes the file', async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await page.setViewportSize(WIDE);
  await openTab(page);
  await page.getByRole('button', { name: /^ShareX/ }).click();
  const dialog = page.getByRole('dialog', { name: 'ShareX configuration' });
  await dialog.getByRole('radio', { name: /Raw link/ }).click();
  await dialog.getByRole('button', { name: 'Create configuration' }).click();
  await expect(dialog.getByText('Token “ShareX” made')).toBeVisible();
  await snap(page, 'sharex-config-1440');

  const download = await downloadBy(page, dialog.getByRole('button', { name: 'Download vaultbox.sxcu' }));
  expect(download.suggestedFilename()).toBe('vaultbox.sxcu');
  const config = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8')) as {
    RequestURL: string;
    Headers: Record<string, string>;
    FileFormName: string;
    URL: string;
    DeletionURL: string;
  };
  expect(config.RequestURL).toMatch(/\/api\/integrations\/upload\?link=raw$/);
  expect(config.Headers.Authorization).toMatch(/^Bearer vbx_/);
  expect([config.URL, config.DeletionURL]).toEqual(['{json:url}', '{json:deleteUrl}']);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('api-token-row').filter({ hasText: 'ShareX' })).toContainText('Never expires');

  // What ShareX sends with it: the raw link gives the bytes back.
  const res = await request.post(config.RequestURL, {
    headers: config.Headers,
    multipart: {
      [config.FileFormName]: { name: 'clip.txt', mimeType: 'text/plain', buffer: CLIP },
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { url, deleteUrl } = (await res.json()) as { url: string; deleteUrl: string };
  const raw = await request.get(url);
  expect(Buffer.from(await raw.body()).equals(CLIP)).toBe(true);

  await page.goto(new URL(deleteUrl).pathname);
  await expect(page.getByRole('heading', { name: 'Delete this file?' })).toBeVisible();
  await expect(page.getByTestId('file-delete-name')).toHaveText('clip.txt');
  await snap(page, 'file-delete-question-1440');
  await page.getByRole('button', { name: 'Delete this file' }).click();
  await expect(page.getByTestId('file-deleted')).toContainText('clip.txt');
  expect((await request.get(url)).status()).toBe(404);
  await page.reload();
  await expect(page.getByTestId('file-gone')).toBeVisible();
});

test('the tab and a configuration fit a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openTab(page);
  await expectWithinScreen(page, 'api tokens tab');
  await snap(page, 'api-tokens-390');
  await page.getByRole('button', { name: /^Flameshot/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Flameshot script' });
  await dialog.getByRole('button', { name: 'Create configuration' }).click();
  await expect(dialog.getByTestId('config-script')).toContainText('flameshot gui --raw');
  await expectWithinScreen(page, 'flameshot configuration');
  await snap(page, 'flameshot-config-390', { fullPage: false });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: /^From a script/ }).click();
  const scripts = page.getByRole('dialog', { name: 'Upload from a script' });
  await scripts.getByRole('button', { name: 'Create configuration' }).click();
  await expect(scripts.getByTestId('config-curl')).toContainText('curl -H');
  await snap(page, 'script-config-390', { fullPage: false });
});
