import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { pathOf, waitForLink } from './support/mail.ts';
import { expectRefusals, fillByLabel } from './support/forms.ts';
import { apiToken } from './helpers/media.ts';
import { expectWithinScreen, snap } from './support/screens.ts';
import { fillRegistration, newUser, signIn } from './support/users.ts';

// Administration as people meet it, on a default instance of its own (invite-only, APP_URL not set; see
// playwright.config.ts): the first account is the owner; it invites a new person with a code, then manages that
// person's account. Serial: each test builds on the previous ones.
test.describe.configure({ mode: 'serial' });

const ADMIN_PORT = process.env.E2E_ADMIN_PORT ?? '3200';
const ADMIN_DATA_DIR = process.env.E2E_ADMIN_DATA_DIR;
const BASE_URL = `http://localhost:${ADMIN_PORT}`;
test.use({ baseURL: BASE_URL });

const owner = newUser('boss');
const person = newUser('rita');
let inviteCode = '';
let newPassword = '';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A screenshot on the desktop and on a phone-size viewport. */
async function snapBoth(page: Page, name: string): Promise<void> {
  await snap(page, `admin-${name}`);
  await page.setViewportSize(PHONE);
  await expectWithinScreen(page, `admin-${name} on a phone`);
  await snap(page, `admin-${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

let ownerContext: BrowserContext;
let ownerPage: Page;
let personContext: BrowserContext;
let personPage: Page;

async function newContext(browser: Browser, baseURL = BASE_URL): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: DESKTOP,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const inviteRow = (page: Page, code: string) => page.locator(`[data-testid="invite-row"][data-code="${code}"]`);
const userRow = (page: Page, username: string) => page.locator(`[data-testid="user-row"][data-username="${username}"]`);

test.beforeAll(async ({ browser }) => {
  ownerContext = await newContext(browser);
  ownerPage = await ownerContext.newPage();
  personContext = await newContext(browser);
  personPage = await personContext.newPage();
});

test.afterAll(async () => {
  await ownerContext.close();
  await personContext.close();
});

test('the first account of an invite-only instance is the owner; it creates an invite code', async () => {
  const page = ownerPage;
  await page.goto('/register');
  // No owner yet: the first account needs no code.
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByLabel('Invite Code')).toHaveCount(0);
  await fillRegistration(page, owner);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Invite Codes' }).click();
  await expect(page).toHaveURL(/\/invite-codes$/);
  await expect(page).toHaveTitle('Vaultbox - Invite Codes');
  await expect(page.getByText('Manage registration invite codes for new users')).toBeVisible();
  await expect(page.getByText('No invite codes found')).toBeVisible();
  // The browser is on the default address: no warning about mailed links.
  await expect(page.getByTestId('app-url-warning')).toHaveCount(0);
  await snapBoth(page, 'invite-codes-empty');

  await page.getByRole('button', { name: 'Create Invite Code' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Invite Code' });
  const create = dialog.getByRole('button', { name: 'Create', exact: true });
  await expectRefusals(dialog, create, [
    [{ Code: 'ab' }, 'Code must be 4 to 64 characters'],
    [{ Code: '', 'Max Uses': '0' }, 'Max uses must be a whole number of at least 1'],
  ]);
  await fillByLabel(dialog, { 'Max Uses': '1', Description: '  For Rita  ' });
  await snapBoth(page, 'invite-create-modal');
  await create.click();

  await expect(dialog).toBeHidden();
  const banner = page.getByTestId('admin-success');
  await expect(banner).toHaveText('Invite code created successfully');
  const row = page.getByTestId('invite-row').first();
  inviteCode = (await row.getAttribute('data-code')) ?? '';
  // A blank code is generated: 12 unambiguous characters shown in groups.
  expect(inviteCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(row).toContainText('For Rita');
  await expect(row.getByTestId('invite-status')).toHaveText('Active');
  await expect(row.getByTestId('invite-usage')).toHaveText('0 / 1');
  await expect(row.getByTestId('invite-expires')).toHaveText('Never');
  await expect(row).toContainText(owner.username);
  await snapBoth(page, 'invite-codes-list');
  // Success banners vanish after 3 s.
  await expect(banner).toBeHidden({ timeout: 5_000 });

  // Copy: the code on the clipboard and 'Copied!' for 2 s.
  await row.getByRole('button', { name: 'Copy code' }).click();
  await expect(row.getByText('Copied!')).toBeVisible();
  expect(await readClipboard(page)).toBe(inviteCode);
  await expect(row.getByText('Copied!')).toBeHidden({ timeout: 4_000 });

  // A chosen code, deactivated, activated, filtered, deleted.
  await page.getByRole('button', { name: 'Create Invite Code' }).first().click();
  await dialog.getByLabel('Code', { exact: true }).fill('TEAM_2026');
  await create.click();
  await expect(banner).toHaveText('Invite code created successfully');
  const team = inviteRow(page, 'TEAM_2026');
  await expect(team.getByTestId('invite-usage')).toHaveText('0');
  await team.getByRole('button', { name: 'Deactivate' }).click();
  await expect(banner).toHaveText('Invite code deactivated');
  await expect(team.getByTestId('invite-status')).toHaveText('Inactive');

  const status = page.getByLabel('Status', { exact: true });
  await status.selectOption('active');
  await expect(team).toHaveCount(0);
  await expect(inviteRow(page, inviteCode)).toBeVisible();
  await status.selectOption('inactive');
  await expect(team).toBeVisible();
  await expect(inviteRow(page, inviteCode)).toHaveCount(0);
  await team.getByRole('button', { name: 'Activate' }).click();
  await expect(banner).toHaveText('Invite code activated');
  await expect(page.getByText('No invite codes found')).toBeVisible();
  await status.selectOption('all');

  await team.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Invite Code' });
  await expect(
    confirm.getByText('Are you sure you want to delete this invite code? This action cannot be undone.'),
  ).toBeVisible();
  await snapBoth(page, 'invite-delete-confirm');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(banner).toHaveText('Invite code deleted');
  await expect(team).toHaveCount(0);
});

test('a new person registers with the code, activates from the mail and signs in', async () => {
  const page = personPage;
  await page.goto('/register');
  await expect(page.getByLabel('Invite Code')).toBeVisible();
  await fillRegistration(page, person);
  await page.getByLabel('Invite Code').fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration Failed')).toBeVisible();
  await page.getByLabel('Invite Code').fill(inviteCode.toLowerCase());
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/email-confirmation$/);

  const link = await waitForLink(person.email, 'activate', { dataDir: ADMIN_DATA_DIR });
  await page.goto(pathOf(link));
  await expect(page.getByText('Account Activated!')).toBeVisible();
  await signIn(page, person);
  await expect(page.getByTestId('storage-usage')).toHaveText('0 Bytes / 1 GB');
});

test('the code is used up in the list and its details show who used it', async () => {
  const page = ownerPage;
  await page.goto('/invite-codes');
  const row = inviteRow(page, inviteCode);
  await expect(row.getByTestId('invite-usage')).toHaveText('1 / 1');
  await expect(row.getByTestId('invite-status')).toHaveText('Used Up');

  await row.getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: 'Invite Code Details' });
  await expect(details.getByTestId('details-code')).toHaveText(inviteCode);
  await expect(details.getByTestId('details-usage')).toHaveText('1 / 1');
  // The details view has no 'Used Up'.
  await expect(details.getByTestId('invite-status')).toHaveText('Active');
  await expect(details).toContainText('For Rita');
  await expect(details).toContainText(owner.email);
  const history = details.getByTestId('usage-history');
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history).toContainText(person.username);
  await expect(history).toContainText(person.email);
  await snapBoth(page, 'invite-details');
  await details.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(details).toBeHidden();
});

test('the owner finds the person in Manage Users and raises their quota', async () => {
  const page = ownerPage;
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Manage Users' }).click();
  await expect(page).toHaveURL(/\/manage-users$/);
  await expect(page).toHaveTitle('Vaultbox - Manage Users');
  await expect(page.getByText('Manage all users, their roles, and permissions')).toBeVisible();
  await expect(page.getByTestId('stat-total-users')).toHaveText('2');
  await expect(page.getByTestId('stat-active-users')).toHaveText('2');
  await expect(page.getByTestId('stat-total-files')).toHaveText('0');
  await expect(page.getByTestId('stat-total-shares')).toHaveText('0');
  await expect(page.getByTestId('stat-total-storage')).toHaveText('0 Bytes');
  const row = userRow(page, person.username);
  await expect(row.getByTestId('user-email')).toHaveText(person.email);
  await expect(row.getByTestId('user-role')).toHaveText('User');
  await expect(row.getByTestId('user-tier')).toHaveText('Free');
  await expect(row.getByTestId('user-storage')).toHaveText('0 Bytes / 1 GB');
  await expect(row.getByTestId('user-status')).toHaveText('Active');
  // The owner cannot delete itself here.
  await expect(userRow(page, owner.username).getByRole('button', { name: 'Delete user' })).toHaveCount(0);
  await snapBoth(page, 'manage-users');

  // Filters: search, role and tier, each back on page 1; nothing matching says so.
  await page.getByLabel('Search users').fill(person.username.slice(0, 8));
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await page.getByLabel('Search users').fill('');
  await page.getByLabel('Role').selectOption('owner');
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(userRow(page, owner.username)).toBeVisible();
  await page.getByLabel('Tier').selectOption('premium');
  await expect(page.getByText('No users found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters.')).toBeVisible();
  await snapBoth(page, 'manage-users-no-match');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('user-row')).toHaveCount(2);

  await row.getByRole('button', { name: 'Edit user' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit User: ${person.username}` });
  await expect(dialog.getByTestId('storage-value')).toHaveText('1 GB');
  await dialog.getByLabel('Storage Limit').fill('5');
  await expect(dialog.getByTestId('storage-value')).toHaveText('5 GB');
  await dialog.getByLabel('Tier').selectOption('premium');
  await snapBoth(page, 'edit-user-modal');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('admin-success')).toHaveText('User updated successfully');
  await expect(row.getByTestId('user-storage')).toHaveText('0 Bytes / 5 GB');
  await expect(row.getByTestId('user-tier')).toHaveText('Premium');

  // The person sees the new quota.
  await personPage.reload();
  await expect(personPage.getByTestId('storage-usage')).toHaveText('0 Bytes / 5 GB');
});

