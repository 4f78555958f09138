import { describe, expect, it } from 'vitest';
import { GIB, MAX_STORAGE_LIMIT } from '@vaultbox/common/constants.ts';
import type { AdminUser } from '@vaultbox/common/schemas/admin.ts';
import {
  buildCreateUserPayload,
  buildUpdateUserPayload,
  bytesToSliderGb,
  editFormOf,
  emptyUserForm,
  gbToBytes,
} from './user-form.ts';

const user: AdminUser = {
  id: 'u1',
  email: 'ann@example.com',
  username: 'ann',
  displayName: null,
  role: 'user',
  tier: 'free',
  storageUsed: 0,
  storageLimit: GIB,
  avatar: null,
  bio: null,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  pendingEmail: null,
  twoFactorEnabled: false,
  usage: { fileCount: 0, shareCount: 0 },
};

describe('storage slider', () => {
  it('moves in whole GB from 1 GB to 1 TB', () => {
    expect(bytesToSliderGb(GIB)).toBe(1);
    expect(bytesToSliderGb(0)).toBe(1);
    expect(bytesToSliderGb(5.4 * GIB)).toBe(5);
    expect(bytesToSliderGb(MAX_STORAGE_LIMIT * 2)).toBe(1024);
    expect(gbToBytes(1024)).toBe(MAX_STORAGE_LIMIT);
    expect(gbToBytes(10)).toBe(10 * GIB);
  });
});

describe('buildCreateUserPayload', () => {
  const form = { ...emptyUserForm, username: ' bob ', email: ' bob@example.com ', password: 'Secret-123' };
  it.each([
    ['a password', { password: '' }, 'users.errors.createRequired'],
    ['a username', { username: '  ' }, 'users.errors.createRequired'],
    ['8 characters of password (5)', { password: 'Ab1cd' }, 'password-rule:problems.tooShort'],
    ['8 characters of password (7)', { password: 'Ab1cdef' }, 'password-rule:problems.tooShort'],
    ['a lowercase letter', { password: 'SECRET-123' }, 'password-rule:problems.noLowercase'],
    ['an uppercase letter', { password: 'secret-123' }, 'password-rule:problems.noUppercase'],
    ['a number', { password: 'Secret-abc' }, 'password-rule:problems.noDigit'],
    ['a valid email', { email: 'bob@' }, 'users.errors.emailInvalid'],
    ['a dot in the email domain, as register does', { email: 'tim@example' }, 'users.errors.emailInvalid'],
  ])('wants %s', (_what, change, error) => {
    expect(buildCreateUserPayload({ ...form, ...change })).toEqual({ ok: false, error });
  });
  it('sends the defaults (user, free, 1 GB) in bytes and leaves out a blank display name', () => {
    expect(buildCreateUserPayload(form)).toEqual({
      ok: true,
      payload: {
        username: 'bob',
        email: 'bob@example.com',
        password: 'Secret-123',
        role: 'user',
        tier: 'free',
        storageLimit: GIB,
      },
    });
    const named = buildCreateUserPayload({ ...form, displayName: ' Bob B ', storageGb: 20, role: 'admin' });
    expect(named.ok && named.payload).toMatchObject({ displayName: 'Bob B', storageLimit: 20 * GIB, role: 'admin' });
  });
});

describe('buildUpdateUserPayload', () => {
  it('sends nothing when nothing changed', () => {
    expect(buildUpdateUserPayload(user, editFormOf(user))).toEqual({ ok: true, payload: {} });
  });
  it('needs username and email', () => {
    expect(buildUpdateUserPayload(user, { ...editFormOf(user), email: ' ' })).toEqual({
      ok: false,
      error: 'users.errors.editRequired',
    });
  });
  it('sends only the changes, the storage limit in bytes once the slider moved', () => {
    const form = { ...editFormOf(user), tier: 'premium' as const, storageGb: 10, storageTouched: true };
    expect(buildUpdateUserPayload(user, form)).toEqual({
      ok: true,
      payload: { tier: 'premium', storageLimit: 10 * GIB },
    });
    expect(buildUpdateUserPayload(user, { ...editFormOf(user), isActive: false })).toEqual({
      ok: true,
      payload: { isActive: false },
    });
  });
  it('keeps a limit that is not a whole GB while the slider is untouched', () => {
    const odd = { ...user, storageLimit: 500 * 1024 * 1024 };
    expect(buildUpdateUserPayload(odd, editFormOf(odd))).toEqual({ ok: true, payload: {} });
  });
  it('clears the display name with null and sets a new one trimmed', () => {
    const named = { ...user, displayName: 'Ann' };
    expect(buildUpdateUserPayload(named, { ...editFormOf(named), displayName: '' })).toEqual({
      ok: true,
      payload: { displayName: null },
    });
    expect(buildUpdateUserPayload(user, { ...editFormOf(user), displayName: ' Annie ' })).toEqual({
      ok: true,
      payload: { displayName: 'Annie' },
    });
  });
});
