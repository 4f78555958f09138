import { describe, expect, it } from 'vitest';
import { strictPasswordProblem } from '@vaultbox/common/rules/password-rule.ts';
import { derivedKeys } from '../../src/domain/media/blob-names.ts';
import { findUserById } from '../../src/repos/user.repo.ts';
import { buildInviteCode, buildMedia, buildShare, signIn, validRegistration } from '../helpers/factories.ts';
import { pageRoutes, byteRoutes } from '../share/public-routes.ts';
import { signedInAs, useAdminWorld } from './admin-world.ts';

describe('resetting, deactivating and deleting accounts', () => {
  const w = useAdminWorld();
  const { api } = w;
  const profile = (token: string) => api.get('/api/user/profile', { token });

  it('resets a password: 16 characters of the strict rule, shown once, stored hashed, every session ended', async () => {
    const target = await signedInAs(w.t.ctx, api, 'user');
    const second = await signIn(api, target.email, target.password);
    const res = await api.post(`/api/admin/users/${target.id}/reset-password`, { token: w.owner.token });
    expect(res.status).toBe(200);
    const { newPassword } = res.body;
    expect(res.body).toEqual({ success: true, newPassword, message: 'Password reset successfully' });
    expect(newPassword).toHaveLength(16);
    expect(strictPasswordProblem(newPassword)).toBeNull();

    const row = await findUserById(w.t.ctx.db, target.id);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain(newPassword);
    for (const token of [target.token, second.token]) expect((await profile(token)).status).toBe(401);
    const old = await api.post('/api/auth/login', { body: { email: target.email, password: target.password } });
    expect(old.status).toBe(401);
    await signIn(api, target.email, newPassword);

    const again = await api.post(`/api/admin/users/${target.id}/reset-password`, { token: w.owner.token });
    expect(again.body.newPassword).not.toBe(newPassword);
    expect((await api.post('/api/admin/users/nobody/reset-password', { token: w.owner.token })).status).toBe(404);
  });

  it('deactivating ends the sessions at once and suspends the share links until active again', async () => {
    const target = await signedInAs(w.t.ctx, api, 'user');
    const file = await buildMedia(w.t.ctx, target.user, Buffer.from('shared while active'));
    const share = await buildShare(w.t.ctx, file);
    expect((await pageRoutes['GET page data'](w.t, share.slug)).status).toBe(200);

    const off = await api.put(`/api/admin/users/${target.id}`, { token: w.owner.token, body: { isActive: false } });
    expect(off.body.user.isActive).toBe(false);
    expect((await profile(target.token)).status).toBe(401);
    const sessions = await w.t.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', target.id).execute();
    expect(sessions).toEqual([]);
    for (const [name, route] of Object.entries({ ...pageRoutes, ...byteRoutes })) {
      const res = await route(w.t, share.slug);
      expect(res.status, name).toBe(404);
      expect(res.json?.code ?? 'SHARE_NOT_FOUND', name).toBe('SHARE_NOT_FOUND');
    }
    const login = await api.post('/api/auth/login', { body: { email: target.email, password: target.password } });
    expect(login.body.code).toBe('ACCOUNT_DISABLED');

    await api.put(`/api/admin/users/${target.id}`, { token: w.owner.token, body: { isActive: true } });
    expect((await pageRoutes['GET page data'](w.t, share.slug)).status).toBe(200);
    await signIn(api, target.email, target.password);
  });

  it('activates a pending account, and a deactivated pending account stays off after its mail link', async () => {
    const code = await buildInviteCode(w.t.ctx);
    const pending = validRegistration({ inviteCode: code.code });
    await api.post('/api/auth/register', { body: pending });
    const users = await api.get(`/api/admin/users?search=${pending.username}`, { token: w.owner.token });
    const id = users.body.users[0].id as string;
    expect(users.body.users[0].isActive).toBe(false);

    await api.put(`/api/admin/users/${id}`, { token: w.owner.token, body: { isActive: false } });
    const row = await findUserById(w.t.ctx.db, id);
    expect(row?.activated_at).not.toBeNull();
    expect(row?.is_active).toBe(false);
    const login = await api.post('/api/auth/login', { body: { email: pending.email, password: pending.password } });
    expect(login.body.code).toBe('ACCOUNT_DISABLED');

    await api.put(`/api/admin/users/${id}`, { token: w.owner.token, body: { isActive: true } });
    await signIn(api, pending.email, pending.password);
  });

  it('never demotes or deactivates the last active owner', async () => {
    for (const body of [{ role: 'admin' }, { role: 'user' }, { isActive: false }]) {
      const res = await api.put(`/api/admin/users/${w.owner.id}`, { token: w.owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(res.body).toMatchObject({ code: 'LAST_OWNER', error: expect.stringContaining('last active owner') });
    }
    expect(await findUserById(w.t.ctx.db, w.owner.id)).toMatchObject({ role: 'owner', is_active: true });
    expect((await profile(w.owner.token)).status).toBe(200);

    // With a second owner, the first may step down; then the second is the last one.
    const second = await signedInAs(w.t.ctx, api, 'user');
    await api.put(`/api/admin/users/${second.id}`, { token: w.owner.token, body: { role: 'owner' } });
    const stepDown = await api.put(`/api/admin/users/${w.owner.id}`, { token: w.owner.token, body: { role: 'admin' } });
    expect(stepDown.status).toBe(200);
    expect((await api.get('/api/admin/users', { token: w.owner.token })).status).toBe(403);
    const refused = await api.put(`/api/admin/users/${second.id}`, { token: second.token, body: { role: 'user' } });
    expect(refused.body.code).toBe('LAST_OWNER');
    const back = await api.put(`/api/admin/users/${w.owner.id}`, { token: second.token, body: { role: 'owner' } });
    expect(back.status).toBe(200);
    await api.put(`/api/admin/users/${second.id}`, { token: w.owner.token, body: { role: 'user' } });
  });

  it('nobody deletes themselves through the admin routes', async () => {
    const res = await api.delete(`/api/admin/users/${w.owner.id}`, { token: w.owner.token });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CANNOT_DELETE_SELF' });
    expect(await findUserById(w.t.ctx.db, w.owner.id)).toBeDefined();
  });

  it('deletes an account and leaves no row, no blob and no wrapped key of it', async () => {
    const target = await signedInAs(w.t.ctx, api, 'user');
    const code = await buildInviteCode(w.t.ctx);
    await w.t.ctx.db
      .insertInto('invite_code_uses')
      .values({
        id: `use-${target.id}`,
        invite_code_id: code.id,
        user_id: target.id,
        used_at: new Date().toISOString(),
      })
      .execute();
    const a = await buildMedia(w.t.ctx, target.user, Buffer.from('first secret'));
    const b = await buildMedia(w.t.ctx, target.user, Buffer.from('second secret'));
    await buildShare(w.t.ctx, a);
    await buildShare(w.t.ctx, b);
    await buildShare(w.t.ctx, b);
    const wrappedKey = target.user.wrapped_key;

    const res = await api.delete(`/api/admin/users/${target.id}`, { token: w.owner.token });
    expect(res.body).toEqual({ success: true, deleted: { files: 2, shares: 3 }, message: 'User deleted successfully' });

    const db = w.t.ctx.db;
    expect(await findUserById(db, target.id)).toBeUndefined();
    for (const table of ['media_files', 'shares', 'sessions', 'activity_log', 'mail_tokens'] as const) {
      expect(await db.selectFrom(table).select('id').where('user_id', '=', target.id).execute(), table).toEqual([]);
    }
    const uses = await db.selectFrom('invite_code_uses').selectAll().where('invite_code_id', '=', code.id).execute();
    expect(uses).toEqual([expect.objectContaining({ user_id: null })]);
    const users = await db.selectFrom('users').select('wrapped_key').execute();
    expect(users.map((u) => u.wrapped_key)).not.toContain(wrappedKey);
    for (const key of [a.storage_key, b.storage_key]) {
      for (const blob of [key, ...derivedKeys(key)]) expect(await w.t.ctx.blobs.exists(blob), blob).toBe(false);
    }
    expect((await profile(target.token)).status).toBe(401);
    expect((await api.delete(`/api/admin/users/${target.id}`, { token: w.owner.token })).status).toBe(404);
  });
});

describe('who may call /api/admin', () => {
  const w = useAdminWorld();

  it('answers 403 to a user and an admin on every route, and serves the owner', async () => {
    const id = () => w.member.id;
    const routes: [string, string, () => string, unknown?][] = [
      ['GET', '/api/admin/users', () => ''],
      ['POST', '/api/admin/users', () => '', { username: 'x_y_z', email: 'x@y.zz', password: 'Abcdefg1' }],
      ['GET', '/api/admin/users/', id],
      ['PUT', '/api/admin/users/', id, { tier: 'premium' }],
      ['POST', '/api/admin/users/:id/reset-password', id],
      ['DELETE', '/api/admin/users/', id],
      ['GET', '/api/admin/stats', () => ''],
      ['PUT', '/api/admin/maintenance', () => '', { enabled: false }],
    ];
    const call = (token: string, [method, path, target, body]: (typeof routes)[number]) =>
      fetch(w.t.url + (path.includes(':id') ? path.replace(':id', target()) : path + target()), {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    for (const person of [w.member, w.admin]) {
      for (const route of routes) {
        const res = await call(person.token, route);
        expect(res.status, `${person.user.role} ${route[0]} ${route[1]}`).toBe(403);
        expect(await res.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    expect(await findUserById(w.t.ctx.db, w.member.id)).toMatchObject({ tier: 'free' });
    for (const route of routes) {
      const res = await call(w.owner.token, route);
      expect([200, 201], `owner ${route[0]} ${route[1]}`).toContain(res.status);
    }
    expect(await findUserById(w.t.ctx.db, w.member.id)).toBeUndefined();
  });
});
