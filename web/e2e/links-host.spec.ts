import { expect, request as playwrightRequest, test, type APIRequestContext } from './support/test.ts';
import { newContext, readClipboard } from './helpers/admin.ts';
import { apiToken, card, uploadFile } from './helpers/media.ts';
import { IMAGE, shareRow, slugOf } from './helpers/sharing.ts';
import { ADMIN_PORT, ADMIN_URL, BASE_URL } from './support/instances.ts';
import { OWNER } from './support/owner.ts';
import { WIDE, snapBoth } from './support/screens.ts';
import { signIn } from './support/users.ts';

// Which host the links the app shows and copies are on, and the owner's banner about mailed links
// (docs/product.md, Manage Users). The administration instance runs without APP_URL, the main one with APP_URL set
// to http://localhost:<port> (playwright.config.ts); both listen on 127.0.0.1, so either is reached by two names.

const ADMIN_ON_IP = `http://127.0.0.1:${ADMIN_PORT}`;
const MAIN_PORT = new URL(BASE_URL).port;
const MAIN_ON_IP = `http://127.0.0.1:${MAIN_PORT}`;

/** The owner's API token and a file of theirs, on the instance at `baseURL`. */
async function ownerWithFile(
  baseURL: string,
  title: string,
): Promise<{ api: APIRequestContext; token: string; fileId: string }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const token = await apiToken(api, OWNER);
  const fileId = await uploadFile(api, token, { ...IMAGE, title });
  return { api, token, fileId };
}

