import { createHmac, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateUser } from '../src/repos/user.repo.ts';
import { buildUser, DEFAULT_PASSWORD, validRegistration } from './helpers/factories.ts';
import type { Client } from './helpers/http-client.ts';
import { client } from './helpers/http-client.ts';
import { useTestApp, withRestarts } from './helpers/test-app.ts';

const tight = { max: 3, windowMs: 60_000 };

describe('rate limits', () => {
  const t = useTestApp({
    env: { INVITE_ONLY: 'false' },
    rateLimits: { loginPerIpAndEmail: tight, mailPerEmail: tight, mailPerIp: { max: 8, windowMs: 60_000 } },
  });
  const { api } = t;

  beforeAll(async () => {
    await buildUser(t.ctx, { role: 'owner' });
  });

  function expect429(res: Awaited<ReturnType<Client['post']>>) {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.body).toEqual({
      success: false,
      error: 'Too many requests. Please wait a moment and try again.',
      code: 'RATE_LIMITED',
    });
  }

  it('limits sign-in attempts per address and account, even with the right password', async () => {
    const { email } = await buildUser(t.ctx);
    for (let i = 0; i < 3; i++) {
      expect((await api.post('/api/auth/login', { body: { email, password: 'Wrong-guess-1' } })).status).toBe(401);
    }
    expect429(await api.post('/api/auth/login', { body: { email, password: DEFAULT_PASSWORD } }));
    expect429(await api.post('/api/auth/login', { body: { email: email.toUpperCase(), password: DEFAULT_PASSWORD } }));
    const other = await buildUser(t.ctx);
    expect(
      (await api.post('/api/auth/login', { body: { email: other.email, password: DEFAULT_PASSWORD } })).status,
    ).toBe(200);
  });

  it('counts failures only: a person who signs in often is never throttled', async () => {
    const { email } = await buildUser(t.ctx);
    for (let i = 0; i < 8; i++) {
      expect((await api.post('/api/auth/login', { body: { email, password: DEFAULT_PASSWORD } })).status).toBe(200);
    }
  });

  it('limits mails to one address across forgot-password and resend', async () => {
    const { email } = await buildUser(t.ctx);
    expect((await api.post('/api/auth/forgot-password', { body: { email } })).status).toBe(200);
    expect((await api.post('/api/auth/resend-activation', { body: { email } })).status).toBe(200);
    expect((await api.post('/api/auth/forgot-password', { body: { email } })).status).toBe(200);
    expect429(await api.post('/api/auth/forgot-password', { body: { email } }));
  });

  it('limits mail-sending calls per client address, registration included', async () => {
    let last = await api.post('/api/auth/register', { body: validRegistration() });
    for (let i = 0; i < 10 && last.status !== 429; i++) {
      last = await api.post('/api/auth/register', { body: validRegistration() });
    }
    expect429(last);
  });
});

/** The device cookie a successful sign-in set, as a Cookie header. */
function deviceCookieOf(res: Awaited<ReturnType<Client['post']>>): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('vaultbox_device='));
  expect(set).toMatch(/HttpOnly/);
  return set!.split(';')[0];
}

