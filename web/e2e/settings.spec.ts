import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test.ts';
import { Secret, TOTP } from 'otpauth';
import { apiToken } from './helpers/media.ts';
import { pathOf, waitForLink } from './support/mail.ts';
import { expectRefusals } from './support/forms.ts';
import { downloadBy, snap } from './support/screens.ts';
import { createActiveUser, signIn, type Credentials } from './support/users.ts';

// Settings and account security as one person lives it: profile, language and theme, password, a second
// device signed out, two-factor sign-in, e-mail change, export, and finally leaving. Each step has an account of its
// own (an ordinary one: the instance's owner is another), set up through the API as the earlier steps would leave it.

const TABS = ['Profile', 'Security', 'API tokens', 'Notifications', 'Appearance', 'Privacy', 'Storage'] as const;
/** A tab's name in the address (?tab=...). */
const tabId = (tab: (typeof TABS)[number]) => (tab === 'API tokens' ? 'tokens' : tab.toLowerCase());
const NEW_PASSWORD = 'Changed-Pass-2024';

/** The RFC 6238 code an authenticator app shows, `offsetSteps` periods from now (a used step is refused again). */
function totp(secret: string, offsetSteps = 0): string {
  const generator = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return generator.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/** A toast (not the same words in a list on the page). */
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]', { hasText: text });

async function openTab(page: Page, tab: (typeof TABS)[number]): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

async function newDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

/**
 * A new account as the earlier steps leave it, through the API: a display name (the profile form needs one), and
 * two-factor sign-in on.
 */
async function accountWithTwoFactor(request: APIRequestContext): Promise<{ user: Credentials; backupCodes: string[] }> {
  const user = await createActiveUser('settings');
  const headers = { Authorization: `Bearer ${await apiToken(request, user)}` };
  const named = await request.put('/api/user/profile', { headers, data: { displayName: 'Ada Settings' } });
  expect(named.ok(), await named.text()).toBeTruthy();
  const setup = await request.post('/api/user/2fa/enable', { headers, data: { password: user.password } });
  expect(setup.ok(), await setup.text()).toBeTruthy();
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await request.post('/api/user/2fa/confirm', { headers, data: { token: totp(secret) } });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  const { backupCodes } = (await confirmed.json()) as { backupCodes: string[] };
  return { user, backupCodes };
}