async function setLanguage(api: APIRequestContext, token: string, language: string): Promise<void> {
  const res = await api.put('/api/user/preferences', {
    headers: { Authorization: `Bearer ${token}` },
    data: { language },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test('without APP_URL, share and request links are on the address the browser uses, and the owner is told how to set it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Harbour ${Date.now()}`;
  const { api, token } = await ownerWithFile(ADMIN_URL, title);
  const context = await newContext(browser, ADMIN_ON_IP);
  const page = await context.newPage();
  await page.setViewportSize(WIDE);
  try {
    await signIn(page, OWNER);

    // A share link made from the library: shown and copied on 127.0.0.1, not on the server's default localhost.
    await page.goto('/library');
    await page.getByRole('button', { name: 'Grid view' }).click();
    await card(page, title).hover();
    await card(page, title).getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share File' });
    await dialog.getByRole('button', { name: 'Create Share Link' }).click();
    const link = await dialog.getByTestId('share-link').inputValue();
    expect(link).toMatch(new RegExp(`^${ADMIN_ON_IP}/s/[A-Za-z0-9_-]{11,}$`));
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    expect(await readClipboard(page)).toBe(link);
    await page.keyboard.press('Escape');

    // The sharing list copies the same link, and names both addresses and the fix.
    await page.goto('/sharing');
    await shareRow(page, slugOf(link)).getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to clipboard', { exact: true })).toBeVisible();
    expect(await readClipboard(page)).toBe(link);
    const banner = page.getByTestId('app-url-warning');
    await expect(banner).toContainText(`Links in e-mails point to ${ADMIN_URL}`);
    await expect(banner).toContainText(`while you are using ${ADMIN_ON_IP}`);
    await expect(banner).toContainText(`Set APP_URL=${ADMIN_ON_IP} in the environment, then restart the server.`);
    await snapBoth(page, 'links-host-sharing');

    // A file request's link: in its ready view, its QR code's modal and its row's Copy link.
    await page.goto('/requests');
    await page.getByRole('button', { name: 'New request' }).first().click();
    const form = page.getByTestId('file-request-form');
    await form.getByLabel('Title').fill(`Photos ${title}`);
    await form.getByRole('button', { name: 'Create link' }).click();
    const ready = page.getByRole('dialog', { name: 'Your link is ready' });
    const requestLink = await ready.getByTestId('file-request-url').inputValue();
    expect(requestLink).toMatch(new RegExp(`^${ADMIN_ON_IP}/request/[A-Za-z0-9_-]{16}$`));
    await ready.getByRole('button', { name: 'Copy link' }).click();
    expect(await readClipboard(page)).toBe(requestLink);
    await snapBoth(page, 'links-host-request-ready');
    await ready.getByRole('button', { name: 'Done' }).click();
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: `Actions for Photos ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect.poll(() => readClipboard(page)).toBe(requestLink);

    // Invite Codes and Manage Users tell the same.
    for (const [path, heading] of [
      ['/invite-codes', 'Manage registration invite codes for new users'],
      ['/manage-users', 'Manage all users, their roles, and permissions'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(heading)).toBeVisible();
      await expect(page.getByTestId('app-url-warning')).toContainText(ADMIN_URL);
      await expect(page.getByTestId('app-url-warning')).toContainText(`APP_URL=${ADMIN_ON_IP}`);
    }

    // In German, with "du".
    await setLanguage(api, token, 'de');
    await page.goto('/sharing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('app-url-warning')).toContainText(`Links in E-Mails verweisen auf ${ADMIN_URL}`);
    await expect(page.getByTestId('app-url-warning')).toContainText(
      `während du ${ADMIN_ON_IP} verwendest. Setze APP_URL=${ADMIN_ON_IP} in der Umgebung und starte den Server dann neu.`,
    );
    await snapBoth(page, 'links-host-sharing-de');
    await page.goto('/manage-users');
    await expect(page.getByTestId('app-url-warning')).toContainText(`APP_URL=${ADMIN_ON_IP}`);
    await snapBoth(page, 'links-host-manage-users-de');

    // Dismissed, it stays away for this tab's session.
    await page.getByTestId('app-url-warning').getByRole('button', { name: 'Schließen' }).click();
    await expect(page.getByTestId('app-url-warning')).toHaveCount(0);
    await page.goto('/sharing');
    await expect(page.getByTestId('share-summary')).toBeVisible();
    await expect(page.getByTestId('app-url-warning')).toHaveCount(0);
  } finally {
    // The owner is every administration test's: back to English whatever happened.
    await setLanguage(api, token, 'en');
    await api.dispose();
    await context.close();
  }
});

test('with APP_URL set, its links stay on it; the banner shows only when the browser is on another address', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { api, token, fileId } = await ownerWithFile(BASE_URL, `Quay ${Date.now()}`);
  const made = await api.post('/api/share', {
    headers: { Authorization: `Bearer ${token}` },
    data: { mediaFileId: fileId },
  });
  expect(made.ok(), await made.text()).toBeTruthy();
  const { slug } = ((await made.json()) as { data: { share: { slug: string } } }).data.share;
  await api.dispose();

  // At APP_URL's own address: no banner on any of the three screens.
  const atAppUrl = await newContext(browser, BASE_URL);
  const page = await atAppUrl.newPage();
  await page.setViewportSize(WIDE);
  await signIn(page, OWNER);
  for (const [path, ready] of [
    ['/sharing', page.getByTestId('share-summary')],
    ['/invite-codes', page.getByText('Manage registration invite codes for new users')],
    ['/manage-users', page.getByText('Manage all users, their roles, and permissions')],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await expect(page.getByTestId('app-url-warning')).toHaveCount(0);
  }
  await page.goto('/sharing');
  await shareRow(page, slug).getByRole('button', { name: 'Copy link' }).click();
  expect(await readClipboard(page)).toBe(`${BASE_URL}/s/${slug}`);
  await snapBoth(page, 'links-host-sharing-app-url');
  await atAppUrl.close();

  // At another address: the link stays on APP_URL, and the banner names both addresses.
  const elsewhere = await newContext(browser, MAIN_ON_IP);
  const other = await elsewhere.newPage();
  await signIn(other, OWNER);
  await other.goto('/sharing');
  await shareRow(other, slug).getByRole('button', { name: 'Copy link' }).click();
  expect(await readClipboard(other)).toBe(`${BASE_URL}/s/${slug}`);
  const banner = other.getByTestId('app-url-warning');
  await expect(banner).toContainText(`APP_URL is set to ${BASE_URL}`);
  await expect(banner).toContainText(`set APP_URL=${MAIN_ON_IP} in the environment, then restart the server.`);
  await elsewhere.close();
});
