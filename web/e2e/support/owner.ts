import { expect, request, type APIRequestContext } from '@playwright/test';

/**
 * The owner every instance of the run starts with (OWNER_EMAIL, OWNER_PASSWORD and OWNER_USERNAME, set by
 * playwright.config.ts): no spec needs another to have registered first. A test about the very first account starts
 * an instance of its own (support/fresh-instance.ts).
 */
export const OWNER = {
  username: 'e2e_owner',
  email: 'owner@e2e.example.com',
  password: 'Owner-Pass-2024',
} as const;

/**
 * An API client of the instance at `baseURL` signed in as its owner: a cookie jar of its own (nothing shared with a
 * test's `request` or pages) and the owner's bearer token on every call. Dispose of it when done.
 */
export async function ownerApi(baseURL: string): Promise<APIRequestContext> {
  const signIn = await request.newContext({ baseURL });
  const res = await signIn.post('/api/auth/login', { data: { email: OWNER.email, password: OWNER.password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { token } = ((await res.json()) as { data: { token: string } }).data;
  await signIn.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}
