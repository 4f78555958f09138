import { expect, test, type APIRequestContext } from './support/test.ts';
import { IMAGE, newSharer } from './helpers/sharing.ts';
import { extendLinkPath } from './support/extend-link.ts';
import { expectWithinScreen, snap } from './support/screens.ts';
import { createActiveUser } from './support/users.ts';
import { apiToken, uploadFile, waitUntilProcessed } from './helpers/media.ts';

// The "extend by 7 days" link of an expiry reminder (docs/product.md, Expiry reminders): a visitor signs in and comes
// back to it, confirms, and the link is extended once; on a wide screen and a phone.

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const DAY_MS = 24 * 60 * 60 * 1000;

async function shareExpiringIn(request: APIRequestContext, token: string, mediaFileId: string, days: number) {
  const expiresAt = new Date(Date.now() + days * DAY_MS).toISOString();
  const res = await request.post('/api/share', {
    headers: { Authorization: `Bearer ${token}` },
    data: { mediaFileId, expiresAt },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { share: { id: string; expiresAt: string } } }).data.share;
}

test('the owner signs in from the link, confirms, and the link is extended by 7 days once', async ({
  page,
  request,
}) => {
  await page.setViewportSize(WIDE);
  const user = await createActiveUser('extender');
  const token = await apiToken(request, user);
  const fileId = await uploadFile(request, token, IMAGE);
  await waitUntilProcessed(request, token, [fileId]);
  const share = await shareExpiringIn(request, token, fileId, 2);
  const path = await extendLinkPath(share.id, share.expiresAt);

  // Not signed in: the login screen, then back to the link.
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replaceAll('.', '\\.')}$`));

  await expect(page.getByRole('heading', { name: 'Extend this link by 7 days?' })).toBeVisible();
  await expect(page.getByTestId('extend-file')).toHaveText('fixture.jpg');
  await expect(page.getByText('Expires now')).toBeVisible();
  await expect(page.getByText('New expiry')).toBeVisible();
  await snap(page, 'share-extend-question-1440');

  await page.getByRole('button', { name: 'Extend by 7 days' }).click();
  await expect(page.getByRole('heading', { name: 'Link extended' })).toBeVisible();
  await expect(page.getByTestId('extend-done')).toContainText('fixture.jpg');
  await snap(page, 'share-extend-done-1440');

  const stored = await request.get(`/api/share/${share.id}`, { headers: { Authorization: `Bearer ${token}` } });
  const extended = ((await stored.json()) as { data: { share: { expiresAt: string } } }).data.share.expiresAt;
  expect(Date.parse(extended) - Date.parse(share.expiresAt)).toBe(7 * DAY_MS);

  // Used: opening it again says so, on a phone too.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This link cannot extend the share' })).toBeVisible();
  await expect(page.getByTestId('extend-failure')).toContainText('already used');
  await expectWithinScreen(page, 'share extend, used');
  await snap(page, 'share-extend-used-390');

  await page.getByRole('link', { name: 'Go to Sharing' }).click();
  await expect(page).toHaveURL(/\/sharing$/);
});

test('a phone shows the question whole, and a tampered link a clear sentence', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const { token, ids } = await newSharer(request, page, [IMAGE]);
  const share = await shareExpiringIn(request, token, ids[0] as string, 1);
  const path = await extendLinkPath(share.id, share.expiresAt);

  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Extend this link by 7 days?' })).toBeVisible();
  await expectWithinScreen(page, 'share extend question');
  await snap(page, 'share-extend-question-390');

  await page.goto(`${path.slice(0, -2)}xx`);
  await expect(page.getByTestId('extend-failure')).toContainText('not valid');
  await snap(page, 'share-extend-invalid-390');
});