test('every tab, the profile, the language and the theme', async ({ page }) => {
  const user = await createActiveUser('settings');
  await signIn(page, user);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page).toHaveTitle('Vaultbox - Settings');
  await expect(page.getByRole('tab')).toHaveText([...TABS]);
  // The keyboard walks the tabs: Left/Right wrap, Home and End; Up/Down are left to the page.
  await page.getByRole('tab', { name: 'Profile' }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Storage' })).toBeFocused();
  await expect(page).toHaveURL(/tab=storage/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'API tokens' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('account-age')).toHaveText('0 days');
  await expect(page.getByTestId('last-login')).toHaveText(/minutes? ago/);

  // The profile form's checks (docs/product.md, Validation).
  await expectRefusals(page, page.getByRole('button', { name: 'Save Changes' }), [
    [{ 'Display Name': 'x'.repeat(51) }, 'Display name must be less than 50 characters'],
    [{ 'Display Name': '' }, 'Display name is required'],
    [{ 'Avatar URL': 'not a url', 'Display Name': 'Ada Settings' }, 'Avatar must be a valid URL'],
  ]);
  await page.getByLabel('Avatar URL').fill('');
  // A new address asks for the current password before anything is sent.
  await page.getByLabel('Email').fill(`new.${user.email}`);
  await expect(page.getByLabel('Current Password')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Enter your current password to change your email address')).toBeVisible();
  await snap(page, 'settings-profile-validation');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile updated successfully').first()).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('Ada Settings');
  await expect(page.getByTestId('sidebar-name')).toHaveText('Ada Settings');
  await snap(page, 'settings-profile');

  // Every tab in the default dark theme.
  for (const tab of TABS.slice(1)) {
    await openTab(page, tab);
    await expect(page).toHaveURL(new RegExp(`tab=${tabId(tab)}`));
    await snap(page, `settings-${tabId(tab)}`);
  }

  // Storage: stat tiles, breakdown, Recalculate.
  await expect(page.getByTestId('stat-files')).toHaveText('0');
  await expect(page.getByTestId('stat-storage-limit')).toHaveText('1 GB');
  await expect(page.getByTestId('storage-breakdown').getByRole('listitem')).toHaveCount(5);
  await page.getByRole('button', { name: 'Recalculate' }).click();
  await expect(toast(page, 'Storage recalculated successfully').first()).toBeVisible();
  // The encryption switch's hint says what it does in either state.
  const encrypt = page.getByRole('switch', { name: 'Encrypt uploads' });
  await expect(encrypt).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('New files are encrypted before they are stored.')).toBeVisible();
  await encrypt.click();
  await expect(page.getByText(/New files are stored unencrypted/)).toBeVisible();
  await encrypt.click();
  await expect(encrypt).toHaveAttribute('aria-checked', 'true');
  const maxSize = page.getByLabel('Max file size (MB)');
  // A new account starts at the server's own limit (the default MAX_UPLOAD_BYTES: 101 MB), which is also the most.
  await expect(maxSize).toHaveValue('101');
  await maxSize.fill('102');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Max file size must be between 1 and 101 MB')).toBeVisible();
  await maxSize.fill('50');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Preferences updated successfully').first()).toBeVisible();

  // Notifications: a switch saves as it flips.
  await openTab(page, 'Notifications');
  const uploads = page.getByRole('switch', { name: 'Upload confirmations' });
  await expect(uploads).toHaveAttribute('aria-checked', 'false');
  await uploads.click();
  await expect(uploads).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Upload confirmations' })).toHaveAttribute('aria-checked', 'true');

  // Appearance: the language switches the UI at once and stays after a reload (it is the account's).
  await openTab(page, 'Appearance');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('tab', { name: 'Darstellung' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Einstellungen', level: 2 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await snap(page, 'settings-appearance-de');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Darstellung' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
  await expect(page.getByRole('tab', { name: 'Appearance' })).toBeVisible();

  // The theme: applied at once, kept by the account.
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('radio', { name: /Light/ }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(toast(page, 'Preferences updated successfully').first()).toBeVisible();
  await snap(page, 'settings-appearance-light');

  // A phone, in the light theme: every tab.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const tab of TABS) {
    await openTab(page, tab);
    await snap(page, `settings-mobile-${tabId(tab)}`);
  }
});

test('on a phone, a tab opened from the address shows in the scrolled tab row', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, await createActiveUser('settings'));
  await page.goto('/settings?tab=storage');
  const storage = page.getByRole('tab', { name: 'Storage' });
  await expect(storage).toHaveAttribute('aria-selected', 'true');
  await expect(storage).toBeInViewport({ ratio: 0.9 });
  // Only the row scrolled, not the page.
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeInViewport();
});