describe('sign-in limits against a guesser', () => {
  const t = useTestApp({ rateLimits: { loginPerIpAndEmail: { max: 5, windowMs: 60_000 } } });
  const { api } = t;

  it('lets no more than the limit of 60 concurrent guesses reach the password check', async () => {
    const { user, email } = await buildUser(t.ctx);
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        api.post('/api/auth/login', { body: { email, password: `Wrong-guess-${i}` } }),
      ),
    );
    const statuses = guesses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(55);
    const checked = await t.ctx.db
      .selectFrom('activity_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .where('action', '=', 'login_failed')
      .executeTakeFirstOrThrow();
    expect(Number(checked.n)).toBe(5);
  });

  it("does not lock out a browser that signed in before, while strangers' guesses lock unknown devices", async () => {
    const { email } = await buildUser(t.ctx);
    const known = deviceCookieOf(await api.post('/api/auth/login', { body: { email, password: DEFAULT_PASSWORD } }));
    for (let i = 0; i < 5; i++) {
      expect((await api.post('/api/auth/login', { body: { email, password: 'Wrong-guess-1' } })).status).toBe(401);
    }
    // An unknown device is refused even with the right password...
    expect((await api.post('/api/auth/login', { body: { email, password: DEFAULT_PASSWORD } })).status).toBe(429);
    // ...the person's own browser is not.
    const mine = await api.post('/api/auth/login', { body: { email, password: DEFAULT_PASSWORD }, cookie: known });
    expect(mine.status).toBe(200);
  });

  it('refuses a device cookie of another account or a forged one as an unknown device', async () => {
    const victim = await buildUser(t.ctx);
    const other = await buildUser(t.ctx);
    const othersDevice = deviceCookieOf(
      await api.post('/api/auth/login', { body: { email: other.email, password: DEFAULT_PASSWORD } }),
    );
    const forged = `vaultbox_device=${'A'.repeat(22)}.${'B'.repeat(43)}`;
    for (let i = 0; i < 5; i++) {
      const res = await api.post('/api/auth/login', { body: { email: victim.email, password: 'Wrong-1a' } });
      expect(res.status).toBe(401);
    }
    for (const cookie of [othersDevice, forged]) {
      const res = await api.post('/api/auth/login', {
        body: { email: victim.email, password: DEFAULT_PASSWORD },
        cookie,
      });
      expect(res.status).toBe(429);
    }
  });
});

describe('device cookies belong to the account, not to its address', () => {
  const t = useTestApp({ rateLimits: { loginPerIpAndEmail: { max: 5, windowMs: 60_000 } } });
  const { api } = t;

  async function lockUnknownDevices(email: string) {
    for (let i = 0; i < 5; i++) {
      expect((await api.post('/api/auth/login', { body: { email, password: 'Wrong-guess-1' } })).status).toBe(401);
    }
  }

  it('keeps a browser known after the account changes its e-mail address', async () => {
    const { user, email } = await buildUser(t.ctx);
    const known = deviceCookieOf(await api.post('/api/auth/login', { body: { email, password: DEFAULT_PASSWORD } }));
    const moved = `moved.${email}`;
    await updateUser(t.ctx.db, user.id, { email: moved });
    await lockUnknownDevices(moved);
    const mine = await api.post('/api/auth/login', {
      body: { email: moved, password: DEFAULT_PASSWORD },
      cookie: known,
    });
    expect(mine.status).toBe(200);
  });

  it('counts a cookie of the old form (signed over the e-mail address) as an unknown device', async () => {
    const { email } = await buildUser(t.ctx);
    const oldKey = t.ctx.keyring.derive('vaultbox sign-in device cookie v1');
    const nonce = randomBytes(16).toString('base64url');
    const mac = createHmac('sha256', oldKey).update(`${email.toLowerCase()}\n${nonce}`).digest('base64url');
    await lockUnknownDevices(email);
    const res = await api.post('/api/auth/login', {
      body: { email, password: DEFAULT_PASSWORD },
      cookie: `vaultbox_device=${nonce}.${mac}`,
    });
    expect(res.status).toBe(429);
  });
});

describe('sign-in counters live in the database', () => {
  it('keep a lock-out across a restart (no in-memory store to evict or lose)', async () => {
    await withRestarts(async (start) => {
      const rateLimits = { loginPerIpAndEmail: { max: 3, windowMs: 60_000 } };
      let app = await start({ rateLimits });
      const { email } = await buildUser(app.ctx);
      let api = client(app.url);
      for (let i = 0; i < 3; i++) {
        expect((await api.post('/api/auth/login', { body: { email, password: 'Wrong-guess-1' } })).status).toBe(401);
      }
      await app.close();
      app = await start({ rateLimits });
      api = client(app.url);
      const res = await api.post('/api/auth/login', { body: { email, password: DEFAULT_PASSWORD } });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});
