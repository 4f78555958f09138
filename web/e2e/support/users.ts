import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { pathOf, waitForLink } from './mail.ts';

export const PASSWORD = 'Vaultbox123!';

export interface Credentials {
  username: string;
  email: string;
  password: string;
}

let counter = 0;
/** A unique user for this run. */
export function newUser(prefix: string): Credentials {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { username: `${prefix}_${id}`, email: `${prefix}.${id}@example.com`, password: PASSWORD };
}

/** Registers through the API and activates from the outbox when the account is not active at once. */
export async function createActiveUser(request: APIRequestContext, prefix: string): Promise<Credentials> {
  const user = newUser(prefix);
  const res = await request.post('/api/auth/register', { data: user });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = (await res.json()) as { activated: boolean };
  if (!body.activated) {
    const link = await waitForLink(user.email, 'activate');
    const activated = await request.post(`/api${pathOf(link).replace('/activate/', '/auth/activate/')}`);
    expect(activated.ok(), await activated.text()).toBeTruthy();
  }
  return user;
}

/** Signs in through the login screen (with a two-factor or backup code if given) and waits for the dashboard. */
export async function signIn(
  page: Page,
  user: Pick<Credentials, 'email' | 'password'>,
  twoFactorCode?: string,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (twoFactorCode !== undefined) {
    await page.getByLabel('Authentication Code').fill(twoFactorCode);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Fills the registration form (on /register) as `user`; the confirmation is the password unless given. */
export async function fillRegistration(
  page: Page,
  user: Credentials,
  confirmation: string = user.password,
): Promise<void> {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(confirmation);
}
