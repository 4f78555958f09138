import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test.ts';
import { BASE_URL, IMAGE, newSharer, shareRow, slugOf } from './helpers/sharing.ts';
import { expectWithinScreen, snap } from './support/screens.ts';

// A share link's activity (docs/product.md, Share activity): a visitor opens a link, its owner sees the visit on the
// link's activity page, in English and German, on a wide screen and a phone; a link its leak alert paused tells its
// visitors so, and its owner turns it on again.

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

// Headless Chromium says "HeadlessChrome", which the log rightly counts as a bot: the visitors say who they are.
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** A visitor of its own (no session; another address-and-browser pair is another visitor) opens the link. */
async function visit(browser: Browser, slug: string, userAgent: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    storageState: { cookies: [], origins: [] },
    userAgent,
  });
  const page = await context.newPage();
  await page.goto(`/s/${slug}`);
  return page;
}

/** The activity page, reloaded until the log (written a second after the visit) shows the visitor's page view. */
async function awaitPageView(page: Page): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(page.locator('[data-testid="activity-entry"][data-event="page_view"]')).toHaveCount(1, {
      timeout: 1_500,
    });
  }).toPass({ timeout: 20_000 });
}

async function setLanguage(request: APIRequestContext, token: string, language: string): Promise<void> {
  const saved = await request.put('/api/user/preferences', {
    headers: { Authorization: `Bearer ${token}` },
    data: { language },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
}

test("a visitor's visit shows on the link's activity page: chart, figures, timeline, in English and German", async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize(WIDE);
  const { token } = await newSharer(request, page, [IMAGE]);

  // The create modal offers the leak alert: on at 20 visitors, the pause is the owner's choice.
  await page.goto('/sharing');
  await page.getByRole('button', { name: 'Create Share Link' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Share Link' });
  await dialog.getByLabel('Select File').selectOption({ label: 'fixture (fixture.jpg)' });
  const alert = dialog.getByRole('switch', { name: 'Alert me when this link is opened by many people' });
  await expect(alert).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByLabel('Visitors within an hour')).toHaveValue('20');
  await expect(dialog.getByText('More than 20 visitors within an hour set off the alert.')).toBeVisible();
  const pause = dialog.getByRole('switch', { name: 'Pause the link automatically' });
  await expect(pause).toHaveAttribute('aria-checked', 'false');
  await expect(
    dialog.getByText("Visitors see 'This link has been paused by its owner' until you turn the link on again."),
  ).toBeVisible();
  await dialog.getByLabel('Visitors within an hour').fill('0');
  await dialog.getByRole('button', { name: 'Create Share Link' }).click();
  await expect(dialog.getByText('The number of visitors must be a whole number from 1 to 100000')).toBeVisible();
  await dialog.getByLabel('Visitors within an hour').fill('50');
  await snap(page, 'share-activity-create-modal');
  await dialog.getByRole('button', { name: 'Create Share Link' }).click();
  await expect(dialog.getByText('Share link created successfully')).toBeVisible();
  const slug = slugOf(await dialog.getByTestId('share-link').inputValue());
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Nobody has come yet.
  const row = shareRow(page, slug);
  await row.getByRole('link', { name: 'Activity', exact: true }).click();
  await expect(page).toHaveURL(/\/sharing\/[^/]+\/activity$/);
  await expect(page.getByTestId('activity-file')).toHaveText('fixture');
  await expect(page.getByText('Nobody has opened this link yet')).toBeVisible();
  await expect(page.getByTestId('activity-kept')).toHaveText('Entries are kept for 90 days.');
  const activityUrl = page.url();

  const visitor = await visit(browser, slug, FIREFOX);
  await expect(visitor.getByTestId('shared-title')).toHaveText('fixture');
  await visitor.context().close();

  await awaitPageView(page);
  const chart = page.getByTestId('activity-chart');
  await expect(chart.getByTestId('activity-chart-day')).toHaveCount(30);
  await expect(page.getByTestId('activity-chart-summary')).toContainText('Views in the last 30 days: ');
  // The numbers are there for a screen reader too: a table of the 30 days.
  await expect(chart.getByRole('table')).toBeAttached();
  await expect(chart.getByRole('row')).toHaveCount(31);
  const opened = page.locator('[data-testid="activity-entry"][data-event="page_view"]');
  await expect(opened).toContainText('A visitor opened the share page');
  await expect(opened.getByTestId('activity-visitor')).toHaveText(/^Firefox on Windows, desktop, \S+/);
  await expect(page.getByTestId('activity-unique-visitors')).toHaveText('1');
  await expect(page.getByTestId('activity-downloads-finished')).toHaveText('0');
  const csv = page.getByRole('link', { name: 'Export CSV' });
  await expect(csv).toHaveAttribute('href', /^\/api\/shares\/[^/]+\/activity\.csv$/);
  const exported = await page.request.get((await csv.getAttribute('href')) ?? '');
  expect(exported.ok()).toBeTruthy();
  expect(await exported.text()).toContain('page_view');
  await snap(page, 'share-activity-en-1440');
  await page.setViewportSize(PHONE);
  await expectWithinScreen(page, 'the activity page');
  await snap(page, 'share-activity-en-390');

  // The figures of the share's row lead there too.
  await page.goto('/sharing');
  await shareRow(page, slug)
    .getByRole('link', { name: /\(activity\)$/ })
    .first()
    .click();
  await expect(page).toHaveURL(activityUrl);

  await setLanguage(request, token, 'de');
  await page.goto(activityUrl);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: /^Link-Aktivität/ })).toBeVisible();
  await expect(page.locator('[data-testid="activity-entry"][data-event="page_view"]')).toContainText(
    'Ein Besucher hat die Freigabeseite geöffnet',
  );
  await expect(page.getByTestId('activity-kept')).toHaveText('Einträge werden 90 Tage lang aufbewahrt.');
  await expectWithinScreen(page, 'the activity page in German');
  await snap(page, 'share-activity-de-390');
  await page.setViewportSize(WIDE);
  await snap(page, 'share-activity-de-1440');
});

