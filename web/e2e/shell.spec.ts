import { expect, test } from './support/test.ts';
import { snap } from './support/screens.ts';
import { createActiveUser, fillRegistration, newUser, signIn, type Credentials } from './support/users.ts';

let user: Credentials;

test.beforeAll(async () => {
  user = await createActiveUser('shell');
});

test('the 404 page offers the dashboard and the way back', async ({ page }) => {
  await page.goto('/login');
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Vaultbox - Page Not Found');
  await snap(page, 'not-found');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/nowhere');
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  // A guest is sent on to sign in.
  await expect(page).toHaveURL(/\/login$/);
});

test("before the page's code has arrived its HTML shows a spinner, which the app's own screen replaces", async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login');
  const earlySpinner = page.locator('#root > div[aria-hidden="true"]');
  await expect(earlySpinner.locator('svg.animate-spin')).toBeVisible();
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(earlySpinner).toHaveCount(0);
});

test('the theme is dark by default, switchable, and persists across reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await signIn(page, user);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('radio', { name: 'Light' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.getByRole('radio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
  await snap(page, 'dashboard-light');
  await page.goto('/login');
  await page.evaluate(() => localStorage.removeItem('auth'));
  await page.evaluate(() => localStorage.removeItem('auth_token'));
  await page.goto('/login');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await snap(page, 'login-light');
  await page.getByRole('radio', { name: 'Dark' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('the session survives a reload and a bad stored token is dropped', async ({ page }) => {
  await signIn(page, user);
  // The stored session is checked once per load: the page's HTML asks, and the app takes that answer.
  const profileChecks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/profile') profileChecks.push(request.headers().authorization);
  });
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
  expect(profileChecks).toHaveLength(1);
  expect(profileChecks[0]).toMatch(/^Bearer \S+$/);
  profileChecks.length = 0;
  // A token the server no longer knows: the start-up profile check fails and the app returns to sign-in.
  await page.evaluate(() => {
    const auth = JSON.parse(localStorage.getItem('auth') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('auth', JSON.stringify({ ...auth, token: 'revoked' }));
    localStorage.setItem('auth_token', 'revoked');
  });
  await page.context().clearCookies();
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  expect(profileChecks).toEqual(['Bearer revoked']);
});

test('under 1024 px the sidebar collapses behind a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, user);
  const sidebar = page.locator('#app-sidebar');
  await expect(sidebar).toHaveAttribute('data-open', 'false');
  await expect(sidebar).not.toBeInViewport();
  await snap(page, 'dashboard-mobile', { fullPage: false });
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await openMenu.click();
  await expect(sidebar).toBeInViewport();
  // Open, it is a dialog: the focus goes in and stays (from the logo, Shift+Tab wraps to its last button), Escape
  // closes it and gives the focus back to the menu button.
  await expect(page.getByRole('dialog', { name: 'Main navigation' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(sidebar.getByRole('link', { name: 'Vaultbox' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(sidebar.getByRole('button', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(sidebar.getByRole('link', { name: 'Vaultbox' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(sidebar).not.toBeInViewport();
  await expect(openMenu).toBeFocused();
  await openMenu.click();
  await expect(sidebar).toBeInViewport();
  await snap(page, 'sidebar-mobile-open', { fullPage: false });
  // A window grown to the desktop layout closes it: the sidebar is then part of the page, not a dialog.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(sidebar).toHaveAttribute('data-open', 'false');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await openMenu.click();
  await expect(sidebar).toBeInViewport();
  await sidebar.getByRole('link', { name: 'Upload' }).click();
  await expect(page).toHaveURL(/\/upload$/);
  await expect(sidebar).not.toBeInViewport();
  await expect(page.getByTestId('header-title')).toHaveText('Upload');
});

test('guest screens without their data say so', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await page.goto('/email-confirmation');
  await expect(page.getByText('Activation email sent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend activation email' })).toBeDisabled();
  await snap(page, 'email-confirmation-no-address');
  await page.goto('/s/some-share');
  await expect(page).toHaveTitle('Vaultbox - Shared File');
  await snap(page, 'public-share');
});

test('registration shows its loading and settings-failure states', async ({ page }) => {
  await page.route('**/api/auth/settings', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.fulfill({ status: 500, json: { success: false, error: 'boom', code: 'INTERNAL_ERROR' } });
  });
  await page.goto('/register');
  await expect(page.getByText('Loading registration settings...')).toBeVisible();
  await snap(page, 'register-loading');
  await expect(
    page.getByText('Settings Loading Failed: Using default security settings. Invite code will be required.'),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Invite Code')).toBeVisible();
  await snap(page, 'register-settings-failed');
});

test('busy states: signing in, activating, resending with its countdown', async ({ page }) => {
  const release: Array<() => void> = [];
  const hold = (pattern: string) =>
    page.route(pattern, async (route) => {
      await new Promise<void>((resolve) => release.push(resolve));
      await route.continue();
    });

  await hold('**/api/auth/login');
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  await snap(page, 'login-signing-in');
  release.splice(0).forEach((go) => go());
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await hold('**/api/auth/activate/**');
  await page.goto('/activate/some-token-that-is-held');
  await expect(page.getByRole('heading', { name: 'Activating Account...' })).toBeVisible();
  await snap(page, 'activation-loading');
  release.splice(0).forEach((go) => go());
  await expect(page.getByRole('heading', { name: 'Activation Failed' })).toBeVisible();

  // The confirmation screen with an address: a resend starts the 60 s countdown.
  const fresh = newUser('busy');
  await page.goto('/register');
  await fillRegistration(page, fresh);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByTestId('confirmation-email')).toHaveText(fresh.email);
  await page.getByRole('button', { name: 'Resend activation email' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  await expect(
    page.getByRole('status').filter({ hasText: 'Activation email sent successfully!' }).first(),
  ).toBeVisible();
  await snap(page, 'email-confirmation-resent');
});

test('a saved language is loaded and applied', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language', 'fr'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bon retour' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
  await snap(page, 'login-fr');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('the first Tab shows "Skip to main content", which takes the focus past the sidebar', async ({ page }) => {
  await signIn(page, user);
  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'Media Library' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await snap(page, 'shell-skip-link', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(skip).toBeFocused();
  await snap(page, 'shell-skip-link-phone', { fullPage: false });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/library$/);
  await page.keyboard.press('Tab');
  // The next stop is on the screen (the library's first control), not in the sidebar.
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});

test('moving to another page says its title to screen readers (not the first page, which the browser reads)', async ({
  page,
}) => {
  await signIn(page, user);
  const announcer = page.getByTestId('route-announcer');
  // Signing in moved to the dashboard; a page loaded afresh says nothing.
  await expect(announcer).toHaveText('Vaultbox - Dashboard');
  await page.goto('/library');
  await expect(page).toHaveTitle('Vaultbox - Media Library');
  await expect(announcer).toHaveText('');
  await page.getByRole('link', { name: 'Sharing' }).click();
  await expect(announcer).toHaveText('Vaultbox - Sharing');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(announcer).toHaveText('Vaultbox - Settings');
});
