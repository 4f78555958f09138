import { expect, test, type Locator, type Page } from './support/test.ts';
import { fillByLabel } from './support/forms.ts';
import { OWNER } from './support/owner.ts';
import { pathOf, waitForLink } from './support/mail.ts';
import { snap } from './support/screens.ts';
import { createActiveUser, newUser, signIn } from './support/users.ts';

// One password rule, said once (docs/product.md, Validation): every field where a new password is chosen shows the
// whole rule before anything is typed, and a 5- and a 7-character password get the same sentence on every screen.

const HINT = 'At least 8 characters, with a lowercase letter, an uppercase letter and a number.';
const TOO_SHORT = 'Password must be at least 8 characters long';
const SCREENS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The new-password field is empty and already described by the whole rule. */
async function expectRuleBeforeTyping(field: Locator): Promise<void> {
  await expect(field).toHaveValue('');
  await expect(field).toHaveAccessibleDescription(HINT);
}

/** A 5- and then a 7-character password (each with every other part of the rule) are refused in the same words. */
async function expectSameRefusals(
  form: Locator | Page,
  submit: Locator,
  fill: (password: string) => Promise<void>,
): Promise<void> {
  for (const password of ['Abc12', 'Abcde12']) {
    await fill(password);
    await submit.click();
    await expect(form.getByText(TOO_SHORT, { exact: true })).toBeVisible();
    await expect(form.getByText(/at least 6/i)).toHaveCount(0);
  }
}

for (const size of SCREENS) {
  test(`register shows the rule before typing and one refusal, at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/register');
    const password = page.getByLabel('Password', { exact: true });
    await expectRuleBeforeTyping(password);
    await expect(page.getByText(HINT)).toBeVisible();
    await snap(page, `password-rule-register-${size.width}`);

    const user = newUser('rule');
    await fillByLabel(page, { Username: user.username, Email: user.email });
    await expectSameRefusals(page, page.getByRole('button', { name: 'Create Account' }), async (value) => {
      await password.fill(value);
      await page.getByLabel('Confirm Password').fill(value);
    });
    await snap(page, `password-rule-register-refused-${size.width}`);
  });
}

test('reset password (the page opened from the mail) shows the rule before typing and one refusal', async ({
  page,
  request,
}) => {
  const user = await createActiveUser('rulereset');
  const res = await request.post('/api/auth/forgot-password', { data: { email: user.email } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const link = pathOf(await waitForLink(user.email, 'reset-password'));
  for (const size of SCREENS) {
    await page.setViewportSize(size);
    await page.goto(link);
    const password = page.getByLabel('New Password');
    await expectRuleBeforeTyping(password);
    await expect(page.getByText(HINT)).toBeVisible();
    await snap(page, `password-rule-reset-${size.width}`);
    await expectSameRefusals(page, page.getByRole('button', { name: 'Reset Password' }), async (value) => {
      await password.fill(value);
      await page.getByLabel('Confirm Password').fill(value);
    });
    await snap(page, `password-rule-reset-refused-${size.width}`);
  }
});

test('Settings: Security shows the rule before typing and one refusal', async ({ page }) => {
  const user = await createActiveUser('rulesettings');
  await signIn(page, user);
  for (const size of SCREENS) {
    await page.setViewportSize(size);
    await page.goto('/settings?tab=security');
    const password = page.getByLabel('New Password', { exact: true });
    await expectRuleBeforeTyping(password);
    const form = page.locator('form').filter({ has: password });
    await password.scrollIntoViewIfNeeded();
    await snap(page, `password-rule-settings-${size.width}`);
    await expectSameRefusals(form, page.getByRole('button', { name: 'Change Password' }), async (value) => {
      await fillByLabel(form, {
        'Current Password': user.password,
        'New Password': value,
        'Confirm New Password': value,
      });
    });
    await snap(page, `password-rule-settings-refused-${size.width}`);
  }
});

test('Create User shows the rule before typing and one refusal', async ({ page }) => {
  await signIn(page, OWNER);
  for (const size of SCREENS) {
    await page.setViewportSize(size);
    await page.goto('/manage-users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create User' });
    const password = dialog.getByLabel('Password*', { exact: true });
    await expectRuleBeforeTyping(password);
    await snap(page, `password-rule-create-user-${size.width}`, { fullPage: false });
    const extra = newUser('rulecreate');
    await fillByLabel(dialog, { 'Username*': extra.username, 'Email*': extra.email });
    await expectSameRefusals(dialog, dialog.getByRole('button', { name: 'Create User' }), (value) =>
      password.fill(value),
    );
    await snap(page, `password-rule-create-user-refused-${size.width}`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }
});
