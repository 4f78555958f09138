import { expect, test as base, type Page } from './support/test.ts';
import { Secret, TOTP } from 'otpauth';
import {
  createInvite,
  DESKTOP,
  inviteRow,
  newContext,
  PHONE,
  readClipboard,
  registerWithCode,
  siteStats,
  snapBoth,
  userRow,
} from './helpers/admin.ts';
import { apiToken } from './helpers/media.ts';
import { expectRefusals, fillByLabel } from './support/forms.ts';
import { ADMIN_DATA_DIR, ADMIN_PORT, ADMIN_URL } from './support/instances.ts';
import { pathOf, waitForLink } from './support/mail.ts';
import { OWNER } from './support/owner.ts';
import { expectWithinScreen, snap } from './support/screens.ts';
import { createActiveUser, fillRegistration, newUser, signIn } from './support/users.ts';

// Administration as people meet it, on a default instance (invite-only, APP_URL not set; see playwright.config.ts)
// that starts with its owner: the owner invites new people with codes and manages their accounts. Each test makes
// the people and codes it needs (through the API), so any one runs alone. The very first account of an invite-only
// instance, and the empty list of codes, are first-account.spec.ts's. The person's own tab is `page`.
const test = base.extend<{ ownerPage: Page }>({
  /** The owner, signed in on the desktop in a browser of its own. */
  ownerPage: async ({ browser }, use) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, OWNER);
    await use(page);
    await context.close();
  },
});
test.use({ baseURL: ADMIN_URL });

/** A person with an account made by the owner, signed in on `page`. */
async function signedInPerson(page: Page) {
  const person = await createActiveUser('rita', ADMIN_URL);
  await signIn(page, person);
  return person;
}

test('a new person registers with the code, activates from the mail and signs in', async ({ page }) => {
  const inviteCode = await createInvite({ maxUses: 1, description: 'For Rita' });
  const person = newUser('rita');
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
  await expect(page.getByTestId('storage-usage')).toHaveText('0 B / 1 GB');
});

test('the code is used up in the list and its details show who used it', async ({ ownerPage: page, request }) => {
  const inviteCode = await createInvite({ maxUses: 1, description: 'For Rita' });
  const person = await registerWithCode(request, inviteCode);
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
  await expect(details).toContainText(OWNER.email);
  const history = details.getByTestId('usage-history');
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history).toContainText(person.username);
  await expect(history).toContainText(person.email);
  await snapBoth(page, 'invite-details');
  await details.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(details).toBeHidden();
});

test('the owner finds the person in Manage Users and raises their quota', async ({
  ownerPage: page,
  page: personPage,
}) => {
  const person = await signedInPerson(personPage);
  const { users } = await siteStats();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Manage Users' }).click();
  await expect(page).toHaveURL(/\/manage-users$/);
  await expect(page).toHaveTitle('Vaultbox - Manage Users');
  await expect(page.getByText('Manage all users, their roles, and permissions')).toBeVisible();
  // The owner and the person at least; nobody here has files or shares.
  expect(users.total).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('stat-total-users')).toHaveText(String(users.total));
  await expect(page.getByTestId('stat-active-users')).toHaveText(String(users.active));
  await expect(page.getByTestId('stat-total-files')).toHaveText('0');
  await expect(page.getByTestId('stat-total-shares')).toHaveText('0');
  await expect(page.getByTestId('stat-total-storage')).toHaveText('0 B');
  const row = userRow(page, person.username);
  await expect(row.getByTestId('user-email')).toHaveText(person.email);
  await expect(row.getByTestId('user-role')).toHaveText('User');
  await expect(row.getByTestId('user-tier')).toHaveText('Free');
  await expect(row.getByTestId('user-storage')).toHaveText('0 B / 1 GB');
  await expect(row.getByTestId('user-status')).toHaveText('Active');
  // The owner cannot delete itself here.
  await expect(userRow(page, OWNER.username).getByRole('button', { name: 'Delete user' })).toHaveCount(0);
  await snapBoth(page, 'manage-users');

  // Filters: search, role and tier, each back on page 1; nothing matching says so.
  // A part of the name finds the person (the other people of the spec have names of the same form).
  await page.getByLabel('Search users').fill(person.username.slice(3));
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(row).toBeVisible();
  await page.getByLabel('Search users').fill('');
  await page.getByLabel('Role').selectOption('owner');
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(userRow(page, OWNER.username)).toBeVisible();
  await page.getByLabel('Tier').selectOption('premium');
  await expect(page.getByText('No users found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters.')).toBeVisible();
  await snapBoth(page, 'manage-users-no-match');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  // Everyone again, on pages of 10.
  await expect(page.getByTestId('user-row')).toHaveCount(Math.min(users.total, 10));

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
  await expect(row.getByTestId('user-storage')).toHaveText('0 B / 5 GB');
  await expect(row.getByTestId('user-tier')).toHaveText('Premium');

  // The person sees the new quota.
  await personPage.reload();
  await expect(personPage.getByTestId('storage-usage')).toHaveText('0 B / 5 GB');
});

