import { describe, expect, it } from 'vitest';
import { passwordScore, passwordStrength, strictPasswordProblem } from './password-strength.ts';

describe('password strength', () => {
  it('scores each rule of SPEC §5', () => {
    expect(passwordScore('')).toBe(0);
    expect(passwordScore('abcdefgh')).toBe(2);
    expect(passwordScore('Abcdefg1!')).toBe(5);
    expect(passwordScore('Abcdefg1!xyz')).toBe(6);
  });
  it('labels Weak up to 2, Medium up to 4, Strong above', () => {
    expect(passwordStrength('abc')).toBe('Weak');
    expect(passwordStrength('Abcdefg1')).toBe('Medium');
    expect(passwordStrength('Abcdefg1!')).toBe('Strong');
  });
  it('names the first failing strict rule', () => {
    expect(strictPasswordProblem('Ab1')).toBe('Password must be at least 8 characters long');
    expect(strictPasswordProblem('ABCDEFG1')).toBe('Password must contain at least one lowercase letter');
    expect(strictPasswordProblem('abcdefg1')).toBe('Password must contain at least one uppercase letter');
    expect(strictPasswordProblem('Abcdefgh')).toBe('Password must contain at least one number');
    expect(strictPasswordProblem('Abcdefg1')).toBeNull();
  });
});
