import { describe, expect, it } from 'vitest';
import { passwordScore, passwordStrength, strictPasswordProblem } from './password-strength.ts';

describe('password strength', () => {
  // SPEC §5: a point per rule; Weak up to 2, Medium up to 4, Strong above.
  it.each([
    ['', 0, 'Weak'],
    ['abc', 1, 'Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['Abcdefgh', 3, 'Medium'],
    ['Abcdefg1', 4, 'Medium'],
    ['Abcdefg1!', 5, 'Strong'],
    ['Abcdefg1!xyz', 6, 'Strong'],
  ])('scores %j %i: %s', (password, score, label) => {
    expect(passwordScore(password)).toBe(score);
    expect(passwordStrength(password)).toBe(label);
  });

  it.each([
    ['Ab1', 'Password must be at least 8 characters long'],
    ['ABCDEFG1', 'Password must contain at least one lowercase letter'],
    ['abcdefg1', 'Password must contain at least one uppercase letter'],
    ['Abcdefgh', 'Password must contain at least one number'],
    ['Abcdefg1', null],
  ])('names the first failing strict rule of %s: %s', (password, problem) => {
    expect(strictPasswordProblem(password)).toBe(problem);
  });
});
