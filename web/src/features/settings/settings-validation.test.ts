import { describe, expect, it } from 'vitest';
import {
  emailChanged,
  parseAllowedTypes,
  passwordFormIncomplete,
  validateDeleteAccount,
  validateMaxFileSize,
  validatePasswordChange,
  validateProfile,
} from './settings-validation.ts';

const profile = { displayName: 'Ada Lovelace', email: 'ada@example.com', avatarUrl: '', currentPassword: '' };

describe('validateProfile', () => {
  it('accepts a valid profile', () => {
    expect(validateProfile(profile, 'ada@example.com')).toEqual({});
  });
  it('requires a display name of 2 to 50 characters', () => {
    expect(validateProfile({ ...profile, displayName: '  ' }, 'ada@example.com').displayName).toBe(
      'validation.displayNameRequired',
    );
    expect(validateProfile({ ...profile, displayName: 'A' }, 'ada@example.com').displayName).toBe(
      'validation.displayNameMin',
    );
    expect(validateProfile({ ...profile, displayName: 'x'.repeat(51) }, 'ada@example.com').displayName).toBe(
      'validation.displayNameMax',
    );
    expect(validateProfile({ ...profile, displayName: 'x'.repeat(50) }, 'ada@example.com').displayName).toBeUndefined();
  });
  it('wants a valid e-mail and, for a new address, the current password', () => {
    expect(validateProfile({ ...profile, email: 'nope' }, 'ada@example.com').email).toBe('validation.emailInvalid');
    expect(validateProfile({ ...profile, email: 'new@example.com' }, 'ada@example.com').currentPassword).toBe(
      'validation.currentPasswordForEmail',
    );
    expect(validateProfile({ ...profile, email: 'ADA@example.com' }, 'ada@example.com')).toEqual({});
    expect(validateProfile({ ...profile, email: 'new@example.com', currentPassword: 'x' }, 'ada@example.com')).toEqual(
      {},
    );
  });
  it('wants an avatar URL to be a web address when given', () => {
    expect(validateProfile({ ...profile, avatarUrl: 'not a url' }, 'ada@example.com').avatarUrl).toBe(
      'validation.avatarUrl',
    );
    expect(validateProfile({ ...profile, avatarUrl: 'javascript:alert(1)' }, 'ada@example.com').avatarUrl).toBe(
      'validation.avatarUrl',
    );
    expect(validateProfile({ ...profile, avatarUrl: 'https://example.com/a.png' }, 'ada@example.com')).toEqual({});
  });
  it('tells a new mailbox from the same one spelt differently', () => {
    expect(emailChanged(' Ada@Example.com ', 'ada@example.com')).toBe(false);
    expect(emailChanged('bob@example.com', 'ada@example.com')).toBe(true);
  });
});

describe('validatePasswordChange', () => {
  const ok = { currentPassword: 'Old12345', newPassword: 'NewPass123', confirmPassword: 'NewPass123' };
  it('is incomplete unless all three fields are filled', () => {
    expect(passwordFormIncomplete({ ...ok, currentPassword: '' })).toBe(true);
    expect(passwordFormIncomplete(ok)).toBe(false);
  });
  it('checks match, length, the strict rule and difference, in that order', () => {
    expect(validatePasswordChange(ok)).toBeNull();
    expect(validatePasswordChange({ ...ok, confirmPassword: 'other' })).toBe('validation.passwordsMismatch');
    expect(validatePasswordChange({ ...ok, newPassword: 'Ab1', confirmPassword: 'Ab1' })).toBe(
      'password-rule:problems.tooShort',
    );
    expect(validatePasswordChange({ ...ok, newPassword: 'ABCDEFG1', confirmPassword: 'ABCDEFG1' })).toBe(
      'password-rule:problems.noLowercase',
    );
    expect(validatePasswordChange({ ...ok, newPassword: 'abcdefg1', confirmPassword: 'abcdefg1' })).toBe(
      'password-rule:problems.noUppercase',
    );
    expect(validatePasswordChange({ ...ok, newPassword: 'Abcdefgh', confirmPassword: 'Abcdefgh' })).toBe(
      'password-rule:problems.noDigit',
    );
    expect(
      validatePasswordChange({ currentPassword: 'Same1234', newPassword: 'Same1234', confirmPassword: 'Same1234' }),
    ).toBe('validation.passwordSame');
  });
});

describe('validateDeleteAccount', () => {
  it('wants DELETE exactly, the password, and the code when 2FA is on', () => {
    expect(validateDeleteAccount({ confirmation: 'delete', password: 'x', twoFactorCode: '' }, false)).toBe(
      'validation.typeDelete',
    );
    expect(validateDeleteAccount({ confirmation: 'DELETE', password: '', twoFactorCode: '' }, false)).toBe(
      'validation.passwordRequired',
    );
    expect(validateDeleteAccount({ confirmation: 'DELETE', password: 'x', twoFactorCode: '' }, false)).toBeNull();
    expect(validateDeleteAccount({ confirmation: 'DELETE', password: 'x', twoFactorCode: ' ' }, true)).toBe(
      'validation.codeRequired',
    );
    expect(validateDeleteAccount({ confirmation: 'DELETE', password: 'x', twoFactorCode: '123456' }, true)).toBeNull();
  });
});

describe('upload preferences', () => {
  it("takes a whole number of MB from 1 to the server's limit", () => {
    expect(validateMaxFileSize('100')).toBeNull();
    expect(validateMaxFileSize('1')).toBeNull();
    // The default MAX_UPLOAD_BYTES is a little over 100 MB.
    expect(validateMaxFileSize('101')).toBeNull();
    expect(validateMaxFileSize('0')).toBe('validation.maxFileSizeRange');
    expect(validateMaxFileSize('102')).toBe('validation.maxFileSizeRange');
    expect(validateMaxFileSize('3', { min: 1, max: 3 })).toBeNull();
    expect(validateMaxFileSize('4', { min: 1, max: 3 })).toBe('validation.maxFileSizeRange');
    // A server that takes 20 GB files widens the range to its limit.
    expect(validateMaxFileSize('20480', { min: 1, max: 20480 })).toBeNull();
    expect(validateMaxFileSize('20481', { min: 1, max: 20480 })).toBe('validation.maxFileSizeRange');
    expect(validateMaxFileSize('1.5')).toBe('validation.maxFileSizeNumber');
    expect(validateMaxFileSize('')).toBe('validation.maxFileSizeNumber');
  });
  it('reads a list of types and names the first bad one', () => {
    expect(parseAllowedTypes('image/*, application/pdf  video/mp4,image/*')).toEqual({
      types: ['image/*', 'application/pdf', 'video/mp4'],
      invalid: null,
    });
    expect(parseAllowedTypes('image/*, pdf').invalid).toBe('pdf');
  });
});
