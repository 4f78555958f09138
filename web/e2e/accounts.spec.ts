import { expect, test } from './support/test.ts';
import { linksSoFar, pathOf, waitForLink } from './support/mail.ts';
import { snap } from './support/screens.ts';
import { createActiveUser, fillRegistration, newUser, signIn } from './support/users.ts';

// The account life cycle as a new person meets it (INVITE_ONLY=false). The run's instance starts with its owner, so
// every registration here makes an ordinary user; the very first account is first-account.spec.ts's.

test('a second user registers, activates from the mail and signs in', async ({ page }) => {
  const second = newUser('second');
  await page.goto('/register');
  // Password managers save the address, which signs in, as the account's name (not the username).
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByLabel('Username')).toHaveAttribute('autocomplete', 'nickname');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'new-password');
  await fillRegistration(page, second);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/email-confirmation$/);
  await expect(page).toHaveTitle('Vaultbox - Email Confirmation');
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByTestId('confirmation-email')).toHaveText(second.email);
  await expect(page.getByText('Link expires in 30 minutes')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to your account' })).toBeVisible();
  // One message per action: the screen says the account was made; no toast repeats it.
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Account created successfully' })).toHaveCount(0);
  await snap(page, 'email-confirmation');

  // Signing in before activation says so and offers to resend the mail.
  const firstLink = await waitForLink(second.email, 'activate');
  await page.getByRole('link', { name: 'Sign in to your account' }).click();
  await page.getByLabel('Email').fill(second.email);
  await page.getByLabel('Password', { exact: true }).fill(second.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Account not activated')).toBeVisible();
  await expect(
    page.getByText('Your account is not activated yet. Please check your email for the activation link.'),
  ).toBeVisible();
  const resend = page.getByRole('button', { name: 'Resend activation email' });
  await resend.click();
  await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  await snap(page, 'login-not-activated');

  // The resend produced a second mail with a fresh link.
  const before = await linksSoFar(second.email, 'activate');
  expect(before.length).toBeGreaterThanOrEqual(2);
  const link = await waitForLink(second.email, 'activate', { notIn: [firstLink] });

  // A wrong token fails with both ways out.
  await page.goto('/activate/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Activation Failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register Again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
  await snap(page, 'activation-failed');

  await page.goto(pathOf(link));
  await expect(page).toHaveTitle('Vaultbox - Account Activation');
  await expect(page.getByRole('heading', { name: 'Account Activated!' })).toBeVisible();
  await expect(page.getByText('Your account has been successfully activated!')).toBeVisible();
  await snap(page, 'activation-success');
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Opening the link again is good news, not an error.
  await page.goto(pathOf(link));
  await expect(page.getByText('Your account was already activated! You can now log in.')).toBeVisible();
  await snap(page, 'activation-already');

  await signIn(page, second);
  await expect(page.getByText(`Welcome back, ${second.username}!`).first()).toBeVisible();
  // An ordinary user sees neither admin entry and is turned away from the owner's area.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Media Library',
    'Photos',
    'Albums',
    'Upload',
    'Sharing',
    'File requests',
    'Settings',
  ]);
  await snap(page, 'dashboard-user');
  await page.goto('/manage-users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/invite-codes');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await snap(page, 'invite-codes-denied');
  await page.goto('/library');
  await expect(page.getByTestId('header-title')).toHaveText('Media Library');
  await expect(page).toHaveTitle('Vaultbox - Media Library');
  await snap(page, 'library-placeholder');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows its message', async ({ page }) => {
  const user = await createActiveUser('wrongpass');
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The show/hide toggle reveals what was typed.
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await snap(page, 'login-invalid');
});

test('forgot password, reset from the mail, sign in with the new password', async ({ page }) => {
  const user = await createActiveUser('forgot');
  const newPassword = 'Brand-New-Pass-42';
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send Reset Link' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Email').fill(user.email);
  await snap(page, 'forgot-password-modal');
  await send.click();
  await expect(dialog.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await snap(page, 'forgot-password-sent');
  await dialog.getByRole('button', { name: 'Back to Sign in' }).click();
  await expect(dialog).toHaveCount(0);

  const link = await waitForLink(user.email, 'reset-password');
  await page.goto(pathOf(link));
  await expect(page).toHaveTitle('Vaultbox - Reset Password');
  const submit = page.getByRole('button', { name: 'Reset Password' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('New Password').fill('abc');
  await page.getByLabel('Confirm Password').fill('abc');
  await submit.click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(`${newPassword}x`);
  await submit.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByRole('link', { name: '← Back to Login' })).toBeVisible();
  await snap(page, 'reset-password');

  await page.getByLabel('Confirm Password').fill(newPassword);
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successfully' })).toBeVisible();
  await snap(page, 'reset-password-success');
  // Back to sign-in after 3 seconds.
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  // The link is single-use.
  await page.goto(pathOf(link));
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  await snap(page, 'reset-password-invalid');

  // The old password no longer works; the new one does.
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await signIn(page, { email: user.email, password: newPassword });
  await expect(page.getByTestId('dashboard-greeting')).toHaveText(`Welcome back, ${user.username}!`);
});
