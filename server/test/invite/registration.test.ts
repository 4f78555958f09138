import { describe, expect, it } from 'vitest';
import { findInviteCodeById, listInviteCodeUses } from '../../src/repos/invite.repo.ts';
import { countUsers, findUserByEmail } from '../../src/repos/user.repo.ts';
import { buildInviteCode, buildUser, validRegistration } from '../helpers/factories.ts';
import { client } from '../helpers/http-client.ts';
import { startTestApp, useTestApp } from '../helpers/test-app.ts';

describe('invite-only registration (the default)', () => {
  const t = useTestApp();
  const { api } = t;

  it('lets the first account register without a code and makes it the owner', async () => {
    const reg = validRegistration();
    const res = await api.post('/api/auth/register', { body: reg });
    expect(res.status).toBe(201);
    expect(res.body.activated).toBe(true);
    expect((await findUserByEmail(t.ctx.db, reg.email))?.role).toBe('owner');
  });

  it('requires a code once an owner exists', async () => {
    await buildUser(t.ctx, { role: 'owner' });
    const res = await api.post('/api/auth/register', { body: validRegistration() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'Invite code is required', code: 'INVITE_CODE_REQUIRED' });
    const blank = await api.post('/api/auth/register', { body: validRegistration({ inviteCode: '   ' }) });
    expect(blank.body.error).toBe('Invite code is required');
  });

  it('consumes a valid code and logs the use with the new account', async () => {
    const code = await buildInviteCode(t.ctx, { maxUses: 2 });
    const reg = validRegistration({ inviteCode: ` ${code.code} ` });
    const res = await api.post('/api/auth/register', { body: reg });
    expect(res.status).toBe(201);
    expect(res.body.activated).toBe(false);
    expect((await findInviteCodeById(t.ctx.db, code.id))?.current_uses).toBe(1);
    const uses = await listInviteCodeUses(t.ctx.db, code.id, 100);
    const user = await findUserByEmail(t.ctx.db, reg.email);
    expect(uses).toEqual([expect.objectContaining({ user_id: user?.id, email: reg.email, username: reg.username })]);
  });

  const refused: [string, () => Promise<string>][] = [
    ['unknown', () => Promise.resolve('NO-SUCH-CODE')],
    ['inactive', async () => (await buildInviteCode(t.ctx, { isActive: false })).code],
    [
      'expired',
      async () => (await buildInviteCode(t.ctx, { expiresAt: new Date(Date.now() - 60_000).toISOString() })).code,
    ],
    [
      'used up',
      async () => {
        const code = await buildInviteCode(t.ctx, { maxUses: 1 });
        expect(
          (await api.post('/api/auth/register', { body: validRegistration({ inviteCode: code.code }) })).status,
        ).toBe(201);
        return code.code;
      },
    ],
  ];
  it.each(refused)('refuses an %s code with 400 and creates nobody', async (_name, makeCode) => {
    const inviteCode = await makeCode();
    const before = await countUsers(t.ctx.db);
    const res = await api.post('/api/auth/register', { body: validRegistration({ inviteCode }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Invalid or expired invite code', code: 'INVALID_INVITE_CODE' });
    expect(await countUsers(t.ctx.db)).toBe(before);
  });

  it('accepts a code with a future expiry and no use limit', async () => {
    const code = await buildInviteCode(t.ctx, { expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    for (let i = 0; i < 3; i++) {
      expect(
        (await api.post('/api/auth/register', { body: validRegistration({ inviteCode: code.code }) })).status,
      ).toBe(201);
    }
    expect((await findInviteCodeById(t.ctx.db, code.id))?.current_uses).toBe(3);
  });

  it('does not spend a use when the registration fails for another reason', async () => {
    const code = await buildInviteCode(t.ctx, { maxUses: 1 });
    const taken = await buildUser(t.ctx);
    const res = await api.post('/api/auth/register', {
      body: validRegistration({ inviteCode: code.code, email: taken.email }),
    });
    expect(res.status).toBe(409);
    expect((await findInviteCodeById(t.ctx.db, code.id))?.current_uses).toBe(0);
  });

  it('takes a code typed in another letter case or without its dashes', async () => {
    const code = await buildInviteCode(t.ctx, { code: 'K7QM-2XPA-9RTD' });
    const res = await api.post('/api/auth/register', { body: validRegistration({ inviteCode: 'k7qm2xpa9rtd' }) });
    expect(res.status).toBe(201);
    expect((await findInviteCodeById(t.ctx.db, code.id))?.current_uses).toBe(1);
  });

  it('never lets 50 concurrent registrations take more than max uses 5', async () => {
    const code = await buildInviteCode(t.ctx, { maxUses: 5 });
    const before = await countUsers(t.ctx.db);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.post('/api/auth/register', { body: validRegistration({ inviteCode: code.code }) }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.code === 'INVALID_INVITE_CODE')).toBe(true);
    expect(results.filter((r) => r.status === 400)).toHaveLength(45);
    expect(await countUsers(t.ctx.db)).toBe(before + 5);
    expect((await findInviteCodeById(t.ctx.db, code.id))?.current_uses).toBe(5);
    expect(await listInviteCodeUses(t.ctx.db, code.id, 100)).toHaveLength(5);
  });

  it('never lets concurrent registrations exceed max uses', async () => {
    const code = await buildInviteCode(t.ctx, { maxUses: 3 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.post('/api/auth/register', { body: validRegistration({ inviteCode: code.code }) }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 400)).toHaveLength(7);
    expect((await findInviteCodeById(t.ctx.db, code.id))?.current_uses).toBe(3);
    expect(await listInviteCodeUses(t.ctx.db, code.id, 100)).toHaveLength(3);
  });
});

describe('first registrations racing on an empty instance', () => {
  it('makes exactly one owner', async () => {
    const t = await startTestApp();
    try {
      const api = client(t.url);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => api.post('/api/auth/register', { body: validRegistration() })),
      );
      const owners = await t.ctx.db.selectFrom('users').select('role').where('role', '=', 'owner').execute();
      expect(owners).toHaveLength(1);
      // The others arrive after the owner exists and have no invite code.
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 400).every((r) => r.body.code === 'INVITE_CODE_REQUIRED')).toBe(true);
    } finally {
      await t.close();
    }
  });
});