test('the owner creates a user with the Add User modal', async ({ ownerPage: page }) => {
  const extra = newUser('extra');
  const { users } = await siteStats();
  await page.goto('/manage-users');
  await expect(page.getByTestId('stat-total-users')).toHaveText(String(users.total));
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  await expect(dialog.getByLabel('Password*', { exact: true })).toHaveAccessibleDescription(
    'At least 8 characters, with a lowercase letter, an uppercase letter and a number.',
  );
  await expect(dialog.getByTestId('storage-value')).toHaveText('1 GB');
  const createUser = dialog.getByRole('button', { name: 'Create User' });
  await expectRefusals(dialog, createUser, [
    [{}, 'Username, email, and password are required'],
    [
      { 'Username*': extra.username, 'Email*': extra.email, 'Password*': 'short' },
      'Password must be at least 8 characters long',
    ],
    [{ 'Password*': 'secret-123' }, 'Password must contain at least one uppercase letter'],
    // The register rule: an address needs a dot in its domain.
    [{ 'Email*': 'tim@example', 'Password*': extra.password }, 'Please enter a valid email address'],
  ]);
  await fillByLabel(dialog, { 'Email*': extra.email, 'Display Name': 'Extra Person' });
  await snapBoth(page, 'create-user-modal');
  await createUser.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('admin-success')).toHaveText('User created successfully');
  await expect(userRow(page, extra.username).getByTestId('user-name')).toHaveText('Extra Person');
  await expect(page.getByTestId('stat-total-users')).toHaveText(String(users.total + 1));
});

