import { describe, expect, it } from 'vitest';
import { claimedEmail, mappedRole, suggestedUsername } from './oidc-claims.ts';

const claims = (extra: Record<string, unknown>) => ({ iss: 'https://id.example.com', sub: 's1', ...extra });

describe('what the app reads of the ID token', () => {
  it('maps the role claim, a text or a list, to admin or user; null without a role claim', () => {
    const config = { roleClaim: 'groups', adminValues: ['admins'] };
    expect(mappedRole(config, claims({ groups: ['staff', 'admins'] }))).toBe('admin');
    expect(mappedRole(config, claims({ groups: 'admins' }))).toBe('admin');
    expect(mappedRole(config, claims({ groups: ['staff'] }))).toBe('user');
    expect(mappedRole(config, claims({}))).toBe('user');
    expect(mappedRole(config, claims({ groups: [{ admins: true }] }))).toBe('user');
    expect(mappedRole({ roleClaim: null, adminValues: [] }, claims({ groups: ['admins'] }))).toBeNull();
  });

  it('vouches for an e-mail only when email_verified is exactly true', () => {
    expect(claimedEmail(claims({ email: 'a@example.com', email_verified: true }))).toEqual({
      email: 'a@example.com',
      verified: true,
    });
    expect(claimedEmail(claims({ email: 'a@example.com', email_verified: 'true' })).verified).toBe(false);
    expect(claimedEmail(claims({ email: 'a@example.com' })).verified).toBe(false);
    expect(claimedEmail(claims({ email: 42, email_verified: true }))).toEqual({ email: null, verified: false });
  });

  it('suggests a username of the account rules', () => {
    expect(suggestedUsername(claims({ preferred_username: 'Ada Lovelace!' }), 'a@example.com')).toBe('AdaLovelace');
    expect(suggestedUsername(claims({}), 'jo@example.com')).toBe('jo_');
    expect(suggestedUsername(claims({ preferred_username: 'x'.repeat(80) }), 'a@b.c')).toHaveLength(45);
  });
});
