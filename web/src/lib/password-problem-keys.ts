import { passwordProblems, type PasswordProblem } from '@vaultbox/common/rules/password-rule.ts';

/**
 * The i18n key of each problem of common's password rule. The sign-up and reset screens (default namespace) and
 * Settings (settings namespace) hold the same keys, each in its own words.
 */
export const PASSWORD_PROBLEM_KEYS: Record<PasswordProblem, string> = {
  too_short: 'validation.passwordMin',
  no_lowercase: 'validation.passwordLowercase',
  no_uppercase: 'validation.passwordUppercase',
  no_digit: 'validation.passwordNumber',
};

/** The first problem of a new password as its i18n key, or null when the server will take it. */
export function passwordProblemKey(password: string): string | null {
  const [first] = passwordProblems(password);
  return first ? PASSWORD_PROBLEM_KEYS[first] : null;
}
