import { describe, expect, it } from 'vitest';
import { MAX_STORAGE_LIMIT } from '@vaultbox/common/constants.ts';
import { findUserById } from '../../src/repos/user.repo.ts';
import { buildMedia, buildShare, buildUser, signIn } from '../helpers/factories.ts';
import { actionsOf, signedInAs, useAdminWorld } from './admin-world.ts';

const GIB = 1024 ** 3;
const newAccount = (over: Record<string, unknown> = {}) => {
  const id = Math.random().toString(36).slice(2, 10);
  return { username: `made_${id}`, email: `made-${id}@example.com`, password: 'Made-By-Owner-7', ...over };
};

describe('user management', () => {
  const w = useAdminWorld();
  const { api } = w;

  it('lists accounts with their usage, 10 a page, newest first', async () => {
    const { user } = await buildUser(w.t.ctx, { username: 'usage_counter' });
    const a = await buildMedia(w.t.ctx, user, Buffer.from('one file'));
    await buildMedia(w.t.ctx, user, Buffer.from('another file'));
    await buildShare(w.t.ctx, a);

    const res = await api.get('/api/admin/users', { token: w.owner.token });
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({ page: 1, limit: 10 });
    expect(res.body.pagination.pages).toBe(Math.ceil(res.body.pagination.total / 10));
    expect(res.body.users[0]).toMatchObject({
      id: user.id,
      email: user.email,
      username: 'usage_counter',
      displayName: null,
      role: 'user',
      tier: 'free',
      storageUsed: 'one file'.length + 'another file'.length,
      storageLimit: GIB,
      isActive: true,
      avatar: null,
      createdAt: user.created_at,
      lastLoginAt: null,
      usage: { fileCount: 2, shareCount: 1 },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|wrapped|preferences/i);
  });

  it('searches username, email and display name without regard to case, and filters role and tier', async () => {
    const target = await buildUser(w.t.ctx, { username: 'Needle_Person', email: 'hay.stack@example.org' });
    await w.t.ctx.db
      .updateTable('users')
      .set({ display_name: 'Grace Hopper', tier: 'premium' })
      .where('id', '=', target.user.id)
      .execute();
    for (const search of ['needle', 'HAY.STACK', 'grace hop']) {
      const res = await api.get(`/api/admin/users?search=${encodeURIComponent(search)}`, { token: w.owner.token });
      expect(
        res.body.users.map((u: { id: string }) => u.id),
        search,
      ).toEqual([target.user.id]);
    }
    const wildcard = await api.get('/api/admin/users?search=%25', { token: w.owner.token });
    expect(wildcard.body.users).toEqual([]);
    const premium = await api.get('/api/admin/users?tier=premium', { token: w.owner.token });
    expect(premium.body.users.map((u: { id: string }) => u.id)).toEqual([target.user.id]);
    const owners = await api.get('/api/admin/users?role=owner', { token: w.owner.token });
    expect(owners.body.users.map((u: { id: string }) => u.id)).toEqual([w.owner.id]);
    const admins = await api.get('/api/admin/users?role=admin&search=admin', { token: w.owner.token });
    expect(admins.body.users.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    const bad = await api.get('/api/admin/users?role=king', { token: w.owner.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('Role must be user, admin or owner');
    const far = await api.get('/api/admin/users?page=999', { token: w.owner.token });
    expect(far.body.users).toEqual([]);
  });

  it('reads one account, 404 for an unknown id', async () => {
    const res = await api.get(`/api/admin/users/${w.member.id}`, { token: w.owner.token });
    expect(res.body.user).toMatchObject({ id: w.member.id, usage: { fileCount: 0, shareCount: 0 } });
    expect((await api.get('/api/admin/users/nobody', { token: w.owner.token })).status).toBe(404);
  });

  it('creates an account that is active at once and can sign in', async () => {
    const body = newAccount({ displayName: 'Made By Owner', role: 'admin', tier: 'enterprise', storageLimit: 5 * GIB });
    const res = await api.post('/api/admin/users', { token: w.owner.token, body });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      username: body.username,
      email: body.email,
      displayName: 'Made By Owner',
      role: 'admin',
      tier: 'enterprise',
      storageLimit: 5 * GIB,
      storageUsed: 0,
      isActive: true,
    });
    expect((await findUserById(w.t.ctx.db, res.body.user.id))?.activated_at).not.toBeNull();
    await signIn(api, body.email, body.password);

    const plain = await api.post('/api/admin/users', { token: w.owner.token, body: newAccount({ displayName: ' ' }) });
    expect(plain.body.user).toMatchObject({ role: 'user', tier: 'free', storageLimit: GIB, displayName: null });
  });

  it('refuses a taken email or username in any letter case with 409, and bad input with 400', async () => {
    const taken = newAccount();
    await api.post('/api/admin/users', { token: w.owner.token, body: taken });
    const email = await api.post('/api/admin/users', {
      token: w.owner.token,
      body: newAccount({ email: taken.email.toUpperCase() }),
    });
    expect(email.status).toBe(409);
    expect(email.body).toMatchObject({
      code: 'EMAIL_TAKEN',
      error: 'An account with this email address already exists',
    });
    const username = await api.post('/api/admin/users', {
      token: w.owner.token,
      body: newAccount({ username: taken.username.toUpperCase() }),
    });
    expect(username.body).toMatchObject({ code: 'USERNAME_TAKEN', error: 'This username is already taken' });

    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'short' }, 'Password must be at least 8 characters long'],
      [{ password: 'alllowercase1' }, 'Password must contain at least one uppercase letter'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      // The register rule: a domain without a dot is no address.
      [{ email: 'tim@example' }, 'Please enter a valid email address'],
      [{ username: 'ab' }, 'Username must be at least 3 characters'],
      [{ role: 'god' }, 'Role must be user, admin or owner'],
      [{ tier: 'gold' }, 'Tier must be free, premium or enterprise'],
      [{ storageLimit: -1 }, 'Storage limit must be between 0 and 1 TB'],
      [{ storageLimit: MAX_STORAGE_LIMIT + 1 }, 'Storage limit must be between 0 and 1 TB'],
      [{ storageLimit: 1.5 }, 'Storage limit must be a whole number of bytes'],
      [{ displayName: 'x'.repeat(51) }, 'Display name must be less than 50 characters'],
    ];
    const before = await w.t.ctx.db.selectFrom('users').select('id').execute();
    for (const [over, message] of cases) {
      const res = await api.post('/api/admin/users', { token: w.owner.token, body: newAccount(over) });
      expect(res.status, message).toBe(400);
      expect(res.body.error, message).toContain(message);
    }
    const missing = await api.post('/api/admin/users', { token: w.owner.token, body: { email: 'a@b.co' } });
    expect(missing.body.error).toContain('Username is required');
    expect(await w.t.ctx.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
  });

  it('edits every field, and refuses a name or address another account holds', async () => {
    const target = await signedInAs(w.t.ctx, api, 'user');
    const changes = {
      username: 'Renamed_Person',
      email: 'renamed@example.net',
      displayName: 'Renamed Person',
      role: 'admin',
      tier: 'premium',
      storageLimit: 0,
    };
    const res = await api.put(`/api/admin/users/${target.id}`, { token: w.owner.token, body: changes });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject(changes);
    // Changing one's own letter case is not a conflict.
    const recased = await api.put(`/api/admin/users/${target.id}`, {
      token: w.owner.token,
      body: { username: 'renamed_person', email: 'RENAMED@example.net' },
    });
    expect(recased.status).toBe(200);

    const clash = await api.put(`/api/admin/users/${target.id}`, {
      token: w.owner.token,
      body: { email: w.member.email.toUpperCase() },
    });
    expect(clash.status).toBe(409);
    const nameClash = await api.put(`/api/admin/users/${target.id}`, {
      token: w.owner.token,
      body: { username: w.member.username },
    });
    expect(nameClash.body.code).toBe('USERNAME_TAKEN');
    const noDot = await api.put(`/api/admin/users/${target.id}`, {
      token: w.owner.token,
      body: { email: 'tim@example' },
    });
    expect(noDot.status).toBe(400);
    expect(noDot.body.error).toContain('Please enter a valid email address');
    expect((await findUserById(w.t.ctx.db, target.id))?.email).toBe('RENAMED@example.net');

    const unknown = await api.put('/api/admin/users/nobody', { token: w.owner.token, body: { tier: 'free' } });
    expect(unknown.status).toBe(404);
    const extra = await api.put(`/api/admin/users/${target.id}`, { token: w.owner.token, body: { password: 'x' } });
    expect(extra.status).toBe(400);
  });

  it('lets the owner raise any quota, their own too; a limit below what is used stops uploads', async () => {
    const own = await api.put(`/api/admin/users/${w.owner.id}`, {
      token: w.owner.token,
      body: { storageLimit: 50 * GIB },
    });
    expect(own.body.user.storageLimit).toBe(50 * GIB);

    const target = await signedInAs(w.t.ctx, api, 'user');
    await buildMedia(w.t.ctx, target.user, Buffer.alloc(2048, 1));
    await api.put(`/api/admin/users/${target.id}`, { token: w.owner.token, body: { storageLimit: 1024 } });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(10)]), 'tiny.bin');
    const upload = await fetch(`${w.t.url}/api/media/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${target.token}` },
      body: form,
    });
    expect(upload.status).toBe(413);
    await upload.arrayBuffer();
    const user = await api.get(`/api/admin/users/${target.id}`, { token: w.owner.token });
    expect(user.body.user).toMatchObject({ storageUsed: 2048, storageLimit: 1024 });
  });

  it('logs every action with who did it', async () => {
    const actor = await signedInAs(w.t.ctx, api, 'owner');
    const account = newAccount();
    const created = await api.post('/api/admin/users', { token: actor.token, body: account });
    const id = created.body.user.id;
    // Named by id and username, as the actor's activity list says them.
    const target = { targetUserId: id, username: account.username };
    await api.put(`/api/admin/users/${id}`, { token: actor.token, body: { role: 'admin', tier: 'premium' } });
    await api.post(`/api/admin/users/${id}/reset-password`, { token: actor.token });
    await api.delete(`/api/admin/users/${id}`, { token: actor.token });
    const actions = await actionsOf(w.t.ctx, actor.id);
    expect(actions.filter((a) => a.action.startsWith('admin_'))).toEqual(
      expect.arrayContaining([
        { action: 'admin_user_create', details: { ...target, role: 'user' } },
        { action: 'admin_user_role_change', details: { ...target, from: 'user', to: 'admin' } },
        { action: 'admin_user_update', details: { ...target, fields: ['tier'] } },
        { action: 'admin_user_password_reset', details: target },
        { action: 'admin_user_delete', details: { ...target, files: 0, shares: 0 } },
      ]),
    );
    // The second owner goes, so the first stays the only one for the tests that count on it.
    await api.put(`/api/admin/users/${actor.id}`, { token: w.owner.token, body: { role: 'user' } });
  });

  it('counts the site in the statistics', async () => {
    const res = await api.get('/api/admin/stats', { token: w.owner.token });
    const db = w.t.ctx.db;
    const users = await db.selectFrom('users').select(['is_active']).execute();
    const files = await db.selectFrom('media_files').select(['size']).execute();
    const shares = await db.selectFrom('shares').select(['id']).execute();
    expect(res.body).toEqual({
      success: true,
      stats: {
        users: { total: users.length, active: users.filter((u) => u.is_active).length },
        files: { total: files.length, totalStorage: files.reduce((sum, f) => sum + Number(f.size), 0) },
        shares: { total: shares.length },
      },
    });
    expect(res.body.stats.files.total).toBeGreaterThan(0);
  });
});
