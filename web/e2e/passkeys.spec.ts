import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { Secret, TOTP } from 'otpauth';
import { apiToken } from './helpers/media.ts';
import { snap } from './support/screens.ts';
import { createActiveUser, signIn, type Credentials } from './support/users.ts';

// Passkeys (docs/product.md, Passkeys) with Chromium's virtual authenticator (the DevTools WebAuthn domain): added in
// Settings > Security, used to sign in without typing an address, removed, and refused once removed.

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]', { hasText: text });

/** A platform authenticator with user verification, holding discoverable credentials, for this page's browser. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

/** Two-factor sign-in turned on for `user` through the API; answers its secret. */
async function turnOnTwoFactor(request: APIRequestContext, user: Credentials): Promise<string> {
  const headers = { Authorization: `Bearer ${await apiToken(request, user)}` };
  const setup = await request.post('/api/user/2fa/enable', { headers, data: { password: user.password } });
  expect(setup.ok(), await setup.text()).toBeTruthy();
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await request.post('/api/user/2fa/confirm', { headers, data: { token: totp(secret) } });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  return secret;
}

function totp(secret: string, offsetSteps = 0): string {
  const generator = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return generator.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

async function addPasskeyNamed(page: Page, name: string): Promise<void> {
  await page.getByTestId('passkeys').getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('passkey-row').filter({ hasText: name })).toBeVisible();
}

async function openSecurity(page: Page): Promise<void> {
  await page.goto('/settings?tab=security');
  await expect(page.getByTestId('passkeys')).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('add a passkey, sign in with it without an address, remove it: then it is refused', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await addVirtualAuthenticator(page);
  const user = await createActiveUser('passkey');
  await signIn(page, user);
  await openSecurity(page);
  const section = page.getByTestId('passkeys');
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();

  // A name first, then the browser's ceremony (the virtual authenticator answers at once).
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Enter a name')).toBeVisible();
  await dialog.getByLabel('Name').fill('Work laptop');
  await snap(page, 'passkeys-add-dialog-1440', { fullPage: false });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Passkey added').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = section.getByTestId('passkey-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Work laptop');
  await expect(row).toContainText('Never used');

  // Renamed.
  await row.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename passkey' });
  await expect(rename.getByLabel('Name')).toHaveValue('Work laptop');
  await rename.getByLabel('Name').fill('Desk laptop');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Desk laptop');

  // Signed out, then in with the passkey: no address typed.
  await signOut(page);
  await page.getByTestId('passkey-sign-in').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSecurity(page);
  await expect(row).toContainText(/Last used/);
  await snap(page, 'passkeys-settings-1440');
  await page.setViewportSize(PHONE);
  await snap(page, 'passkeys-settings-390');
  await page.setViewportSize(DESKTOP);
  // The activity says how the sign-in was proven.
  await expect(page.getByText('Signed in with a passkey').first()).toBeVisible();

  // Removed, with a confirmation.
  await row.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await expect(confirm).toContainText('Desk laptop');
  await confirm.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(toast(page, 'Passkey removed').first()).toBeVisible();
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();

  // The authenticator still holds it, but the server no longer knows it: refused with a sentence.
  await signOut(page);
  await page.getByTestId('passkey-sign-in').click();
  await expect(page.getByText('This passkey is not registered here.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await snap(page, 'passkeys-login-refused-1440');
});

test('the login screen offers a passkey at 1440 and 390 px', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/login');
  await expect(page.getByTestId('passkey-sign-in')).toHaveText('Sign in with a passkey');
  await snap(page, 'passkeys-login-1440');
  await page.setViewportSize(PHONE);
  await snap(page, 'passkeys-login-390');
});

test('a cancelled ceremony says so in a sentence', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // No authenticator holds a passkey for this site: the browser's prompt ends as "not allowed" (cancelled).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: false,
    },
  });
  await page.goto('/login');
  await page.getByTestId('passkey-sign-in').click();
  await expect(page.getByText(/cancelled or timed out/)).toBeVisible({ timeout: 20_000 });
});

test('with two-factor on, the code asked after the password can be replaced by a passkey', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await addVirtualAuthenticator(page);
  const user = await createActiveUser('passkey2fa');
  const secret = await turnOnTwoFactor(request, user);
  await signIn(page, user, totp(secret, 1));
  await openSecurity(page);
  await addPasskeyNamed(page, 'Phone');
  await signOut(page);

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel('Authentication Code')).toBeVisible();
  await expect(page.getByText('Or use a passkey instead of the code:')).toBeVisible();
  await page.getByTestId('passkey-sign-in').click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
