import { describe, expect, it } from 'vitest';
import { passwordScore, passwordStrength } from './password-strength.ts';

describe('password strength', () => {
  // A point per rule; Weak up to 2, Medium up to 4, Strong above (docs/product.md, Validation).
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
});
