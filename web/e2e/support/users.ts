import { expect, type Page } from '@playwright/test';
import { BASE_URL } from './instances.ts';
import { ownerApi } from './owner.ts';

export const PASSWORD = 'Vaultbox123!';

export interface Credentials {
  username: string;
  email: string;
  password: string;
}

let counter = 0;
/**
 * A unique user for this run, whichever worker asks: the time, a counter and a random tail (workers run side by side,
 * and each reads its mails by address).
 */
export function newUser(prefix: string): Credentials {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 5)}`;
  return { username: `${prefix}_${id}`, email: `${prefix}.${id}@example.com`, password: PASSWORD };
}

/**
 * A new active account on the instance at `baseURL` (the main one unless given), made by its owner (Manage Users'
 * Add User, through the API): no mail, so no spec spends the sending limits the registration tests need.
 */
export async function createActiveUser(prefix: string, baseURL: string = BASE_URL): Promise<Credentials> {
  const user = newUser(prefix);
  const owner = await ownerApi(baseURL);
  const res = await owner.post('/api/admin/users', { data: user });
  expect(res.ok(), await res.text()).toBeTruthy();
  await owner.dispose();
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
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (twoFactorCode !== undefined) {
    await page.getByLabel('Authentication Code').fill(twoFactorCode);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
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
