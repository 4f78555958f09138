import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUser } from '../../src/repos/user.repo.ts';
import { buildInviteCode, buildUser, signIn } from '../helpers/factories.ts';
import { client, type Client } from '../helpers/http-client.ts';
import { TestBrowser, ticketOf } from '../helpers/oidc-browser.ts';
import { startOidcProvider, type TestOidcProvider } from '../helpers/oidc-provider.ts';
import { startTestApp, TEST_APP_URL, type TestApp } from '../helpers/test-app.ts';

// Single sign-on against a real provider in this process, through its real redirects (docs/security.md, Single
// sign-on): code with PKCE, state and nonce, the verified ID token, and what the app makes of it.

const CALLBACK = `${TEST_APP_URL}/api/auth/oidc/callback`;
const sub = () => `sub-${randomBytes(4).toString('hex')}`;
const mail = () => `sso-${randomBytes(4).toString('hex')}@example.com`;

let provider: TestOidcProvider;
beforeAll(async () => {
  provider = await startOidcProvider([CALLBACK]);
});
afterAll(async () => {
  await provider.close();
});

/** An app with OIDC_* of the test provider (and `env`), started and closed around the describe block. */
function useOidcApp(env: Record<string, string> = {}) {
  const handle = { app: undefined as unknown as TestApp, api: undefined as unknown as Client };
  beforeAll(async () => {
    handle.app = await startTestApp({ env: provider.env(env) });
    handle.api = client(handle.app.url);
  });
  afterAll(async () => {
    await handle.app.close();
  });
  return handle;
}

/** One browser's sign-in from the login button to the web page the app sends it to. */
async function signInWithProvider(
  t: { app: TestApp },
  who: string,
  claims: Parameters<TestOidcProvider['signInAs']>[1],
) {
  provider.signInAs(who, claims);
  const browser = new TestBrowser(t.app.url);
  const stop = await browser.follow(`${t.app.url}/api/auth/oidc/start`);
  return { browser, ...stop };
}

