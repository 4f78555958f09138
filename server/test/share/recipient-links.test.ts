import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaFileRow } from '../../src/db/tables.ts';
import { buildMedia } from '../helpers/factories.ts';
import { mailsTo, waitForMail, type OutboxMail } from '../helpers/outbox.ts';
import type { UsedTestApp } from '../helpers/test-app.ts';
import { logWith } from './access-log-helpers.ts';
import { allRoutes, byteRoutes } from './public-routes.ts';
import {
  createShare,
  loadPage,
  pngBytes,
  shareRow,
  useShareWorld,
  WEB_INDEX_HTML,
  type ShareWorld,
} from './share-helpers.ts';

// Recipient-verified links (docs/product.md, Recipient-verified links): a mailed code per listed address, the same
// answer for every other address, single use under concurrency, limited guesses, and grants bound to an address that
// every public route asks for.

const ANA = 'Ana@Example.com';
const BO = 'bo@example.com';
const EVE = 'eve@example.com';

const codeOf = (mail: OutboxMail) => {
  const match = /\b(\d{6})\b/.exec(mail.plain);
  if (!match) throw new Error(`no code in mail ${mail.file}`);
  return match[1];
};

function visitor(t: UsedTestApp) {
  const askCode = (slug: string, email: string) =>
    t.api.post(`/api/share/public/${slug}/recipient/code`, { body: { email } });
  const verify = (slug: string, email: string, code: string, password?: string) =>
    t.api.post(`/api/share/public/${slug}/recipient/verify`, {
      body: password === undefined ? { email, code } : { email, code, password },
    });
  /** Asks for a code for a listed address and reads it from the outbox. */
  async function mailedCode(slug: string, email: string): Promise<string> {
    const seen = mailsTo(t.dataDir, email).length;
    const res = await askCode(slug, email);
    expect(res.status).toBe(200);
    return codeOf(await waitForMail(t.dataDir, email, seen));
  }
  /** A grant bound to `email`, through a mailed code. */
  async function grantOf(slug: string, email: string, password?: string): Promise<string> {
    const res = await verify(slug, email, await mailedCode(slug, email), password);
    expect(res.status).toBe(200);
    return res.body.data.grant as string;
  }
  return { askCode, verify, mailedCode, grantOf };
}

/** A link of `file` (the world's report.bin unless given) bound to `recipients`. */
const bound = (w: ShareWorld, recipients: string[], extra: Record<string, unknown> = {}, file = w.file) =>
  createShare(w, w.owner.token, { mediaFileId: file.id, recipients, ...extra });
