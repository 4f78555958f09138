import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test.ts';
import { apiToken, uploadNote } from './helpers/media.ts';
import { anonymousContext } from './helpers/sharing.ts';
import { decodeQuotedPrintable } from './support/mail.ts';
import { snap } from './support/screens.ts';
import { createActiveUser, signIn, type Credentials } from './support/users.ts';

// The notifications as their reader meets them: a visit to a shared file and a password change make notices, the
// header's bell counts them, its panel lists them in the reader's language, opening one goes to its link, "Mark all as
// read" clears the count; the settings say what each switch does; a mail's unsubscribe link asks before it acts.

const NEW_PASSWORD = 'Changed-Pass-2024';
const FILE = 'Quarterly-Report.txt';
const outbox = join(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'outbox');

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function unreadOf(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/notifications/unread', { headers: auth(token) });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { unread: number }).unread;
}

/** A file of `user` shared and opened by a visitor: the server notes the visit (written behind, within a second). */
async function sharedAndVisited(
  request: APIRequestContext,
  token: string,
  browser: Browser,
  options: { maxViews?: number } = {},
) {
  const mediaFileId = await uploadNote(request, token, FILE, 'Figures of the quarter');
  const created = await request.post('/api/share', { headers: auth(token), data: { mediaFileId, ...options } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { slug, id } = ((await created.json()) as { data: { share: { slug: string; id: string } } }).data.share;
  const visitor = await anonymousContext(browser);
  const page = await visitor.newPage();
  await page.goto(`/s/${slug}`);
  await expect(page.getByText(FILE.replace(/\.txt$/, '')).first()).toBeVisible();
  await visitor.close();
  return { slug, shareId: id };
}

/** The app path the server gave the newest entry of `kind`. */
async function linkOf(request: APIRequestContext, token: string, kind: string): Promise<string> {
  const res = await request.get('/api/notifications', { headers: auth(token) });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { notifications } = ((await res.json()) as { data: { notifications: { kind: string; link: string }[] } }).data;
  const entry = notifications.find((one) => one.kind === kind);
  expect(entry, `a ${kind} entry`).toBeDefined();
  return entry?.link ?? '';
}

/** The newest link of the web's unsubscribe page mailed to `email` (not the one-click API link beside it). */
async function unsubscribeLink(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
    const links: string[] = [];
    for (const file of files) {
      const mail = decodeQuotedPrintable(await readFile(join(outbox, file), 'utf8'));
      if (!new RegExp(`^To:.*${email.replace(/[.]/g, '\\.')}`, 'im').test(mail)) continue;
      for (const link of mail.match(/https?:\/\/[^\s"'<>]+\/unsubscribe\/[A-Za-z0-9_.-]+/g) ?? []) {
        if (new URL(link).pathname.startsWith('/unsubscribe/')) links.push(new URL(link).pathname);
      }
    }
    if (links.length > 0) return links[links.length - 1];
    if (Date.now() > deadline) throw new Error(`No unsubscribe link mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const panel = (page: Page) => page.getByRole('dialog', { name: /Notifications|Benachrichtigungen/ });

/** Opens the bell's panel and waits for its entries. */
async function openPanel(page: Page): Promise<void> {
  await bell(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByTestId('notification-entry').first()).toBeVisible();
}

async function pictures(page: Page, language: 'en' | 'de', width: 1440 | 390): Promise<void> {
  await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
  await page.goto('/dashboard');
  await expect(bell(page)).toBeVisible();
  await snap(page, `notifications-bell-${width}-${language}`, { fullPage: false });
  await openPanel(page);
  await snap(page, `notifications-panel-${width}-${language}`, { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await page.goto('/settings?tab=notifications');
  await expect(page.getByTestId('browser-push')).toBeVisible();
  await snap(page, `notifications-settings-${width}-${language}`);
}

test('the bell counts the notices, lists them, opens one and marks all read', async ({ page, request, browser }) => {
  const user: Credentials = await createActiveUser('notify');
  const token = await apiToken(request, user);
  const { shareId } = await sharedAndVisited(request, token, browser);
  const changed = await request.put('/api/user/password', {
    headers: auth(token),
    data: { currentPassword: user.password, newPassword: NEW_PASSWORD },
  });
  expect(changed.ok(), await changed.text()).toBeTruthy();
  await expect.poll(() => unreadOf(request, token)).toBeGreaterThanOrEqual(2);

  await signIn(page, { email: user.email, password: NEW_PASSWORD });
  const unread = await unreadOf(request, token);
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread} unread`);
  await expect(page.getByTestId('notification-badge')).toHaveText(unread > 9 ? '9+' : String(unread));

  await openPanel(page);
  await expect(panel(page).getByTestId('notification-unread-count')).toHaveText(`${unread} unread`);
  const entries = panel(page).getByTestId('notification-entry');
  await expect(entries.filter({ hasText: `${FILE} was opened by a new visitor` })).toHaveCount(1);
  const password = entries.filter({ hasText: /^Your password was changed/ });
  await expect(password).toHaveCount(1);
  await expect(password).toHaveAttribute('data-unread', 'true');
  await expect(password).toContainText(/now|minute/);

  // Opening an entry marks it read and goes to its link (the share's activity).
  const link = await linkOf(request, token, 'share_opened');
  expect(link).toContain(shareId);
  await entries.filter({ hasText: FILE }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === link);
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName(
    unread - 1 === 0 ? 'Notifications' : `Notifications, ${unread - 1} unread`,
  );

  await openPanel(page);
  await expect(entries.filter({ hasText: FILE })).toHaveAttribute('data-unread', 'false');
  await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  expect(await unreadOf(request, token)).toBe(0);

  // The panel's way to the settings.
  await panel(page).getByRole('link', { name: 'Notification settings' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=notifications$/);
  await expect(page.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
});

test('the notification settings say what each switch does, and the reminder days save', async ({ page, request }) => {
  const user = await createActiveUser('notify');
  await signIn(page, user);
  await page.goto('/settings?tab=notifications');
  for (const [name, hint] of [
    [
      'Email notifications',
      'Send the notifications below to your email address too. Security notices are always mailed.',
    ],
    ['Push notifications', 'Show them as browser notifications on devices where you turned them on.'],
    ['Share activity', 'When someone opens or downloads your shared files: at most one email per link per hour.'],
    ['Storage alerts', 'When your storage passes 80 % and 95 % of your quota.'],
    ['Upload confirmations', 'When a batch of uploads has been processed, with any failures named.'],
  ]) {
    await expect(page.getByRole('switch', { name })).toBeVisible();
    await expect(page.getByText(hint, { exact: true })).toBeVisible();
  }
  const reminder = page.getByLabel('Remind me before a link expires');
  await expect(reminder).toHaveValue('3');
  await reminder.selectOption({ label: '7 days before' });
  await expect(page.getByText('Preferences updated successfully').first()).toBeVisible();
  await reminder.selectOption({ label: 'Off' });
  await expect(page.getByText('Preferences updated successfully').first()).toBeVisible();
  const token = await apiToken(request, user);
  await expect
    .poll(async () => {
      const res = await request.get('/api/user/preferences', { headers: auth(token) });
      return ((await res.json()) as { data: { preferences: { notifications: { expiryReminderDays: number } } } }).data
        .preferences.notifications.expiryReminderDays;
    })
    .toBe(0);

  // This browser's push: the browser is not allowed to show notifications here, and the page says so.
  const push = page.getByTestId('browser-push');
  await expect(push).toContainText('This browser does not show your notifications yet.');
  await push.getByRole('button', { name: 'Turn on for this browser' }).click();
  await expect(push.getByRole('alert')).toContainText(/blocks notifications from Vaultbox|Could not turn on/);

  // The push switch off hides this browser's button: nothing is pushed to any browser then.
  await page.getByRole('switch', { name: 'Push notifications' }).click();
  await expect(page.getByRole('switch', { name: 'Push notifications' })).toHaveAttribute('aria-checked', 'false');
  await expect(push).toBeHidden();
});

test('allowed to notify, the browser registers the push worker at the root', async ({ browser }) => {
  const user = await createActiveUser('notify');
  const context = await browser.newContext({
    permissions: ['notifications'],
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await signIn(page, user);
  await page.goto('/settings?tab=notifications');
  const push = page.getByTestId('browser-push');
  await push.getByRole('button', { name: 'Turn on for this browser' }).click();
  // The worker is served and allowed by the page's CSP; headless Chromium has no push service, so subscribing may
  // then fail, which the page says in a sentence (a browser with one gets "Browser notifications turned on").
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL ?? ''),
    )
    .toMatch(/\/push-worker\.js$/);
  await expect(
    push.getByRole('alert').or(page.locator('[data-sonner-toast]', { hasText: 'Browser notifications turned on' })),
  ).toBeVisible();
  await context.close();
});

test('pictures of the bell, the list and the settings, in English and German, wide and on a phone', async ({
  page,
  request,
  browser,
}) => {
  const user = await createActiveUser('notify');
  const token = await apiToken(request, user);
  await sharedAndVisited(request, token, browser);
  const changed = await request.put('/api/user/password', {
    headers: auth(token),
    data: { currentPassword: user.password, newPassword: NEW_PASSWORD },
  });
  expect(changed.ok(), await changed.text()).toBeTruthy();
  await expect.poll(() => unreadOf(request, token)).toBeGreaterThanOrEqual(2);
  await signIn(page, { email: user.email, password: NEW_PASSWORD });

  await pictures(page, 'en', 1440);
  await pictures(page, 'en', 390);

  const german = await request.put('/api/user/preferences', { headers: auth(token), data: { language: 'de' } });
  expect(german.ok(), await german.text()).toBeTruthy();
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName(/^Benachrichtigungen, \d+ ungelesen$/);
  await pictures(page, 'de', 1440);
  await openPanel(page);
  await expect(panel(page)).toContainText(`${FILE} wurde von einem neuen Besucher geöffnet`);
  await expect(panel(page)).toContainText('Dein Passwort wurde geändert');
  await page.keyboard.press('Escape');
  await pictures(page, 'de', 390);
});

test('the unsubscribe page asks first, then turns the mail off; a bad link says so', async ({ request, browser }) => {
  const user = await createActiveUser('notify');
  const token = await apiToken(request, user);
  // A share's activity is mailed as the hour's digest, at its end; a link used up is mailed at once.
  await sharedAndVisited(request, token, browser, { maxViews: 1 });
  const link = await unsubscribeLink(user.email);

  // No session in this browser, and opening the link changes nothing (mail scanners open links).
  const context = await anonymousContext(browser);
  const page = await context.newPage();
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/notifications/unsubscribe/')) posts.push(r.url());
  });
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Stop these emails?' })).toBeVisible();
  await expect(page).toHaveTitle('Vaultbox - Unsubscribe');
  await page.waitForTimeout(500);
  expect(posts).toEqual([]);
  await snap(page, 'notifications-unsubscribe-ask');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByTestId('unsubscribe-result')).toHaveText(
    'You will no longer get emails about share activity. You can turn them on again in Settings > Notifications.',
  );
  expect(posts).toHaveLength(1);
  await snap(page, 'notifications-unsubscribe-done');
  const res = await request.get('/api/user/preferences', { headers: auth(token) });
  const { preferences } = ((await res.json()) as { data: { preferences: { notifications: Record<string, unknown> } } })
    .data;
  expect(preferences.notifications.shareActivity).toBe(false);
  expect(preferences.notifications.email).toBe(true);

  await page.goto('/unsubscribe/not-a-real-token');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This unsubscribe link is not valid or has already been used. You can change your emails in Settings > Notifications.',
  );
  await snap(page, 'notifications-unsubscribe-bad-link');
  await context.close();
});
