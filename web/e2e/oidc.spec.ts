// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the types of oidc-provider, which ships none, live beside the server tests that use it too
/// <reference path="../../server/test/helpers/oidc-provider-module.d.ts" />
import { expect, test, type Browser, type Page } from './support/test.ts';
import { startOidcProvider, type TestOidcProvider } from '../../server/test/helpers/oidc-provider.ts';
import { freePort, startFreshInstance, type FreshInstance } from './support/fresh-instance.ts';
import { OWNER, ownerApi } from './support/owner.ts';
import { expectWithinScreen, snap } from './support/screens.ts';

// Single sign-on through the real redirects in Chromium (docs/product.md, Single sign-on): a provider in this worker
// (oidc-provider, as the server tests' one) and an instance of its own with OIDC_* set, so the other specs keep their
// login screen. The provider logs in whichever account the test names, without a form of its own.

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let provider: TestOidcProvider;
let instance: FreshInstance;

test.beforeAll(async () => {
  const port = await freePort();
  provider = await startOidcProvider([`http://localhost:${port}/api/auth/oidc/callback`]);
  instance = await startFreshInstance({
    inviteOnly: false,
    appUrl: true,
    port,
    env: {
      ...provider.env({ OIDC_AUTO_REGISTER: 'true' }),
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      OWNER_USERNAME: OWNER.username,
    },
  });
});

test.afterAll(async () => {
  await instance?.stop();
  await provider?.close();
});

/** Both widths of one screen: 1440 and a 390 px phone, nothing wider than the screen. */
async function snapBoth(page: Page, name: string): Promise<void> {
  await page.setViewportSize(WIDE);
  await snap(page, `oidc-${name}`);
  await page.setViewportSize(PHONE);
  await expectWithinScreen(page, `oidc-${name} on a phone`);
  await snap(page, `oidc-${name}-phone`);
  await page.setViewportSize(WIDE);
}

const newPage = async (browser: Browser) =>
  (await browser.newContext({ baseURL: instance.baseURL, viewport: WIDE })).newPage();

const unique = () => Math.random().toString(36).slice(2, 8);

test('a first sign-in with the provider makes an account, which Settings shows as linked', async ({ browser }) => {
  const page = await newPage(browser);
  const email = `sso-${unique()}@example.com`;
  provider.signInAs(`sub-${unique()}`, { email, email_verified: true, preferred_username: 'grace' });
  await page.goto('/login');
  const button = page.getByRole('link', { name: 'Sign in with TestID' });
  await expect(button).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await snapBoth(page, 'login');

  await button.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The ticket never stays in the address.
  expect(page.url()).not.toContain('ticket');

  await page.goto('/settings?tab=security');
  const section = page.getByTestId('linked-identities');
  await expect(section.getByTestId('identity-row')).toContainText('TestID');
  await expect(section.getByTestId('identity-row')).toContainText(email);
  // Made by the provider: no password yet, and the only way in cannot be unlinked.
  await expect(section.getByText('This account has no password')).toBeVisible();
  await section.getByRole('button', { name: 'Unlink' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText(/only way to sign in/)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await snapBoth(page, 'linked-identities');
  await page.context().close();
});

test('an existing account links only after its password, then unlinks from Settings', async ({ browser }) => {
  const page = await newPage(browser);
  provider.signInAs(`sub-${unique()}`, { email: OWNER.email, email_verified: true });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with TestID' }).click();
  await expect(page).toHaveURL(/\/oidc\/link$/);
  await expect(page.getByRole('heading', { name: 'Link TestID to your account' })).toBeVisible();
  await expect(page.getByLabel('Account', { exact: true })).toHaveValue(OWNER.email);
  await snapBoth(page, 'link');

  await page.getByLabel('Password of this account').fill('Not-The-Password-1');
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid password');
  await page.getByLabel('Password of this account').fill(OWNER.password);
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings?tab=security');
  const section = page.getByTestId('linked-identities');
  await expect(section.getByTestId('identity-row')).toHaveCount(1);
  await section.getByRole('button', { name: 'Unlink' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText('Identity unlinked')).toBeVisible();
  await expect(section.getByText('No identity is linked yet.')).toBeVisible();
  await page.context().close();
});

test('a refused sign-in says why in a sentence', async ({ browser }) => {
  const page = await newPage(browser);
  provider.signInAs(`sub-${unique()}`, { email: `unverified-${unique()}@example.com`, email_verified: false });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with TestID' }).click();
  await expect(page).toHaveURL(/\/oidc\/error\?reason=email_unverified$/);
  await expect(page.getByTestId('oidc-error')).toHaveText(/has not verified your e-mail address/);
  await snapBoth(page, 'error');
  await page.context().close();
});

test("a deactivated account signing in with the provider reads the password sign-in's sentence, translated", async ({
  browser,
}) => {
  const who = `sub-${unique()}`;
  const email = `sso-${unique()}@example.com`;
  provider.signInAs(who, { email, email_verified: true });
  const first = await newPage(browser);
  await first.goto('/login');
  await first.getByRole('link', { name: 'Sign in with TestID' }).click();
  await expect(first).toHaveURL(/\/dashboard$/);
  const me = await first.request.get('/api/user/profile');
  const { id } = ((await me.json()) as { data: { user: { id: string } } }).data.user;
  await first.context().close();
  const owner = await ownerApi(instance.baseURL);
  const res = await owner.put(`/api/admin/users/${id}`, { data: { isActive: false } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await owner.dispose();

  for (const [locale, button, sentence] of [
    ['en-US', 'Sign in with TestID', 'Your account has been deactivated. Please contact the administrator.'],
    ['de-DE', 'Mit TestID anmelden', 'Dein Konto wurde deaktiviert. Bitte wende dich an den Administrator.'],
  ] as const) {
    const context = await browser.newContext({ baseURL: instance.baseURL, viewport: WIDE, locale });
    const page = await context.newPage();
    provider.signInAs(who, { email, email_verified: true });
    await page.goto('/login');
    await page.getByRole('link', { name: button }).click();
    await expect(page).toHaveURL(/\/oidc\/complete$/);
    await expect(page.getByText(sentence)).toBeVisible();
    if (locale === 'de-DE') await snapBoth(page, 'deactivated-de');
    else await snapBoth(page, 'deactivated');
    await context.close();
  }
});