describe('single sign-on with auto-register', () => {
  const t = useOidcApp({
    OIDC_AUTO_REGISTER: 'true',
    OIDC_ROLE_CLAIM: 'groups',
    OIDC_ADMIN_VALUES: 'vault-admins,ops',
  });
  // The first account of a server is its owner, whatever signs it up: an owner is there already.
  beforeAll(async () => {
    await buildUser(t.app.ctx, { role: 'owner' });
  });

  it('says on the public settings that the button is there and the password form too', async () => {
    const res = await t.api.get('/api/auth/settings');
    expect(res.body).toMatchObject({ oidc: { name: 'TestID' }, passwordLogin: true });
  });

  it('creates an account on the first sign-in, then signs the same identity in again', async () => {
    const who = sub();
    const email = mail();
    const first = await signInWithProvider(t, who, { email, email_verified: true, preferred_username: 'ada' });
    expect(first.location).toMatch(/^\/oidc\/complete#ticket=/);
    const pending = await t.api.post('/api/auth/oidc/pending', { body: { ticket: ticketOf(first.location) } });
    expect(pending.body).toMatchObject({ kind: 'session', provider: 'TestID', email });
    const session = await t.api.post('/api/auth/oidc/session', { body: { ticket: ticketOf(first.location) } });
    expect(session.status).toBe(200);
    expect(session.body.data.user).toMatchObject({ email, role: 'user' });
    expect(session.headers.get('set-cookie')).toMatch(/vb_session=/);
    const me = await t.api.get('/api/user/identities', { token: session.body.data.token });
    expect(me.body).toMatchObject({ hasPassword: false, provider: 'TestID' });
    expect(me.body.identities).toHaveLength(1);

    // The ticket is single-use.
    const again = await t.api.post('/api/auth/oidc/session', { body: { ticket: ticketOf(first.location) } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'OIDC_TICKET_INVALID', error: expect.stringMatching(/expired/) });

    const second = await signInWithProvider(t, who, { email, email_verified: true });
    const back = await t.api.post('/api/auth/oidc/session', { body: { ticket: ticketOf(second.location) } });
    expect(back.body.data.user.id).toBe(session.body.data.user.id);
    const activity = await t.api.get('/api/user/activity', { token: back.body.data.token });
    expect(activity.body.activities.filter((a: { action: string }) => a.action === 'login')[0].details).toMatchObject({
      method: 'oidc',
    });
  });

  it('refuses a callback whose state is not the one it started, and a replayed callback', async () => {
    const who = sub();
    provider.signInAs(who, { email: mail(), email_verified: true });
    const browser = new TestBrowser(t.app.url);
    const first = await browser.follow(`${t.app.url}/api/auth/oidc/start`);
    expect(first.location).toMatch(/^\/oidc\/complete#ticket=/);
    // The same code and state again (a replay): the flow was spent by the first callback.
    const replay = await browser.follow(first.callbackUrl as string);
    expect(replay.location).toBe('/oidc/error?reason=state_mismatch');

    // A fresh flow, whose callback arrives with another state (a forged or mixed-up response).
    const other = new TestBrowser(t.app.url);
    const start = await other.get(`${t.app.url}/api/auth/oidc/start`);
    await start.arrayBuffer();
    const forged = new URL(first.callbackUrl as string);
    forged.searchParams.set('state', 'not-the-state');
    const refused = await other.follow(forged.toString());
    expect(refused.location).toBe('/oidc/error?reason=state_mismatch');
  });

  it('refuses a replayed authorization code even with a valid state of a new flow', async () => {
    const who = sub();
    provider.signInAs(who, { email: mail(), email_verified: true });
    const browser = new TestBrowser(t.app.url);
    const first = await browser.follow(`${t.app.url}/api/auth/oidc/start`);
    const usedCode = new URL(first.callbackUrl as string).searchParams.get('code') as string;
    // A new flow is started, and its callback is handed the old code with the new state.
    const start = await browser.get(`${t.app.url}/api/auth/oidc/start`);
    await start.arrayBuffer();
    const state = new URL(start.headers.get('location') as string).searchParams.get('state') as string;
    const replay = new URL(CALLBACK);
    replay.searchParams.set('code', usedCode);
    replay.searchParams.set('state', state);
    replay.searchParams.set('iss', provider.issuer);
    const refused = await browser.follow(replay.toString());
    expect(refused.location).toBe('/oidc/error?reason=provider_error');
  });

  it('refuses an expired ID token', async () => {
    provider.expireNextIdToken();
    const stop = await signInWithProvider(t, sub(), { email: mail(), email_verified: true });
    expect(stop.location).toBe('/oidc/error?reason=provider_error');
  });

  it('neither creates nor links by an e-mail the provider has not verified', async () => {
    const unverified = await signInWithProvider(t, sub(), { email: mail(), email_verified: false });
    expect(unverified.location).toBe('/oidc/error?reason=email_unverified');
    const holder = await buildUser(t.app.ctx);
    const onExisting = await signInWithProvider(t, sub(), { email: holder.email });
    expect(onExisting.location).toBe('/oidc/error?reason=email_unverified');
    const missing = await signInWithProvider(t, sub(), {});
    expect(missing.location).toBe('/oidc/error?reason=email_missing');
  });

  it('maps the role claim to admin on creation and at each sign-in, and never changes an owner', async () => {
    const who = sub();
    const email = mail();
    const first = await signInWithProvider(t, who, { email, email_verified: true, groups: ['staff', 'ops'] });
    const created = await t.api.post('/api/auth/oidc/session', { body: { ticket: ticketOf(first.location) } });
    expect(created.body.data.user.role).toBe('admin');
    const later = await signInWithProvider(t, who, { email, email_verified: true, groups: ['staff'] });
    const demoted = await t.api.post('/api/auth/oidc/session', { body: { ticket: ticketOf(later.location) } });
    expect(demoted.body.data.user.role).toBe('user');

    const owner = await buildUser(t.app.ctx, { role: 'owner' });
    const ownerSub = sub();
    const link = await signInWithProvider(t, ownerSub, { email: owner.email, email_verified: true, groups: [] });
    const linked = await t.api.post('/api/auth/oidc/link', {
      body: { ticket: ticketOf(link.location), password: owner.password },
    });
    expect(linked.body.data.user.role).toBe('owner');
  });

  it('refuses a deactivated account with the code the web turns into the password sign-in sentence', async () => {
    const who = sub();
    const email = mail();
    const first = await signInWithProvider(t, who, { email, email_verified: true });
    const created = await t.api.post('/api/auth/oidc/session', { body: { ticket: ticketOf(first.location) } });
    await updateUser(t.app.ctx.db, created.body.data.user.id, { is_active: false });

    const again = await signInWithProvider(t, who, { email, email_verified: true });
    const refused = await t.api.post('/api/auth/oidc/session', { body: { ticket: ticketOf(again.location) } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_DISABLED', error: expect.any(String) });
    expect(refused.headers.get('set-cookie') ?? '').not.toMatch(/vb_session=[^;]/);
  });
});

describe('single sign-on onto an existing account', () => {
  const t = useOidcApp({ OIDC_AUTO_REGISTER: 'true' });
  beforeAll(async () => {
    await buildUser(t.app.ctx, { role: 'owner' });
  });

  it('never links by e-mail alone: the account password is asked, a wrong one refused', async () => {
    const holder = await buildUser(t.app.ctx);
    const who = sub();
    const stop = await signInWithProvider(t, who, { email: holder.email, email_verified: true });
    expect(stop.location).toMatch(/^\/oidc\/link#ticket=/);
    const ticket = ticketOf(stop.location);
    // Not a session ticket: it cannot be spent as one.
    const asSession = await t.api.post('/api/auth/oidc/session', { body: { ticket } });
    expect(asSession.body.code).toBe('OIDC_TICKET_INVALID');
    const pending = await t.api.post('/api/auth/oidc/pending', { body: { ticket } });
    expect(pending.body).toMatchObject({ kind: 'link', email: holder.email });
    const wrong = await t.api.post('/api/auth/oidc/link', { body: { ticket, password: 'Wrong-Horse-1' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'INVALID_PASSWORD', error: expect.any(String) });
    const me = await signIn(t.api, holder.email, holder.password);
    expect((await t.api.get('/api/user/identities', { token: me.token })).body.identities).toEqual([]);

    const right = await t.api.post('/api/auth/oidc/link', { body: { ticket, password: holder.password } });
    expect(right.status).toBe(200);
    expect(right.body.data.user.id).toBe(holder.user.id);
    const identities = await t.api.get('/api/user/identities', { token: right.body.data.token });
    expect(identities.body).toMatchObject({
      hasPassword: true,
      identities: [{ provider: 'TestID', email: holder.email }],
    });
    const notices = await t.api.get('/api/notifications', { token: right.body.data.token });
    expect(JSON.stringify(notices.body)).toContain('identity_linked');

    // From now on the identity signs in directly.
    const again = await signInWithProvider(t, who, { email: holder.email, email_verified: true });
    expect(again.location).toMatch(/^\/oidc\/complete#ticket=/);
  });

  it('ends a link ticket after five wrong passwords', async () => {
    const holder = await buildUser(t.app.ctx);
    const stop = await signInWithProvider(t, sub(), { email: holder.email, email_verified: true });
    const ticket = ticketOf(stop.location);
    for (let i = 0; i < 5; i++) {
      const wrong = await t.api.post('/api/auth/oidc/link', { body: { ticket, password: `Wrong-Horse-${i}` } });
      expect(wrong.status).toBe(401);
    }
    const right = await t.api.post('/api/auth/oidc/link', { body: { ticket, password: holder.password } });
    expect(right.body.code).toBe('OIDC_TICKET_INVALID');
  });

  it('links from Settings, lists the identity, and unlinks it only while a password remains', async () => {
    const holder = await buildUser(t.app.ctx);
    const me = await signIn(t.api, holder.email, holder.password);
    const start = await t.api.post('/api/user/identities/link/start', { token: me.token });
    expect(start.status).toBe(200);
    const browser = new TestBrowser(t.app.url);
    // The flow cookie the start call set, as the browser that called it keeps it.
    const flowCookie = /vb_oidc_flow=([^;]+)/.exec(start.headers.get('set-cookie') ?? '')?.[1] as string;
    provider.signInAs(sub(), { email: mail(), email_verified: false });
    const stop = await browser.follow(start.body.redirectUrl, {});
    // The provider's redirect reached the callback without the cookie of this browser: refused.
    expect(stop.location).toBe('/oidc/error?reason=state_mismatch');
    const withCookie = await browser.follow(stop.callbackUrl as string, { cookie: `vb_oidc_flow=${flowCookie}` });
    expect(withCookie.location).toBe('/settings?tab=security&linked=1');
    const list = await t.api.get('/api/user/identities', { token: me.token });
    expect(list.body.identities).toHaveLength(1);
    const id = list.body.identities[0].id as string;
    const removed = await t.api.delete(`/api/user/identities/${id}`, { token: me.token });
    expect(removed.status).toBe(200);
    expect(await t.api.delete(`/api/user/identities/${id}`, { token: me.token })).toMatchObject({ status: 404 });
  });

  it('refuses to unlink the only way into an account made by single sign-on', async () => {
    const stop = await signInWithProvider(t, sub(), { email: mail(), email_verified: true });
    const session = await t.api.post('/api/auth/oidc/session', { body: { ticket: ticketOf(stop.location) } });
    const token = session.body.data.token as string;
    const [identity] = (await t.api.get('/api/user/identities', { token })).body.identities;
    const refused = await t.api.delete(`/api/user/identities/${identity.id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'LAST_SIGN_IN_METHOD', error: expect.stringMatching(/only way/) });
    // Nor can the account's unusable password sign in.
    const guess = await t.api.post('/api/auth/login', { body: { email: session.body.data.user.email, password: 'x' } });
    expect(guess.status).toBe(401);
  });

  it('still asks the app second factor after the provider sign-in', async () => {
    const holder = await buildUser(t.app.ctx);
    await t.app.ctx.db
      .updateTable('users')
      .set({ two_factor_enabled_at: new Date().toISOString(), two_factor_secret: 'sealed' })
      .where('id', '=', holder.user.id)
      .execute();
    const who = sub();
    const stop = await signInWithProvider(t, who, { email: holder.email, email_verified: true });
    const ticket = ticketOf(stop.location);
    const noCode = await t.api.post('/api/auth/oidc/link', { body: { ticket, password: holder.password } });
    expect(noCode.body.code).toBe('TWO_FACTOR_REQUIRED');
    const wrongCode = await t.api.post('/api/auth/oidc/link', {
      body: { ticket, password: holder.password, twoFactorCode: '000000' },
    });
    expect(wrongCode.body.code).toBe('TWO_FACTOR_INVALID');
  });

  it('asks the second factor of an account made by single sign-on before the session, keeping the ticket', async () => {
    const who = sub();
    const email = mail();
    const first = await signInWithProvider(t, who, { email, email_verified: true });
    const made = await t.api.post('/api/auth/oidc/session', { body: { ticket: ticketOf(first.location) } });
    await t.app.ctx.db
      .updateTable('users')
      .set({ two_factor_enabled_at: new Date().toISOString(), two_factor_secret: 'sealed' })
      .where('id', '=', made.body.data.user.id)
      .execute();
    const stop = await signInWithProvider(t, who, { email, email_verified: true });
    const ticket = ticketOf(stop.location);
    const asked = await t.api.post('/api/auth/oidc/session', { body: { ticket } });
    expect(asked.status).toBe(401);
    expect(asked.body).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', error: expect.any(String) });
    // Asking spent nothing: the ticket still answers, and still asks.
    expect((await t.api.post('/api/auth/oidc/pending', { body: { ticket } })).body.kind).toBe('session');
    const wrong = await t.api.post('/api/auth/oidc/session', { body: { ticket, twoFactorCode: '123456' } });
    expect(wrong.body.code).toBe('TWO_FACTOR_INVALID');
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('answers bad tickets with a sentence, never a 500', async () => {
    for (const body of [{}, { ticket: '' }, { ticket: 'x'.repeat(500) }, { ticket: 'nope' }, { ticket: 1 }]) {
      const res = await t.api.post('/api/auth/oidc/session', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
    const callback = await fetch(`${t.app.url}/api/auth/oidc/callback?code=x&state[]=1`, { redirect: 'manual' });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/oidc/error?reason=state_mismatch');
  });
});

describe('single sign-on on an invite-only server without auto-register', () => {
  const t = useOidcApp();

  it('asks an invite code before it makes the account', async () => {
    await buildUser(t.app.ctx, { role: 'owner' });
    const email = mail();
    const stop = await signInWithProvider(t, sub(), { email, email_verified: true });
    expect(stop.location).toMatch(/^\/oidc\/invite#ticket=/);
    const ticket = ticketOf(stop.location);
    const wrong = await t.api.post('/api/auth/oidc/register', { body: { ticket, inviteCode: 'NOPE' } });
    expect(wrong.body).toMatchObject({ code: 'INVALID_INVITE_CODE' });
    const invite = await buildInviteCode(t.app.ctx);
    const made = await t.api.post('/api/auth/oidc/register', { body: { ticket, inviteCode: invite.code } });
    expect(made.status).toBe(200);
    expect(made.body.data.user).toMatchObject({ email, role: 'user' });
  });
});

describe('OIDC_ONLY', () => {
  const t = useOidcApp({ OIDC_ONLY: 'true', OIDC_AUTO_REGISTER: 'true' });

  it('hides the password form and refuses password sign-in, except for the owner', async () => {
    expect((await t.api.get('/api/auth/settings')).body).toMatchObject({ passwordLogin: false });
    const owner = await buildUser(t.app.ctx, { role: 'owner' });
    const user = await buildUser(t.app.ctx);
    const refused = await t.api.post('/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'PASSWORD_LOGIN_DISABLED',
      error: expect.stringMatching(/single sign-on/),
    });
    // A wrong password is still only a wrong password: the rule is told once the password is right.
    const wrong = await t.api.post('/api/auth/login', { body: { email: user.email, password: 'Wrong-Horse-1' } });
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    expect(
      (await t.api.post('/api/auth/login', { body: { email: owner.email, password: owner.password } })).status,
    ).toBe(200);
  });
});

describe('without OIDC_*', () => {
  it('answers 404 on the single sign-on routes and no button in the settings', async () => {
    const app = await startTestApp();
    try {
      const api = client(app.url);
      expect((await api.get('/api/auth/settings')).body).toMatchObject({ oidc: null, passwordLogin: true });
      const start = await api.get('/api/auth/oidc/start');
      expect(start.body).toMatchObject({ code: 'OIDC_NOT_CONFIGURED', error: expect.any(String) });
      expect(start.status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
