import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { codeAt, signedInAccount, turnOnTwoFactor, type Account } from './settings-helpers.ts';

const WRONG_CODE = '000000';

describe('wrong second-factor codes at sign-in have their own budget per account', () => {
  const tight = { max: 3, windowMs: 60_000 };
  // The password counters are as tight as the code budget: were a wrong code counted as a wrong password, the
  // password path would lock too.
  const t = useTestApp({ rateLimits: { twoFactorPerUser: tight, loginPerIpAndEmail: tight } });
  const { api } = t;
  const login = (me: Account, twoFactorCode?: string, password = me.password) =>
    api.post('/api/auth/login', { body: { email: me.email, password, twoFactorCode } });

  async function accountWithTwoFactor() {
    const me = await signedInAccount(t, api);
    const { secret } = await turnOnTwoFactor(api, me.token, me.password);
    return { me, secret };
  }

  it('answers 429 with Retry-After beyond the budget, even to a right code, without locking the password path', async () => {
    const { me, secret } = await accountWithTwoFactor();
    for (let i = 0; i < 3; i++) {
      const res = await login(me, WRONG_CODE);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('TWO_FACTOR_INVALID');
    }
    const over = await login(me, WRONG_CODE);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(me, codeAt(secret, 1))).status).toBe(429);

    // The password counters hold none of these: a wrong password is still just wrong, the right one asks for a code.
    expect((await login(me, undefined, 'Wrong-guess-1')).body.code).toBe('INVALID_CREDENTIALS');
    const asked = await login(me);
    expect(asked.status).toBe(401);
    expect(asked.body.code).toBe('TWO_FACTOR_REQUIRED');
    // Another account has its own budget.
    const other = await accountWithTwoFactor();
    expect((await login(other.me, WRONG_CODE)).status).toBe(401);
  });

  it('counts failures only: a right code is forgiven', async () => {
    const { me, secret } = await accountWithTwoFactor();
    expect((await login(me, WRONG_CODE)).status).toBe(401);
    expect((await login(me, WRONG_CODE)).status).toBe(401);
    expect((await login(me, codeAt(secret, 1))).status).toBe(200);
    expect((await login(me, WRONG_CODE)).status).toBe(401);
    expect((await login(me, WRONG_CODE)).status).toBe(429);
  });
});

describe('second-factor codes under concurrency', () => {
  const t = useTestApp({ rateLimits: { twoFactorPerUser: { max: 3, windowMs: 60_000 } } });
  const { api } = t;

  it('records a code attempt before checking it: of 20 concurrent wrong codes exactly the budget is checked', async () => {
    const me = await signedInAccount(t, api);
    await turnOnTwoFactor(api, me.token, me.password);
    const login = () =>
      api.post('/api/auth/login', { body: { email: me.email, password: me.password, twoFactorCode: WRONG_CODE } });
    const tries = await Promise.all(Array.from({ length: 20 }, () => login()));
    const statuses = tries.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    const checked = await t.ctx.db
      .selectFrom('activity_log')
      .select(['details'])
      .where('user_id', '=', me.user.id)
      .where('action', '=', 'login_failed')
      .execute();
    expect(checked.filter((row) => row.details?.includes('two_factor'))).toHaveLength(3);
  });
});
