import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import { anonymousContext, IMAGE, newSharer, shareRow } from './helpers/sharing.ts';
import { decodeQuotedPrintable } from './support/mail.ts';
import { WIDE, snap, snapBoth } from './support/screens.ts';
import { newUser } from './support/users.ts';

// A recipient-verified link (docs/product.md, Recipient-verified links): the owner binds a link to an address, the
// visitor proves it with the code mailed to it, and sees the file.

const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** The newest code mailed to `email` (the server writes its mails to E2E_DATA_DIR/outbox). */
async function waitForCode(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
    const codes: string[] = [];
    for (const file of files) {
      const mail = decodeQuotedPrintable(await readFile(join(outbox, file), 'utf8'));
      if (!new RegExp(`^To:.*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(mail)) continue;
      const code = /code is: (\d{6})/.exec(mail)?.[1];
      if (code) codes.push(code);
    }
    if (codes.length > 0) return codes[codes.length - 1];
    if (Date.now() > deadline) throw new Error(`No code mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

test('an owner binds a link to an address; its visitor opens it with the mailed code', async ({
  page,
  request,
  browser,
}) => {
  const { token, ids } = await newSharer(request, page, [IMAGE]);
  const res = await request.post('/api/share', {
    headers: { Authorization: `Bearer ${token}` },
    data: { mediaFileId: ids[0] },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const slug = ((await res.json()) as { data: { share: { slug: string } } }).data.share.slug;
  const recipient = newUser('guest').email;

  // The owner binds it in the edit form; the list then marks the link with its one recipient.
  await page.setViewportSize(WIDE);
  await page.goto('/sharing');
  const row = shareRow(page, slug);
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByLabel('Only these people');
  await field.fill('not an address');
  await expect(dialog.getByText('"not" is not a valid e-mail address.')).toBeVisible();
  await field.fill(recipient);
  await expect(dialog.getByText('They open the link with a code we e-mail them')).toBeVisible();
  await snap(page, 'recipient-links-edit');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('share-recipients-count')).toContainText('1 recipient');

  // A visitor: the link asks for an address, then the code.
  const visitor = await anonymousContext(browser);
  const visit = await visitor.newPage();
  await visit.setViewportSize(WIDE);
  await visit.goto(`/s/${slug}`);
  await expect(visit.getByRole('heading', { name: 'Only for invited people' })).toBeVisible();
  await snapBoth(visit, 'recipient-links-email-step');
  await visit.getByLabel('Your e-mail address').fill(recipient);
  await visit.getByRole('button', { name: 'Send me a code' }).click();
  await expect(visit.getByText(`We sent a code to ${recipient} if it may open this link.`)).toBeVisible();
  await snapBoth(visit, 'recipient-links-code-step');

  const code = await waitForCode(recipient);
  await visit.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
  await visit.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(visit.getByText('This code is wrong or has expired. Ask for a new one.')).toBeVisible();
  await visit.getByLabel('6-digit code').fill(code);
  await visit.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(visit.getByTestId('shared-title')).toHaveText(IMAGE.title);
  await snapBoth(visit, 'recipient-links-opened');
  await visitor.close();
});
