import { describe, expect, it } from 'vitest';
import { createAccountRemoval } from '../../src/domain/account/account-removal.ts';
import { actionsOf, signedInAs, useAdminWorld } from '../admin/admin-world.ts';
import { buildInviteCode, validRegistration } from '../helpers/factories.ts';

const GENERATED = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('invite codes', () => {
  const w = useAdminWorld();
  const { api } = w;
  const countCodes = async () =>
    Number(
      (
        await w.t.ctx.db
          .selectFrom('invite_codes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses a user with 403 on every route, and lets an admin and the owner in', async () => {
    const code = await buildInviteCode(w.t.ctx);
    const calls: [string, string, object?][] = [
      ['POST', '/api/invite/create', {}],
      ['GET', '/api/invite/list'],
      ['GET', `/api/invite/${code.id}`],
      ['PATCH', `/api/invite/${code.id}/deactivate`],
      ['PATCH', `/api/invite/${code.id}/activate`],
      ['DELETE', `/api/invite/${code.id}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await fetch(w.t.url + path, {
        method,
        headers: { authorization: `Bearer ${w.member.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    expect(await countCodes()).toBeGreaterThan(0);
    for (const person of [w.admin, w.owner]) {
      expect((await api.get('/api/invite/list', { token: person.token })).status).toBe(200);
      expect((await api.get(`/api/invite/${code.id}`, { token: person.token })).status).toBe(200);
    }
  });

  it('generates a grouped code of 12 unambiguous characters when none is given', async () => {
    for (const body of [{}, { code: '' }, { code: '   ' }]) {
      const res = await api.post('/api/invite/create', { token: w.admin.token, body });
      expect(res.status).toBe(201);
      expect(res.body.inviteCode.code).toMatch(GENERATED);
    }
    const res = await api.post('/api/invite/create', {
      token: w.admin.token,
      body: { description: '  For the team  ', maxUses: 3, expiresAt: future(7) },
    });
    expect(res.body).toEqual({
      success: true,
      inviteCode: {
        _id: res.body.inviteCode.id,
        id: expect.any(String),
        code: expect.stringMatching(GENERATED),
        description: 'For the team',
        isActive: true,
        expiresAt: expect.any(String),
        maxUses: 3,
        currentUses: 0,
        creator: { username: w.admin.username, email: w.admin.email },
        createdAt: expect.any(String),
      },
    });
  });

  it('takes a chosen code and refuses one that exists in any letter case or with other dashes', async () => {
    const res = await api.post('/api/invite/create', { token: w.owner.token, body: { code: 'Team_Spring-2030' } });
    expect(res.status).toBe(201);
    expect(res.body.inviteCode.code).toBe('Team_Spring-2030');
    const before = await countCodes();
    for (const code of ['team_spring-2030', 'TEAM_SPRING2030', 'Team_-Spring-2030-']) {
      const again = await api.post('/api/invite/create', { token: w.owner.token, body: { code } });
      expect(again.status, code).toBe(409);
      expect(again.body).toMatchObject({ success: false, code: 'INVITE_CODE_TAKEN' });
      expect(again.body.error).toMatch(/already exists/);
    }
    expect(await countCodes()).toBe(before);
  });

  it.each([
    [{ code: 'abc' }, 'Code must be at least 4 characters'],
    [{ code: 'x'.repeat(65) }, 'Code must be at most 64 characters'],
    [{ code: 'has space' }, 'Code may contain only letters, numbers, dashes and underscores'],
    [{ code: 'émile' }, 'Code may contain only letters, numbers, dashes and underscores'],
    [{ maxUses: 0 }, 'Max uses must be at least 1'],
    [{ maxUses: 2.5 }, 'Max uses must be a whole number'],
    [{ maxUses: '3' }, 'Max uses must be a number'],
    [{ expiresAt: '2001-01-01T00:00:00Z' }, 'Expiration date must be in the future'],
    [{ expiresAt: 'tomorrow' }, 'Expiration date must be a valid date'],
    [{ description: 'd'.repeat(501) }, 'Description must be at most 500 characters'],
    [{ isActive: false }, 'Unknown field'],
  ])('refuses %j with 400 and creates nothing', async (body, message) => {
    const before = await countCodes();
    const res = await api.post('/api/invite/create', { token: w.owner.token, body });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toContain(message);
    expect(await countCodes()).toBe(before);
  });

  it('lists the live codes newest first, paged (20 by default), filtered by active', async () => {
    const fresh = await signedInAs(w.t.ctx, api, 'admin');
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await api.post('/api/invite/create', { token: fresh.token, body: { description: `batch ${i}` } });
      made.push(res.body.inviteCode.id);
    }
    await api.patch(`/api/invite/${made[1]}/deactivate`, { token: fresh.token });

    const all = await api.get('/api/invite/list', { token: w.owner.token });
    expect(all.body.pagination).toMatchObject({ page: 1, limit: 20 });
    expect(all.body.pagination.pages).toBe(Math.ceil(all.body.pagination.total / 20));
    expect(all.body.inviteCodes.slice(0, 3).map((c: { id: string }) => c.id)).toEqual([...made].reverse());

    const paged = await api.get('/api/invite/list?limit=2&page=2', { token: w.owner.token });
    expect(paged.body.inviteCodes).toHaveLength(2);
    expect(paged.body.pagination).toMatchObject({ page: 2, limit: 2, total: all.body.pagination.total });

    const active = await api.get('/api/invite/list?active=true&limit=100', { token: w.owner.token });
    const inactive = await api.get('/api/invite/list?active=false&limit=100', { token: w.owner.token });
    expect(active.body.inviteCodes.every((c: { isActive: boolean }) => c.isActive)).toBe(true);
    expect(inactive.body.inviteCodes.map((c: { id: string }) => c.id)).toContain(made[1]);
    expect(inactive.body.inviteCodes.every((c: { isActive: boolean }) => !c.isActive)).toBe(true);

    expect((await api.get('/api/invite/list?limit=5000', { token: w.owner.token })).body.pagination.limit).toBe(100);
    const bad = await api.get('/api/invite/list?active=maybe', { token: w.owner.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('active must be true or false');
  });

  it('turns a code off and on: an inactive code cannot be redeemed', async () => {
    const created = await api.post('/api/invite/create', { token: w.admin.token, body: {} });
    const { id, code } = created.body.inviteCode;
    const off = await api.patch(`/api/invite/${id}/deactivate`, { token: w.admin.token });
    expect(off.status).toBe(200);
    expect(off.body.inviteCode.isActive).toBe(false);
    const refused = await api.post('/api/auth/register', { body: validRegistration({ inviteCode: code }) });
    expect(refused.body.code).toBe('INVALID_INVITE_CODE');
    const on = await api.patch(`/api/invite/${id}/activate`, { token: w.admin.token });
    expect(on.body.inviteCode.isActive).toBe(true);
    expect((await api.post('/api/auth/register', { body: validRegistration({ inviteCode: code }) })).status).toBe(201);
  });

  it('shows the usage history in the details, and keeps no trace of a deleted account', async () => {
    const created = await api.post('/api/invite/create', { token: w.owner.token, body: { maxUses: 5 } });
    const { id, code } = created.body.inviteCode;
    const first = validRegistration({ inviteCode: code });
    const second = validRegistration({ inviteCode: code.toLowerCase() });
    for (const reg of [first, second]) expect((await api.post('/api/auth/register', { body: reg })).status).toBe(201);

    const details = await api.get(`/api/invite/${id}`, { token: w.owner.token });
    expect(details.body.inviteCode).toMatchObject({ id, currentUses: 2, maxUses: 5 });
    const log = details.body.inviteCode.usageLog as { userId: string; email: string }[];
    expect(log.map((u) => u.email).sort()).toEqual([first.email, second.email].sort());
    const firstUse = log.find((u) => u.email === first.email);
    expect(firstUse).toEqual({
      userId: expect.any(String),
      user: { username: first.username },
      email: first.email,
      usedAt: expect.any(String),
    });

    await createAccountRemoval(w.t.ctx).remove(firstUse!.userId);
    const after = await api.get(`/api/invite/${id}`, { token: w.owner.token });
    expect(after.body.inviteCode.currentUses).toBe(2);
    expect(after.body.inviteCode.usageLog).toHaveLength(2);
    expect(after.body.inviteCode.usageLog).toContainEqual({
      userId: null,
      user: null,
      email: null,
      usedAt: expect.any(String),
    });
    expect(JSON.stringify(after.body)).not.toContain(first.email);
    const stored = await w.t.ctx.db
      .selectFrom('invite_code_uses')
      .selectAll()
      .where('invite_code_id', '=', id)
      .execute();
    expect(JSON.stringify(stored)).not.toContain(first.email);
    expect(stored.filter((u) => u.user_id === null)).toHaveLength(1);
  });

  it('shows a creator whose account is gone as null', async () => {
    const creator = await signedInAs(w.t.ctx, api, 'admin');
    const created = await api.post('/api/invite/create', { token: creator.token, body: {} });
    await createAccountRemoval(w.t.ctx).remove(creator.id);
    const res = await api.get(`/api/invite/${created.body.inviteCode.id}`, { token: w.owner.token });
    expect(res.body.inviteCode.creator).toBeNull();
  });

  it('deletes a code for good: gone from the list and the details, never redeemable, its uses kept', async () => {
    const created = await api.post('/api/invite/create', { token: w.admin.token, body: { code: 'GONE-SOON' } });
    const { id } = created.body.inviteCode;
    expect(
      (await api.post('/api/auth/register', { body: validRegistration({ inviteCode: 'GONE-SOON' }) })).status,
    ).toBe(201);
    const res = await api.delete(`/api/invite/${id}`, { token: w.admin.token });
    expect(res.body).toEqual({ success: true, message: 'Invite code deleted' });

    expect((await api.get(`/api/invite/${id}`, { token: w.admin.token })).status).toBe(404);
    for (const action of ['activate', 'deactivate']) {
      expect((await api.patch(`/api/invite/${id}/${action}`, { token: w.admin.token })).status).toBe(404);
    }
    expect((await api.delete(`/api/invite/${id}`, { token: w.admin.token })).status).toBe(404);
    const list = await api.get('/api/invite/list?limit=100', { token: w.admin.token });
    expect(list.body.inviteCodes.map((c: { id: string }) => c.id)).not.toContain(id);
    const refused = await api.post('/api/auth/register', { body: validRegistration({ inviteCode: 'GONE-SOON' }) });
    expect(refused.body.code).toBe('INVALID_INVITE_CODE');
    const uses = await w.t.ctx.db.selectFrom('invite_code_uses').selectAll().where('invite_code_id', '=', id).execute();
    expect(uses).toHaveLength(1);
    expect(uses[0].user_id).not.toBeNull();
    // Its text stays taken: a code once handed out never comes back to life by being made again.
    expect((await api.post('/api/invite/create', { token: w.admin.token, body: { code: 'gone-soon' } })).status).toBe(
      409,
    );
  });

  it('answers 404 for unknown ids and 400 for absurd ones, changing nothing', async () => {
    for (const path of ['/api/invite/no-such-code']) {
      expect((await api.get(path, { token: w.owner.token })).status).toBe(404);
      expect((await api.patch(`${path}/activate`, { token: w.owner.token })).status).toBe(404);
      expect((await api.delete(path, { token: w.owner.token })).status).toBe(404);
    }
    expect((await api.get(`/api/invite/${'x'.repeat(65)}`, { token: w.owner.token })).status).toBe(400);
  });

  it('logs who created, toggled and deleted a code, naming the code', async () => {
    const actor = await signedInAs(w.t.ctx, api, 'admin');
    const created = await api.post('/api/invite/create', { token: actor.token, body: {} });
    const { id, code } = created.body.inviteCode;
    await api.patch(`/api/invite/${id}/deactivate`, { token: actor.token });
    await api.patch(`/api/invite/${id}/activate`, { token: actor.token });
    await api.delete(`/api/invite/${id}`, { token: actor.token });
    const actions = (await actionsOf(w.t.ctx, actor.id)).filter((a) => a.action.startsWith('invite_'));
    // One millisecond may hold several entries: compare without their order.
    expect(actions).toHaveLength(4);
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'invite_create', details: { inviteCodeId: id, code } },
        { action: 'invite_deactivate', details: { inviteCodeId: id, code } },
        { action: 'invite_activate', details: { inviteCodeId: id, code } },
        { action: 'invite_delete', details: { inviteCodeId: id, code } },
      ]),
    );
  });
});
