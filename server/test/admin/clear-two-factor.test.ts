import { describe, expect, it } from 'vitest';
import { findUserById } from '../../src/repos/user.repo.ts';
import { openApiOperations } from '../helpers/openapi-operations.ts';
import { mailsTo, waitForMail } from '../helpers/outbox.ts';
import { turnOnTwoFactor } from '../settings/settings-helpers.ts';
import { actionsOf, signedInAs, useAdminWorld, type Person } from './admin-world.ts';

describe('DELETE /api/admin/users/{id}/2fa: clearing the two-factor sign-in of a locked-out person', () => {
  const w = useAdminWorld();
  const { api } = w;
  const clear = (person: Person, by: Person) => api.delete(`/api/admin/users/${person.id}/2fa`, { token: by.token });
  const signInWithPassword = (person: Person) =>
    api.post('/api/auth/login', { body: { email: person.email, password: person.password } });

  async function personWithTwoFactor(role: 'user' | 'admin' | 'owner' = 'user'): Promise<Person> {
    const person = await signedInAs(w.t.ctx, api, role);
    await turnOnTwoFactor(api, person.token, person.password);
    await waitForMail(w.t.dataDir, person.email);
    return person;
  }

  it('lets the owner clear it: the password alone signs in again, it is logged for both, and the person is told', async () => {
    const person = await personWithTwoFactor();
    expect((await signInWithPassword(person)).body.code).toBe('TWO_FACTOR_REQUIRED');

    const res = await clear(person, w.owner);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Two-factor authentication cleared' });
    expect(await findUserById(w.t.ctx.db, person.id)).toMatchObject({
      two_factor_enabled_at: null,
      two_factor_secret: null,
    });
    const codes = await w.t.ctx.db.selectFrom('backup_codes').select('id').where('user_id', '=', person.id).execute();
    expect(codes).toHaveLength(0);
    expect((await signInWithPassword(person)).status).toBe(200);

    expect(await actionsOf(w.t.ctx, w.owner.id)).toContainEqual({
      action: 'admin_user_two_factor_clear',
      details: { targetUserId: person.id, username: person.username },
    });
    expect((await actionsOf(w.t.ctx, person.id)).map((a) => a.action)).toContain('two_factor_cleared');

    const mail = await waitForMail(w.t.dataDir, person.email, 1);
    expect(mail.subject).toContain('Two-factor authentication cleared by an administrator');
    expect(mail.text).toMatch(new RegExp(`${new Date().toISOString().slice(0, 10)} \\d{2}:\\d{2} UTC`));
    expect(mail.text).toContain('change your password');
  });

  it('lets an admin clear a user’s or another admin’s, but never the owner’s (403)', async () => {
    for (const role of ['user', 'admin'] as const) {
      const person = await personWithTwoFactor(role);
      expect((await clear(person, w.admin)).status, role).toBe(200);
      expect((await findUserById(w.t.ctx.db, person.id))?.two_factor_enabled_at, role).toBeNull();
    }
    const owner = await personWithTwoFactor('owner');
    const refused = await clear(owner, w.admin);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect((await findUserById(w.t.ctx.db, owner.id))?.two_factor_enabled_at).not.toBeNull();
    expect(mailsTo(w.t.dataDir, owner.email)).toHaveLength(1);
    // Another owner may.
    expect((await clear(owner, w.owner)).status).toBe(200);
  });

  it('refuses a user (403), the caller’s own account (409: Settings asks for the password), an account without it (409) and an unknown id (404)', async () => {
    const person = await personWithTwoFactor();
    const byMember = await clear(person, w.member);
    expect(byMember.status).toBe(403);
    expect(byMember.body.code).toBe('FORBIDDEN');
    expect((await findUserById(w.t.ctx.db, person.id))?.two_factor_enabled_at).not.toBeNull();

    const admin = await personWithTwoFactor('admin');
    const own = await clear(admin, admin);
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({ code: 'CANNOT_CLEAR_OWN_TWO_FACTOR' });
    expect(own.body.error).toContain('Settings');

    const without = await clear(w.member, w.owner);
    expect(without.status).toBe(409);
    expect(without.body.code).toBe('TWO_FACTOR_NOT_ENABLED');
    const unknown = await api.delete('/api/admin/users/no-such-user/2fa', { token: w.owner.token });
    expect(unknown.status).toBe(404);
  });

  it('is in the OpenAPI document as a signed-in route, so the route-guard and hostile-input tests walk it', async () => {
    const operations = await openApiOperations(w.t.url);
    expect(operations).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/admin/users/{id}/2fa', secured: true }),
    );
    expect(operations).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/user/2fa/enable',
        secured: true,
        jsonFields: ['password'],
      }),
    );
  });
});