test('the owner creates a user with the Add User modal', async () => {
  const page = ownerPage;
  const extra = newUser('extra');
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  await expect(dialog.getByText('Minimum 8 characters')).toBeVisible();
  await expect(dialog.getByTestId('storage-value')).toHaveText('1 GB');
  const createUser = dialog.getByRole('button', { name: 'Create User' });
  await expectRefusals(dialog, createUser, [
    [{}, 'Username, email, and password are required'],
    [
      { 'Username*': extra.username, 'Email*': extra.email, 'Password*': 'short' },
      'Password must be at least 8 characters long',
    ],
  ]);
  await fillByLabel(dialog, { 'Password*': extra.password, 'Display Name': 'Extra Person' });
  await snapBoth(page, 'create-user-modal');
  await createUser.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('admin-success')).toHaveText('User created successfully');
  await expect(userRow(page, extra.username).getByTestId('user-name')).toHaveText('Extra Person');
  await expect(page.getByTestId('stat-total-users')).toHaveText('3');
});

test("the owner resets the person's password: shown once, the new one works, the old session is gone", async () => {
  const page = ownerPage;
  const row = userRow(page, person.username);
  await row.getByRole('button', { name: 'Reset password' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset Password' });
  await snapBoth(page, 'reset-password-confirm');
  await confirm.getByRole('button', { name: 'Reset Password' }).click();

  const banner = page.getByTestId('new-password');
  await expect(banner).toContainText('New Password Generated');
  await expect(banner).toContainText("Please share this password with the user. It won't be shown again.");
  newPassword = (await banner.getByTestId('new-password-value').textContent()) ?? '';
  expect(newPassword).toHaveLength(16);
  await banner.getByRole('button', { name: 'Copy password' }).click();
  await expect(banner.getByText('Copied!')).toBeVisible();
  expect(await readClipboard(page)).toBe(newPassword);
  await snapBoth(page, 'new-password');
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();

  // The person's open session has ended.
  await personPage.reload();
  await expect(personPage).toHaveURL(/\/login$/);
  await personPage.getByLabel('Email').fill(person.email);
  await personPage.getByLabel('Password', { exact: true }).fill(person.password);
  await personPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(personPage.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await signIn(personPage, { email: person.email, password: newPassword });
});

test('the owner clears the two-factor sign-in of a person locked out of it', async ({ request }) => {
  // The person turns two-factor on (through the API: its screen is the settings spec's), then loses the phone.
  const credentials = { email: person.email, password: newPassword };
  const headers = { Authorization: `Bearer ${await apiToken(request, credentials)}` };
  const setup = await request.post('/api/user/2fa/enable', { headers, data: { password: newPassword } });
  expect(setup.ok(), await setup.text()).toBeTruthy();
  const { secret } = (await setup.json()) as { secret: string };
  const code = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
  const confirmed = await request.post('/api/user/2fa/confirm', { headers, data: { token: code } });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  const asked = await request.post('/api/auth/login', { data: credentials });
  expect(((await asked.json()) as { code: string }).code).toBe('TWO_FACTOR_REQUIRED');

  const page = ownerPage;
  await page.reload();
  const row = userRow(page, person.username);
  const clear = row.getByRole('button', { name: 'Clear two-factor' });
  await expect(clear).toBeVisible();
  // Offered only where two-factor is on.
  await expect(page.getByRole('button', { name: 'Clear two-factor' })).toHaveCount(1);
  await snapBoth(page, 'manage-users-two-factor');
  await clear.click();
  const confirm = page.getByRole('dialog', { name: 'Clear Two-Factor Authentication' });
  await expect(confirm).toContainText(`Turn off two-factor authentication for ${person.username}?`);
  await snapBoth(page, 'clear-two-factor-confirm');
  await confirm.getByRole('button', { name: 'Clear Two-Factor' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('admin-success')).toHaveText('Two-factor authentication cleared');
  await expect(clear).toHaveCount(0);

  // The password alone signs the person in again.
  const again = await request.post('/api/auth/login', { data: credentials });
  expect(again.ok(), await again.text()).toBeTruthy();
});

test('maintenance mode and the connection notices reach the open tabs', async () => {
  const page = ownerPage;
  const toggle = page.getByRole('switch', { name: 'Maintenance mode' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  const notice = 'System is in maintenance mode. Some features may be unavailable.';
  await expect(page.getByTestId('notice-maintenance')).toHaveText(notice);
  await personPage.reload();
  await expect(personPage.getByTestId('notice-maintenance')).toHaveText(notice);
  await snapBoth(page, 'maintenance-on');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('notice-maintenance')).toHaveCount(0);

  // The connection drops and comes back; meanwhile a new build is served.
  await page.route('**/api/system/info', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, buildId: 'a-newer-build' } });
  });
  await ownerContext.setOffline(true);
  await expect(page.getByTestId('notice-connection-lost')).toHaveText('Connection lost. Trying to reconnect...');
  await snapBoth(page, 'connection-lost');
  await ownerContext.setOffline(false);
  await expect(page.getByTestId('notice-connection-restored')).toHaveText('Connection restored');
  await expect(page.getByTestId('notice-new-version')).toContainText(
    'A new version is available. Please refresh the page.',
  );
  await snapBoth(page, 'new-version');
  await expect(page.getByTestId('notice-connection-restored')).toBeHidden({ timeout: 8_000 });
  await page.unroute('**/api/system/info');
  await page.reload();
  await expect(page.getByTestId('notice-new-version')).toHaveCount(0);
});

test('the owner deactivates the person, then deletes them; the code keeps the use', async () => {
  const page = ownerPage;
  await page.goto('/manage-users');
  const row = userRow(page, person.username);
  await row.getByRole('button', { name: 'Edit user' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit User: ${person.username}` });
  const active = dialog.getByRole('checkbox');
  await expect(active).toBeChecked();
  await active.uncheck();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('admin-success')).toHaveText('User updated successfully');
  await expect(row.getByTestId('user-status')).toHaveText('Inactive');
  await expect(page.getByTestId('stat-active-users')).toHaveText('2');

  // Deactivation ends the person's session, and signing in is refused.
  await personPage.reload();
  await expect(personPage).toHaveURL(/\/login$/);

  await row.getByRole('button', { name: 'Delete user' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete User' });
  await expect(confirm).toContainText('This action cannot be undone.');
  await expect(confirm).toContainText('The account and profile');
  await expect(confirm).toContainText('All uploaded files (0)');
  await expect(confirm).toContainText('All shared links (0)');
  await expect(confirm).toContainText('All encryption keys and data');
  await snapBoth(page, 'delete-user-modal');
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('admin-success')).toHaveText('User deleted successfully');
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('stat-total-users')).toHaveText('2');

  await page.goto('/invite-codes');
  await inviteRow(page, inviteCode).getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: 'Invite Code Details' });
  await expect(details.getByTestId('details-usage')).toHaveText('1 / 1');
  await expect(details.getByTestId('usage-history')).toContainText('Deleted account');
  await snapBoth(page, 'invite-details-after-delete');
});

test('reached at another address than the default, the owner is warned that mailed links point elsewhere', async ({
  browser,
}) => {
  const context = await newContext(browser, `http://127.0.0.1:${ADMIN_PORT}`);
  const page = await context.newPage();
  await signIn(page, owner);
  await page.goto('/manage-users');
  const warning = page.getByTestId('app-url-warning');
  await expect(warning).toContainText(`Links in e-mails point to ${BASE_URL}`);
  await expect(warning).toContainText(`http://127.0.0.1:${ADMIN_PORT}`);
  await snapBoth(page, 'app-url-warning');
  await warning.getByRole('button', { name: 'Dismiss' }).click();
  await expect(warning).toHaveCount(0);
  await page.goto('/invite-codes');
  await expect(page.getByText('Manage registration invite codes for new users')).toBeVisible();
  await expect(page.getByTestId('app-url-warning')).toHaveCount(0);
  await context.close();
});

test('the administration screens fit a phone in the other four languages', async ({ request }) => {
  const page = ownerPage;
  const headers = { Authorization: `Bearer ${await apiToken(request, owner)}` };
  await page.setViewportSize(PHONE);
  for (const language of ['de', 'fr', 'es', 'zh']) {
    expect((await request.put('/api/user/preferences', { headers, data: { language } })).ok()).toBeTruthy();
    for (const path of ['/invite-codes', '/manage-users']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId(path === '/invite-codes' ? 'invite-row' : 'user-row').first()).toBeVisible();
      await expectWithinScreen(page, `${path} in ${language}`);
    }
  }
  expect((await request.put('/api/user/preferences', { headers, data: { language: 'en' } })).ok()).toBeTruthy();
  await page.setViewportSize(DESKTOP);
});
