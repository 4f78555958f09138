import { expect, test } from './support/test.ts';
import { join } from 'node:path';
import { FIXTURES } from './support/paths.ts';
import { expectWithinScreen, snap } from './support/screens.ts';
import { createActiveUser, signIn } from './support/users.ts';

// File requests (docs/product.md, File requests): the owner makes an upload link (its QR code shows at once), a
// visitor without an account opens it in another browser, gives a name and sends a photo; the owner sees who sent
// it, marked new, and finds it in the request's album. On a wide screen and a phone.

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const PHOTO = join(FIXTURES, 'fixture.jpg');

test('a visitor sends a file through a request link, and its owner sees who sent it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(WIDE);
  const owner = await createActiveUser('requests');
  await signIn(page, owner);

  // The owner makes a request that asks for the uploader's name.
  await page.goto('/requests');
  await expect(page.getByText('No file requests yet')).toBeVisible();
  await page.getByRole('button', { name: 'New request' }).first().click();
  const form = page.getByTestId('file-request-form');
  await form.getByLabel('Title').fill('Summer party photos');
  await form.getByLabel('Message to the people uploading').fill('Send me your best pictures of the evening.');
  await form.getByRole('switch', { name: 'Ask uploaders for their name' }).click();
  await form.getByRole('checkbox', { name: 'Images' }).check();
  await snap(page, 'file-requests-form');
  await form.getByRole('button', { name: 'Create link' }).click();

  // Its link and QR code, at once.
  const dialog = page.getByRole('dialog', { name: 'Your link is ready' });
  await expect(dialog.getByTestId('qr-code')).toBeVisible();
  const url = await dialog.getByTestId('file-request-url').inputValue();
  expect(url).toMatch(/\/request\/[A-Za-z0-9_-]{16}$/);
  await snap(page, 'file-requests-link');
  // One message per action: the link's modal says it was made; no toast repeats it.
  await expect(page.locator('[data-sonner-toast]', { hasText: 'File request created' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('file-request-row')).toContainText('Summer party photos');

  // A visitor in another browser, on a phone, without an account.
  const context = await browser.newContext({ viewport: PHONE });
  const visitor = await context.newPage();
  await visitor.goto(new URL(url).pathname);
  await expect(visitor.getByRole('heading', { name: 'Summer party photos' })).toBeVisible();
  await expect(visitor.getByText('Send me your best pictures of the evening.')).toBeVisible();
  await visitor.getByLabel('Your name').fill('Aunt May');
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await visitor.getByTestId('request-file-input').setInputFiles(PHOTO);
  await expect(visitor.getByTestId('request-queue').locator('li')).toHaveAttribute('data-status', 'done', {
    timeout: 30_000,
  });
  await expect(visitor.getByTestId('request-sent')).toContainText('fixture.jpg');
  await expectWithinScreen(visitor, 'file request visitor page');
  await snap(visitor, 'file-requests-visitor-phone');
  await context.close();

  // The owner: the request says one new file; its uploads name the sender; the album holds the file.
  await page.reload();
  const row = page.getByTestId('file-request-row').filter({ hasText: 'Summer party photos' });
  await expect(row.getByTestId('file-request-new')).toHaveText('1 new');
  await row.getByRole('button', { name: 'Summer party photos', exact: true }).click();
  const uploads = page.getByRole('dialog', { name: 'Uploads to Summer party photos' });
  await expect(uploads.getByTestId('file-request-uploads')).toContainText('fixture.jpg');
  await expect(uploads.getByTestId('file-request-uploads')).toContainText('Aunt May');
  await expect(uploads.getByText('New', { exact: true })).toBeVisible();
  await snap(page, 'file-requests-uploads');
  await uploads.getByRole('link', { name: 'Open the album' }).click();
  await expect(page).toHaveURL(/\/albums\//);
  await expect(page.getByText('fixture', { exact: false }).first()).toBeVisible();
  await snap(page, 'file-requests-album');

  // The library marks it as come from outside.
  await page.goto('/library');
  await expect(page.getByTestId('outside-badge').first()).toBeVisible();

  // The owner's screen on a phone, with the row's menu.
  await page.setViewportSize(PHONE);
  await page.goto('/requests');
  await page.getByRole('button', { name: 'Actions for Summer party photos' }).click();
  await expect(page.getByRole('menuitem', { name: 'QR code' })).toBeVisible();
  await expectWithinScreen(page, 'file requests');
  await snap(page, 'file-requests-phone');
  await page.getByRole('menuitem', { name: 'QR code' }).click();
  await expect(page.getByRole('dialog').getByTestId('qr-code')).toBeVisible();
});