const setRecipients = (w: ShareWorld, id: string, recipients: string[] | null) =>
  w.api.put(`/api/share/${id}`, { token: w.owner.token, body: { recipients } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('recipient-verified links', () => {
  const w = useShareWorld({ webFiles: { 'index.html': WEB_INDEX_HTML } });
  const v = visitor(w.t);
  // A picture with its thumbnail, so every public route has something to serve.
  let image: MediaFileRow;

  beforeAll(async () => {
    image = await buildMedia(w.t.ctx, w.owner.user, await pngBytes(), { name: 'red.png', process: true });
    await w.t.app.media.jobs.runUntilIdle();
  });

  it('stores the addresses as typed, lists them, and clears them with [] or null', async () => {
    const share = await bound(w, [ANA, BO, 'ana@example.com']);
    const got = await w.api.get(`/api/share/${share.id}`, { token: w.owner.token });
    expect(got.body.data.share.recipients).toEqual([ANA, BO]);
    const list = await w.api.get('/api/share', { token: w.owner.token });
    const listed = (list.body.data.shares as Array<{ id: string; recipients: string[] }>).find(
      (s) => s.id === share.id,
    );
    expect(listed?.recipients).toEqual([ANA, BO]);
    expect((await setRecipients(w, share.id, [BO])).body.data.share.recipients).toEqual([BO]);
    expect((await setRecipients(w, share.id, [])).body.data.share.recipients).toEqual([]);
    await setRecipients(w, share.id, [ANA]);
    expect((await setRecipients(w, share.id, null)).body.data.share.recipients).toEqual([]);
    expect((await setRecipients(w, share.id, ['not an address'])).status).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `p${i}@example.com`);
    expect((await setRecipients(w, share.id, many)).status).toBe(400);
  });

  it('mails a code to a listed address only, answering every address the same', async () => {
    const share = await bound(w, [ANA]);
    const open = await createShare(w, w.owner.token, { mediaFileId: w.fileId });
    const listed = await v.askCode(share.slug, 'ana@example.COM');
    const unlisted = await v.askCode(share.slug, EVE);
    const notBound = await v.askCode(open.slug, EVE);
    for (const res of [listed, unlisted, notBound]) expect([res.status, res.body]).toEqual([200, listed.body]);
    const mail = await waitForMail(w.t.dataDir, ANA);
    expect(mail.to.toLowerCase()).toContain(ANA.toLowerCase());
    expect(codeOf(mail)).toMatch(/^\d{6}$/);
    expect(mail.plain).toContain(`/s/${share.slug}`);
    await w.t.ctx.mailer.flush();
    expect(mailsTo(w.t.dataDir, EVE)).toEqual([]);
    // Only a hash of the code is kept.
    const stored = await w.t.ctx.db.selectFrom('share_codes').selectAll().where('share_id', '=', share.id).execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(codeOf(mail));
    expect(JSON.stringify(stored)).not.toContain(codeOf(mail));
    // A link that does not exist is 404, as on every public route.
    expect((await v.askCode('no-such-link-0000', ANA)).status).toBe(404);
  });

  it('lets the code in once, with a grant bound to the address that opens every public route', async () => {
    const share = await bound(w, [ANA, BO], {}, image);
    const code = await v.mailedCode(share.slug, ANA);
    const first = await v.verify(share.slug, 'ana@example.com', code);
    expect(first.status).toBe(200);
    expect(first.body.data.recipient).toBe(ANA);
    expect(first.body.data.media.title).toBe(image.title);
    expect((await shareRow(w.t, share.id)).current_views).toBe(1);
    const again = await v.verify(share.slug, ANA, code);
    expect([again.status, again.body.code]).toEqual([401, 'INVALID_RECIPIENT_CODE']);
    // Another listed address cannot use Ana's code.
    expect((await v.verify(share.slug, BO, code)).status).toBe(401);

    const grant = first.body.data.grant as string;
    for (const [name, route] of Object.entries(allRoutes)) {
      const res = await route(w.t, share.slug, { grant });
      expect([name, res.status]).toEqual([name, name === 'raw range' ? 206 : 200]);
    }
    // A reload with the grant answers the recipient again, with a grant bound to them.
    const reload = await allRoutes['GET page data'](w.t, share.slug, { grant });
    expect((reload.json?.data as { recipient?: string } | undefined)?.recipient).toBe(ANA);
  });

  it('refuses every public route without a recipient grant, the right password and an old grant too', async () => {
    const share = await createShare(w, w.owner.token, { mediaFileId: w.fileId, password: 'right-pass' });
    const before = await loadPage(w.api, share.slug, 'right-pass');
    const oldGrant = before.body.data.grant as string;
    await setRecipients(w, share.id, [ANA]);
    for (const credentials of [{}, { password: 'right-pass' }, { grant: oldGrant }]) {
      for (const [name, route] of Object.entries(allRoutes)) {
        const res = await route(w.t, share.slug, credentials);
        expect([name, res.status, res.json?.code]).toEqual([name, 401, 'RECIPIENT_REQUIRED']);
      }
    }
    // The link page tells unfurlers nothing of the file.
    const page = await fetch(`${w.t.url}/s/${share.slug}`);
    expect(await page.text()).not.toContain(`content="${w.file.title}"`);
  });

  it('needs both the password and the code when the link has both; a wrong password spends no code', async () => {
    const share = await bound(w, [ANA], { password: 'right-pass' });
    const code = await v.mailedCode(share.slug, ANA);
    const none = await v.verify(share.slug, ANA, code);
    expect([none.status, none.body.code]).toEqual([401, 'PASSWORD_REQUIRED']);
    const wrong = await v.verify(share.slug, ANA, code, 'wrong-pass');
    expect([wrong.status, wrong.body.code]).toEqual([401, 'INVALID_PASSWORD']);
    const right = await v.verify(share.slug, ANA, code, 'right-pass');
    expect([right.status, right.body.data.recipient]).toEqual([200, ANA]);
    // The grant opens the bytes without the password.
    expect((await byteRoutes['GET download'](w.t, share.slug, { grant: right.body.data.grant as string })).status).toBe(
      200,
    );
  });

  it('refuses an expired code, a replaced code and a code after five wrong guesses', async () => {
    const share = await bound(w, [ANA]);
    const expired = await v.mailedCode(share.slug, ANA);
    await w.t.ctx.db
      .updateTable('share_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('share_id', '=', share.id)
      .execute();
    expect((await v.verify(share.slug, ANA, expired)).body.code).toBe('INVALID_RECIPIENT_CODE');

    const replaced = await v.mailedCode(share.slug, ANA);
    const fresh = await v.mailedCode(share.slug, ANA);
    if (replaced !== fresh) expect((await v.verify(share.slug, ANA, replaced)).status).toBe(401);

    const code = await v.mailedCode(share.slug, ANA);
    for (let i = 0; i < 5; i++) {
      const res = await v.verify(share.slug, ANA, wrongCode(code));
      expect([res.status, res.body.code]).toEqual([401, 'INVALID_RECIPIENT_CODE']);
    }
    expect((await v.verify(share.slug, ANA, code)).status).toBe(401);
    // A new code works again.
    expect((await v.verify(share.slug, ANA, await v.mailedCode(share.slug, ANA))).status).toBe(200);
  });

  it('lets exactly one of 20 concurrent verifies of one right code in', async () => {
    const share = await bound(w, [ANA]);
    const code = await v.mailedCode(share.slug, ANA);
    const results = await Promise.all(Array.from({ length: 20 }, () => v.verify(share.slug, ANA, code)));
    expect(results.filter((res) => res.status === 200)).toHaveLength(1);
    expect(results.filter((res) => res.status === 401)).toHaveLength(19);
    expect((await shareRow(w.t, share.id)).current_views).toBe(1);
  });

  it("ends a removed address's grants, and unbinding makes the link an ordinary one again", async () => {
    const share = await bound(w, [ANA, BO], {}, image);
    const anaGrant = await v.grantOf(share.slug, ANA);
    const boGrant = await v.grantOf(share.slug, BO);
    await setRecipients(w, share.id, [BO]);
    const refused = await allRoutes['GET page data'](w.t, share.slug, { grant: anaGrant });
    expect([refused.status, refused.json?.code]).toEqual([401, 'RECIPIENT_REQUIRED']);
    expect((await allRoutes.preview(w.t, share.slug, { grant: boGrant })).status).toBe(200);
    await setRecipients(w, share.id, []);
    const open = await loadPage(w.api, share.slug);
    expect([open.status, open.body.data.recipient]).toEqual([200, null]);
  });

  it('binds a multi-file link the same way: its items and Download all need the recipient grant', async () => {
    const share = await createShare(w, w.owner.token, { mediaFileIds: [w.fileId, image.id], recipients: [ANA] });
    const itemsPath = `/api/share/public/s/${share.slug}/items`;
    const itemPath = `/api/share/public/s/${share.slug}/items/${image.id}/download`;
    for (const path of [itemsPath, itemPath, `/api/share/public/s/${share.slug}/download-all`]) {
      const res = await w.api.get(path);
      expect([path, res.status, res.body.code]).toEqual([path, 401, 'RECIPIENT_REQUIRED']);
    }
    const opened = await v.verify(share.slug, ANA, await v.mailedCode(share.slug, ANA));
    expect([opened.status, opened.body.data.kind, opened.body.data.recipient]).toEqual([200, 'selection', ANA]);
    const grant = encodeURIComponent(opened.body.data.grant as string);
    expect((await w.api.get(`${itemsPath}?grant=${grant}`)).status).toBe(200);
    expect((await fetch(`${w.t.url}${itemPath}?grant=${grant}`)).status).toBe(200);
  });

  it('names the verified address in the access log, for every event of its grant', async () => {
    const share = await bound(w, [ANA]);
    const grant = await v.grantOf(share.slug, ANA);
    expect((await allRoutes['GET download'](w.t, share.slug, { grant })).status).toBe(200);
    const entries = await logWith(w.t, share.id, 3);
    expect(entries.map((entry) => entry.event)).toEqual(['page_view', 'download_started', 'download_finished']);
    expect(entries.map((entry) => entry.recipient)).toEqual([ANA, ANA, ANA]);
    const activity = await w.api.get(`/api/shares/${share.id}/activity`, { token: w.owner.token });
    expect(activity.body.data.entries[0].recipient).toBe(ANA);
  });
});

describe('recipient code limits', () => {
  const w = useShareWorld({
    rateLimits: {
      shareCodeGuessPerIp: { max: 4, windowMs: 60_000 },
      shareCodeGuessPerShare: { max: 2, windowMs: 60_000, firstDelayMs: 60_000, maxDelayMs: 60_000 },
      shareCodeRequestPerEmail: { max: 2, windowMs: 60_000 },
    },
  });
  const v = visitor(w.t);

  it('slows wrong codes per link and limits them per address: 429 with Retry-After', async () => {
    const first = await bound(w, [ANA]);
    const second = await bound(w, [BO]);
    // Per link: two guesses, then one per turn.
    for (let i = 0; i < 3; i++) expect((await v.verify(first.slug, ANA, '000000')).status).toBe(401);
    const slowed = await v.verify(first.slug, ANA, '000000');
    expect([slowed.status, slowed.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    // Per address, whatever the link: the fourth counted failure is the last.
    expect((await v.verify(second.slug, BO, '000000')).status).toBe(401);
    const limited = await v.verify(second.slug, BO, '000000');
    expect([limited.status, limited.body.code]).toEqual([429, 'RATE_LIMITED']);
  });

  it('limits code requests per e-mail address, listed or not', async () => {
    const share = await bound(w, ['cy@example.com']);
    for (const email of ['cy@example.com', 'dan@example.com']) {
      expect((await v.askCode(share.slug, email)).status).toBe(200);
      expect((await v.askCode(share.slug, email)).status).toBe(200);
      expect((await v.askCode(share.slug, email)).status).toBe(429);
    }
    await w.t.ctx.mailer.flush();
    expect(mailsTo(w.t.dataDir, 'cy@example.com')).toHaveLength(2);
  });
});
