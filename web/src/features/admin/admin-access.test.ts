import { describe, expect, it } from 'vitest';
import { canManageInvites, canManageUsers } from './admin-access.ts';

describe('admin access', () => {
  it('lets admin and owner manage invite codes', () => {
    expect(canManageInvites('owner')).toBe(true);
    expect(canManageInvites('admin')).toBe(true);
    expect(canManageInvites('user')).toBe(false);
    expect(canManageInvites(null)).toBe(false);
  });
  it('lets only the owner manage users', () => {
    expect(canManageUsers('owner')).toBe(true);
    expect(canManageUsers('admin')).toBe(false);
    expect(canManageUsers('user')).toBe(false);
    expect(canManageUsers(undefined)).toBe(false);
  });
});
