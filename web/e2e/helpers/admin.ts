import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN_DATA_DIR, ADMIN_URL } from '../support/instances.ts';
import { pathOf, waitForLink } from '../support/mail.ts';
import { ownerApi } from '../support/owner.ts';
import { expectWithinScreen, snap } from '../support/screens.ts';
import { newUser, type Credentials } from '../support/users.ts';

// Set-up and screens of the administration spec, on the run's invite-only instance (support/instances.ts).

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** A screenshot on the desktop and on a phone-size viewport. */
export async function snapBoth(page: Page, name: string): Promise<void> {
  await snap(page, `admin-${name}`);
  await page.setViewportSize(PHONE);
  await expectWithinScreen(page, `admin-${name} on a phone`);
  await snap(page, `admin-${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** A browser of its own on the desktop, clipboard allowed so copied codes and passwords can be read back. */
export function newContext(browser: Browser, baseURL = ADMIN_URL): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: DESKTOP,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
}

export const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
export const inviteRow = (page: Page, code: string) => page.locator(`[data-testid="invite-row"][data-code="${code}"]`);
export const userRow = (page: Page, username: string) =>
  page.locator(`[data-testid="user-row"][data-username="${username}"]`);

/** An invite code the owner made through the API. */
export async function createInvite(data: { maxUses?: number; description?: string } = {}): Promise<string> {
  const owner = await ownerApi(ADMIN_URL);
  const res = await owner.post('/api/invite/create', { data });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { inviteCode } = (await res.json()) as { inviteCode: { code: string } };
  await owner.dispose();
  return inviteCode.code;
}

/** A new person who registered with `code` and activated from the mail, through the API. */
export async function registerWithCode(request: APIRequestContext, code: string): Promise<Credentials> {
  const person = newUser('rita');
  const res = await request.post('/api/auth/register', { data: { ...person, inviteCode: code } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const link = await waitForLink(person.email, 'activate', { dataDir: ADMIN_DATA_DIR });
  const activated = await request.post(`/api${pathOf(link).replace('/activate/', '/auth/activate/')}`);
  expect(activated.ok(), await activated.text()).toBeTruthy();
  return person;
}

export interface SiteStats {
  users: { total: number; active: number };
}

/** The figures Manage Users shows, as the server counts them now (the other tests of the spec add people too). */
export async function siteStats(): Promise<SiteStats> {
  const owner = await ownerApi(ADMIN_URL);
  const res = await owner.get('/api/admin/stats');
  expect(res.ok(), await res.text()).toBeTruthy();
  const { stats } = (await res.json()) as { stats: SiteStats };
  await owner.dispose();
  return stats;
}