test('a link its leak alert paused says so to its visitors, and its owner turns it on again', async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize(WIDE);
  const { token, ids } = await newSharer(request, page, [IMAGE]);
  const created = await request.post('/api/share', {
    headers: { Authorization: `Bearer ${token}` },
    data: { mediaFileId: ids[0], leakAlertVisitors: 1, leakAutoPause: true },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { slug } = ((await created.json()) as { data: { share: { slug: string } } }).data.share;

  // Two visitors within the hour: more than one, so the alert pauses the link.
  for (const agent of [FIREFOX, IPHONE]) {
    const visitor = await visit(browser, slug, agent);
    await expect(visitor.getByTestId('shared-title')).toHaveText('fixture');
    await visitor.context().close();
  }
  const late = await visit(browser, slug, ANDROID);
  await expect(async () => {
    await late.reload();
    await expect(late.getByTestId('share-error')).toContainText('This link has been paused by its owner', {
      timeout: 1_500,
    });
  }).toPass({ timeout: 20_000 });
  await expect(late.getByText('Share link not found or has expired')).toHaveCount(0);
  await snap(late, 'share-activity-public-paused');
  await late.context().close();

  await page.goto('/sharing');
  const row = shareRow(page, slug);
  await expect(row.getByTestId('share-badge')).toHaveText('Paused');
  await expect(row.getByTestId('share-paused')).toContainText('Paused: more than 1 visitor within an hour.');
  await snap(page, 'share-activity-paused-row');

  // Edit shows the alert as it was set, and the link switched off.
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Share Link' });
  await expect(
    dialog.getByRole('switch', { name: 'Alert me when this link is opened by many people' }),
  ).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByLabel('Visitors within an hour')).toHaveValue('1');
  await expect(dialog.getByText('More than 1 visitor within an hour sets off the alert.')).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Pause the link automatically' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(dialog.getByRole('switch', { name: 'Link is active' })).toHaveAttribute('aria-checked', 'false');
  await snap(page, 'share-activity-edit-modal');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: 'Turn on again' }).click();
  await expect(page.getByText('The link is on again')).toBeVisible();
  await expect(row.getByTestId('share-badge')).toHaveText('Active');
  await expect(row.getByTestId('share-paused')).toHaveCount(0);
});