test('another device follows the theme and is signed out from here; the password changes', async ({
  page,
  browser,
  request,
}) => {
  // As the first step leaves the account: the light theme chosen, and a session open elsewhere (this API sign-in).
  let user = await createActiveUser('settings');
  const headers = { Authorization: `Bearer ${await apiToken(request, user)}` };
  const themed = await request.put('/api/user/preferences', { headers, data: { theme: 'light' } });
  expect(themed.ok(), await themed.text()).toBeTruthy();
  await signIn(page, user);
  await page.goto('/settings?tab=security');
  const sessions = page.getByTestId('sessions');
  // End every other session, then sign in on a second device.
  await sessions.getByRole('button', { name: 'Sign Out All Other Sessions' }).click();
  await snap(page, 'settings-sessions-revoke-all', { fullPage: false });
  await page.getByTestId('confirm-button').click();
  await expect(toast(page, /Signed out of \d+ other sessions?/).first()).toBeVisible();
  await expect(sessions.getByTestId('session-row')).toHaveCount(1);

  const other = await newDevice(browser);
  await signIn(other, user);
  // The account's theme (light), not this fresh browser's default (dark).
  await expect(other.locator('html')).not.toHaveClass(/dark/);

  await page.reload();
  await expect(sessions.getByTestId('session-row')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toHaveCount(1);
  await snap(page, 'settings-security-sessions');
  await sessions.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(toast(page, 'Session signed out').first()).toBeVisible();
  await expect(sessions.getByTestId('session-row')).toHaveCount(1);
  // The other device is out at its next request.
  await other.reload();
  await expect(other).toHaveURL(/\/login$/);
  await other.context().close();

  // The password form's checks.
  const submit = page.getByRole('button', { name: 'Change Password' });
  await expect(submit).toBeDisabled();
  await expectRefusals(page, submit, [
    [
      { 'Current Password': user.password, 'New Password': NEW_PASSWORD, 'Confirm New Password': `${NEW_PASSWORD}x` },
      'New passwords do not match',
    ],
    [{ 'New Password': 'short', 'Confirm New Password': 'short' }, 'Password must be at least 8 characters long'],
    [
      { 'Current Password': 'Wrong-Password-1', 'New Password': NEW_PASSWORD, 'Confirm New Password': NEW_PASSWORD },
      'Current password is incorrect',
    ],
  ]);
  await snap(page, 'settings-password-error');
  await page.getByLabel('Current Password').fill(user.password);
  await submit.click();
  await expect(toast(page, 'Password changed successfully').first()).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  user = { ...user, password: NEW_PASSWORD };
  await signIn(page, user);
});

test('two-factor: set up from the secret, then sign-in asks for a code', async ({ page }) => {
  const user = await createActiveUser('settings');
  await signIn(page, user);
  await page.goto('/settings?tab=security');
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
  await page.getByRole('button', { name: 'Set Up Two-Factor' }).click();
  const dialog = page.getByRole('dialog');
  // The password first: a signed-in session alone cannot turn two-factor on.
  await expect(dialog.getByText('Enter your password to start.', { exact: false })).toBeVisible();
  const password = dialog.getByLabel('Password', { exact: true });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Password is required')).toBeVisible();
  await password.fill('Wrong-Pass-2024');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await expect(dialog.getByTestId('two-factor-qr')).toHaveCount(0);
  await snap(page, 'settings-2fa-password', { fullPage: false });
  await password.fill(user.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByTestId('two-factor-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
  const secret = (await dialog.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await snap(page, 'settings-2fa-setup', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'settings-mobile-2fa-setup', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByLabel('Authentication Code').fill('12');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await dialog.getByLabel('Authentication Code').fill(totp(secret));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByTestId('backup-codes').getByRole('listitem')).toHaveCount(10);
  const backupCodes = await dialog.getByTestId('backup-codes').getByRole('listitem').allTextContents();
  await snap(page, 'settings-2fa-backup-codes', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'settings-mobile-2fa-backup-codes', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  const file = await downloadBy(page, dialog.getByRole('button', { name: 'Download .txt' }));
  expect(file.suggestedFilename()).toMatch(/\.txt$/);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  for (const code of backupCodes) expect(text).toContain(code);
  await dialog.getByRole('button', { name: 'I Saved Them' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('On');

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Enter the code from your authenticator app').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await snap(page, 'login-two-factor');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'login-mobile-two-factor');
  await page.setViewportSize({ width: 1280, height: 800 });
  const code = page.getByLabel('Authentication Code');
  const wrong = totp(secret, 1) === '000000' ? '111111' : '000000';
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid two-factor code')).toBeVisible();
  // The next step's code: the one that confirmed the set-up may not sign in again.
  await code.fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a new e-mail address takes effect from its mailed link', async ({ page, request }) => {
  // Two-factor on, as the step before leaves it: a backup code signs in.
  const { user, backupCodes } = await accountWithTwoFactor(request);
  await signIn(page, user, backupCodes[0]);

  await page.goto('/settings');
  const address = `moved.${user.email}`;
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Current Password').fill(user.password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('pending-email')).toContainText(address);
  await snap(page, 'settings-email-pending');
  // One message per action: the notice says the save and the mailed link; no toast repeats either.
  await expect(toast(page, /Profile updated successfully|Confirmation link sent/)).toHaveCount(0);
  const link = await waitForLink(address, 'verify-email');
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Email Confirmed' })).toBeVisible();
  await expect(page.getByText(`Your email address is now ${address}.`)).toBeVisible();
  await snap(page, 'verify-email-success');
  await page.getByRole('link', { name: 'Back to Settings' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(address);
  await expect(page.getByTestId('pending-email')).toHaveCount(0);
});

test('export, then delete the account', async ({ page, request }) => {
  // Two-factor on: deleting asks for a code too.
  const { user, backupCodes } = await accountWithTwoFactor(request);
  await signIn(page, user, backupCodes[0]);
  await page.goto('/settings?tab=security');

  const json = await downloadBy(page, page.getByRole('button', { name: 'Export JSON' }));
  expect(json.suggestedFilename()).toMatch(/\.json$/);
  const doc = JSON.parse(await readFile((await json.path()) ?? '', 'utf8')) as Record<string, unknown>;
  expect(JSON.stringify(doc)).toContain(user.email);
  const zip = await downloadBy(page, page.getByRole('link', { name: 'Download All Files (ZIP)' }));
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  const bytes = await readFile((await zip.path()) ?? '');
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Delete My Account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByLabel('Two-Factor Code').fill(backupCodes[1]);
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expect(confirm).toBeEnabled();
  await snap(page, 'settings-delete-account', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'settings-mobile-delete-account', { fullPage: false });
  await confirm.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Account deleted successfully').first()).toBeVisible();

  // Gone: the address and password no longer sign in.
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
});
