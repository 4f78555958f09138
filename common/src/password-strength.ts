import { PASSWORD_STRENGTH_BONUS_LENGTH } from './constants.ts';
import { PASSWORD_PROBLEMS, passwordProblems } from './rules/password-rule.ts';

export type PasswordStrength = 'Weak' | 'Medium' | 'Strong';

/**
 * The meter's score: +1 each for length >= 8, lowercase, uppercase, digit, special; +1 for length >= 12. The first four
 * are the parts of the password rule, so the meter and the rule cannot disagree.
 */
export function passwordScore(password: string): number {
  let score = PASSWORD_PROBLEMS.length - passwordProblems(password).length;
  if (/[^A-Za-z0-9]/.test(password)) score++;
  if (password.length >= PASSWORD_STRENGTH_BONUS_LENGTH) score++;
  return score;
}

export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  if (score <= 2) return 'Weak';
  if (score <= 4) return 'Medium';
  return 'Strong';
}
