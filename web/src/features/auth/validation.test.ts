import { describe, expect, it } from 'vitest';
import { registerIncomplete, validateRegister, validateReset, type RegisterValues } from './validation.ts';

const good: RegisterValues = {
  username: 'alice',
  email: 'alice@example.com',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  inviteCode: '',
};

describe('register screen', () => {
  it('accepts good values', () => {
    expect(validateRegister(good, false)).toEqual({});
  });
  it('checks each field with its message key', () => {
    expect(validateRegister({ ...good, username: 'al' }, false).username).toBe('validation.usernameMin');
    expect(validateRegister({ ...good, email: 'alice@' }, false).email).toBe('validation.emailInvalid');
    expect(validateRegister({ ...good, password: 'Ab1', confirmPassword: 'Ab1' }, false).password).toBe(
      'password-rule:problems.tooShort',
    );
    expect(validateRegister({ ...good, password: 'SECRET123', confirmPassword: 'SECRET123' }, false).password).toBe(
      'password-rule:problems.noLowercase',
    );
    expect(validateRegister({ ...good, password: 'secret123', confirmPassword: 'secret123' }, false).password).toBe(
      'password-rule:problems.noUppercase',
    );
    expect(validateRegister({ ...good, password: 'SecretABC', confirmPassword: 'SecretABC' }, false).password).toBe(
      'password-rule:problems.noDigit',
    );
    expect(validateRegister({ ...good, confirmPassword: 'Secret124' }, false).confirmPassword).toBe(
      'validation.passwordsMismatch',
    );
  });
  it('requires the invite code only when invite-only', () => {
    expect(validateRegister(good, true).inviteCode).toBe('validation.inviteRequired');
    expect(validateRegister({ ...good, inviteCode: 'ABC' }, true)).toEqual({});
  });
  it('keeps the submit disabled while any shown field is empty', () => {
    expect(registerIncomplete(good, false)).toBe(false);
    expect(registerIncomplete(good, true)).toBe(true);
    expect(registerIncomplete({ ...good, username: '  ' }, false)).toBe(true);
    expect(registerIncomplete({ ...good, confirmPassword: '' }, false)).toBe(true);
  });
  it('checks the address by the rule the server checks', () => {
    expect(validateRegister({ ...good, email: ' a@b.co ' }, false)).toEqual({});
    for (const email of ['a b@c.de', 'ab.cd', 'a@b.c'])
      expect(validateRegister({ ...good, email }, false).email).toBe('validation.emailInvalid');
  });
});

describe('reset password screen', () => {
  it('requires both, equal, then the password rule in the words of every other screen', () => {
    expect(validateReset('', 'abcdef')).toBe('validation.fillAllFields');
    expect(validateReset('abcdef', 'abcdeg')).toBe('validation.passwordsMismatch');
    // A 5- and a 7-character password are told the same length: the rule's, not a screen's own.
    expect(validateReset('Abc12', 'Abc12')).toBe('password-rule:problems.tooShort');
    expect(validateReset('Abcde12', 'Abcde12')).toBe('password-rule:problems.tooShort');
    expect(validateReset('abcdefgh1', 'abcdefgh1')).toBe('password-rule:problems.noUppercase');
    expect(validateReset('ABCDEFGH1', 'ABCDEFGH1')).toBe('password-rule:problems.noLowercase');
    expect(validateReset('Abcdefghi', 'Abcdefghi')).toBe('password-rule:problems.noDigit');
    expect(validateReset('Abcdefgh1', 'Abcdefgh1')).toBeNull();
  });
  it('refuses a short password as the register screen does', () => {
    for (const password of ['Abc12', 'Abcde12'])
      expect(validateReset(password, password)).toBe(
        validateRegister({ ...good, password, confirmPassword: password }, false).password,
      );
  });
});
