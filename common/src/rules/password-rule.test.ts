import { describe, expect, it } from 'vitest';
import { passwordProblems, strictPasswordProblem } from './password-rule.ts';

describe('the password rule', () => {
  it.each([
    ['', ['too_short', 'no_lowercase', 'no_uppercase', 'no_digit']],
    ['Ab1', ['too_short']],
    ['ABCDEFG1', ['no_lowercase']],
    ['abcdefg1', ['no_uppercase']],
    ['Abcdefgh', ['no_digit']],
    ['abcdefgh', ['no_uppercase', 'no_digit']],
    ['Abcdefg1', []],
  ])('finds what %j breaks: %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });

  it.each([
    ['Ab1', 'Password must be at least 8 characters long'],
    ['ABCDEFG1', 'Password must contain at least one lowercase letter'],
    ['abcdefg1', 'Password must contain at least one uppercase letter'],
    ['Abcdefgh', 'Password must contain at least one number'],
    ['abc', 'Password must be at least 8 characters long'],
    ['Abcdefg1', null],
  ])('tells the first problem of %s as the server says it: %s', (password, sentence) => {
    expect(strictPasswordProblem(password)).toBe(sentence);
  });
});
