import { expect, test, type Page } from './support/test.ts';
import { inviteRow, newContext, readClipboard, snapBoth } from './helpers/admin.ts';
import { expectRefusals, fillByLabel } from './support/forms.ts';
import { startFreshInstance } from './support/fresh-instance.ts';
import { snap } from './support/screens.ts';
import { fillRegistration, newUser } from './support/users.ts';

// The very first account of an instance becomes its owner, needing no invite code. The run's instances start with an
// owner (support/owner.ts), so each test here has an empty instance of its own: an open one as accounts.spec.ts's
// (the owner's screens), an invite-only one with APP_URL unset as admin.spec.ts's (the owner's first invite codes).

test('the first account becomes the owner and lands on the dashboard', async ({ browser }) => {
  const instance = await startFreshInstance({ inviteOnly: false, appUrl: true });
  const context = await newContext(browser, instance.baseURL);
  try {
    await firstAccountBecomesOwner(await context.newPage());
  } finally {
    await context.close();
    await instance.stop();
  }
});

async function firstAccountBecomesOwner(page: Page): Promise<void> {
  const owner = newUser('owner');
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Vaultbox - Sign In');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await snap(page, 'login');

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page).toHaveTitle('Vaultbox - Register');
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();
  // INVITE_ONLY=false: no invite field.
  await expect(page.getByLabel('Invite Code')).toHaveCount(0);
  await snap(page, 'register');

  // The register screen's own checks (docs/product.md, Validation).
  await fillRegistration(page, { username: 'ab', email: 'not-an-email', password: 'short' }, 'different');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  // The focus is on the first field to fix, also when the form was sent with Enter from the last one.
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.getByLabel('Confirm Password').press('Enter');
  await expect(page.getByLabel('Username')).toBeFocused();
  await snap(page, 'register-validation');

  await fillRegistration(page, owner);
  await expect(page.getByText(/Password strength: Strong/)).toBeVisible();
  await snap(page, 'register-filled');
  await submit.click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Vaultbox - Dashboard');
  await expect(page.getByTestId('dashboard-greeting')).toHaveText(`Welcome back, ${owner.username}!`);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Media Library',
    'Photos',
    'Albums',
    'Upload',
    'Sharing',
    'File requests',
    'Invite Codes',
    'Manage Users',
    'Settings',
  ]);
  await expect(page.getByTestId('sidebar-tier')).toHaveText(/free/i);
  await expect(page.getByTestId('sidebar-tier')).toHaveCSS('text-transform', 'uppercase');
  await expect(page.getByTestId('storage-usage')).toHaveText('0 B / 1 GB');
  await expect(page.getByText('No recent files found')).toBeVisible();
  await expect(page.getByText('No file categories found')).toBeVisible();
  await snap(page, 'dashboard-owner');

  // The owner may open the owner-only area; the header title follows the first path segment.
  await nav.getByRole('link', { name: 'Manage Users' }).click();
  await expect(page).toHaveURL(/\/manage-users$/);
  await expect(page.getByTestId('header-title')).toHaveText('Manage Users');
  await snap(page, 'manage-users-first-visit');
  await nav.getByRole('link', { name: 'Invite Codes' }).click();
  await expect(page.getByTestId('header-title')).toHaveText('Invite Codes');
  await snap(page, 'invite-codes-first-visit');

  // A signed-in user is sent away from the guest pages.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await snap(page, 'signed-out');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  // Signed out, the app pages send the guest to /login.
  await page.goto('/library');
  await expect(page).toHaveURL(/\/login$/);
}

test('the first account of an invite-only instance is the owner; it creates an invite code', async ({ browser }) => {
  const instance = await startFreshInstance({ inviteOnly: true, appUrl: false });
  const context = await newContext(browser, instance.baseURL);
  try {
    await firstAccountInvites(await context.newPage());
  } finally {
    await context.close();
    await instance.stop();
  }
});

async function firstAccountInvites(page: Page): Promise<void> {
  const owner = newUser('boss');
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
  // APP_URL is not set: mails need it, so the owner is told how to set it, even on the default address.
  await expect(page.getByTestId('app-url-warning')).toContainText(`APP_URL=${new URL(page.url()).origin}`);
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
  const inviteCode = (await row.getAttribute('data-code')) ?? '';
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
}