test("the owner resets the person's password: shown once, the new one works, the old session is gone", async ({
  ownerPage: page,
  page: personPage,
}) => {
  const person = await signedInPerson(personPage);
  await page.goto('/manage-users');
  const row = userRow(page, person.username);
  await row.getByRole('button', { name: 'Reset password' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset Password' });
  await snapBoth(page, 'reset-password-confirm');
  await confirm.getByRole('button', { name: 'Reset Password' }).click();

  const banner = page.getByTestId('new-password');
  await expect(banner).toContainText('New Password Generated');
  await expect(banner).toContainText("Please share this password with the user. It won't be shown again.");
  const newPassword = (await banner.getByTestId('new-password-value').textContent()) ?? '';
  expect(newPassword).toHaveLength(16);
  await banner.getByRole('button', { name: 'Copy password' }).click();
  await expect(banner.getByText('Copied!')).toBeVisible();
  expect(await readClipboard(page)).toBe(newPassword);
  // The button's "Copied!" is the one message: no toast repeats it.
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Password copied' })).toHaveCount(0);
  await snapBoth(page, 'new-password');
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();

  // The person's open session has ended.
  await personPage.reload();
  await expect(personPage).toHaveURL(/\/login$/);
  await personPage.getByLabel('Email').fill(person.email);
  await personPage.getByLabel('Password', { exact: true }).fill(person.password);
  await personPage.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(personPage.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await signIn(personPage, { email: person.email, password: newPassword });
});

test('the owner clears the two-factor sign-in of a person locked out of it', async ({ ownerPage: page, request }) => {
  // The person turns two-factor on (through the API: its screen is the settings spec's), then loses the phone.
  const person = await createActiveUser('rita', ADMIN_URL);
  const credentials = { email: person.email, password: person.password };
  const headers = { Authorization: `Bearer ${await apiToken(request, credentials)}` };
  const setup = await request.post('/api/user/2fa/enable', { headers, data: { password: person.password } });
  expect(setup.ok(), await setup.text()).toBeTruthy();
  const { secret } = (await setup.json()) as { secret: string };
  const code = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
  const confirmed = await request.post('/api/user/2fa/confirm', { headers, data: { token: code } });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  const asked = await request.post('/api/auth/login', { data: credentials });
  expect(((await asked.json()) as { code: string }).code).toBe('TWO_FACTOR_REQUIRED');

  await page.goto('/manage-users');
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

test(
  'maintenance mode and the connection notices reach the open tabs',
  { tag: '@alone' },
  async ({ ownerPage: page, page: personPage }) => {
    await signedInPerson(personPage);
    await page.goto('/manage-users');
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
    await page.context().setOffline(true);
    await expect(page.getByTestId('notice-connection-lost')).toHaveText('Connection lost. Trying to reconnect...');
    await snapBoth(page, 'connection-lost');
    await page.context().setOffline(false);
    await expect(page.getByTestId('notice-connection-restored')).toHaveText('Connection restored');
    await expect(page.getByTestId('notice-new-version')).toContainText(
      'A new version is available. Please refresh the page.',
    );
    await snapBoth(page, 'new-version');
    await expect(page.getByTestId('notice-connection-restored')).toBeHidden({ timeout: 8_000 });
    await page.unroute('**/api/system/info');
    await page.reload();
    await expect(page.getByTestId('notice-new-version')).toHaveCount(0);
  },
);

test('the owner deactivates the person, then deletes them; the code keeps the use', async ({
  ownerPage: page,
  page: personPage,
  request,
}) => {
  const inviteCode = await createInvite({ maxUses: 1 });
  const person = await registerWithCode(request, inviteCode);
  await signIn(personPage, person);
  const { users } = await siteStats();
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
  await expect(page.getByTestId('stat-active-users')).toHaveText(String(users.active - 1));

  // Deactivation ends the person's session, and signing in is refused.
  await personPage.reload();
  await expect(personPage).toHaveURL(/\/login$/);
  // The right password for a deactivated account: the screen says so, not "invalid e-mail or password".
  await personPage.getByLabel('Email').fill(person.email);
  await personPage.getByLabel('Password', { exact: true }).fill(person.password);
  await personPage.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(personPage.getByText('Account deactivated')).toBeVisible();
  await expect(
    personPage.getByText('Your account has been deactivated. Please contact the administrator.'),
  ).toBeVisible();
  await expect(personPage.getByText('Invalid email or password. Please try again.')).toHaveCount(0);
  await snapBoth(personPage, 'login-deactivated');

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
  await expect(page.getByTestId('stat-total-users')).toHaveText(String(users.total - 1));

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
  await signIn(page, OWNER);
  await page.goto('/manage-users');
  const warning = page.getByTestId('app-url-warning');
  await expect(warning).toContainText(`Links in e-mails point to ${ADMIN_URL}`);
  await expect(warning).toContainText(`http://127.0.0.1:${ADMIN_PORT}`);
  await snapBoth(page, 'app-url-warning');
  await warning.getByRole('button', { name: 'Dismiss' }).click();
  await expect(warning).toHaveCount(0);
  await page.goto('/invite-codes');
  await expect(page.getByText('Manage registration invite codes for new users')).toBeVisible();
  await expect(page.getByTestId('app-url-warning')).toHaveCount(0);
  await context.close();
});

test('the administration screens fit a phone in the other four languages', async ({ ownerPage: page, request }) => {
  await createInvite({ description: 'A code to list' });
  const headers = { Authorization: `Bearer ${await apiToken(request, OWNER)}` };
  await page.setViewportSize(PHONE);
  try {
    for (const language of ['de', 'fr', 'es', 'zh']) {
      expect((await request.put('/api/user/preferences', { headers, data: { language } })).ok()).toBeTruthy();
      for (const path of ['/invite-codes', '/manage-users']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByTestId(path === '/invite-codes' ? 'invite-row' : 'user-row').first()).toBeVisible();
        await expectWithinScreen(page, `${path} in ${language}`);
      }
    }
  } finally {
    // The owner is every test's: back to English whatever happened.
    expect((await request.put('/api/user/preferences', { headers, data: { language: 'en' } })).ok()).toBeTruthy();
  }
  await page.setViewportSize(DESKTOP);
});

test('German speaks to the owner with "du" on the administration screens', async ({ browser, request }) => {
  const code = await createInvite({ description: 'Ein Code zum Löschen' });
  const headers = { Authorization: `Bearer ${await apiToken(request, OWNER)}` };
  // At another address than APP_URL's default, so Manage Users shows its warning too.
  const context = await newContext(browser, `http://127.0.0.1:${ADMIN_PORT}`);
  const page = await context.newPage();
  const snapWideAndPhone = async (name: string) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await snap(page, `admin-du-${name}`);
    await page.setViewportSize(PHONE);
    await expectWithinScreen(page, `admin-du-${name} on a phone`);
    await snap(page, `admin-du-${name}-phone`);
    await page.setViewportSize({ width: 1440, height: 900 });
  };
  try {
    expect((await request.put('/api/user/preferences', { headers, data: { language: 'de' } })).ok()).toBeTruthy();
    await signIn(page, OWNER);
    await page.goto('/manage-users');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The owner's own row, and the warning: "Setze ..., starte ...", never "Setzen Sie".
    await expect(userRow(page, OWNER.username).getByText('Du', { exact: true })).toBeVisible();
    await expect(page.getByTestId('app-url-warning')).toContainText(
      `Setze APP_URL=http://127.0.0.1:${ADMIN_PORT} in der Umgebung und starte den Server dann neu.`,
    );
    await expect(page.getByText(/\b(Sie|Ihr|Ihre|Ihnen)\b/)).toHaveCount(0);
    await snapWideAndPhone('manage-users');
    await page.getByLabel('Benutzer suchen').fill('niemand-heisst-so');
    await expect(page.getByText('Passe die Suche oder die Filter an.')).toBeVisible();

    await page.goto('/invite-codes');
    await inviteRow(page, code).getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Einladungscode löschen' });
    await expect(
      confirm.getByText(
        'Möchtest du diesen Einladungscode wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/\b(Sie|Ihr|Ihre|Ihnen)\b/)).toHaveCount(0);
    await snapWideAndPhone('invite-delete-confirm');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(inviteRow(page, code)).toHaveCount(0);
  } finally {
    // The owner is every test's: back to English whatever happened.
    expect((await request.put('/api/user/preferences', { headers, data: { language: 'en' } })).ok()).toBeTruthy();
    await context.close();
  }
});
