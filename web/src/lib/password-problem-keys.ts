import { passwordProblems, type PasswordProblem } from '@vaultbox/common/rules/password-rule.ts';

/**
 * Common's password rule in the user's language, said once for every screen where a new password is chosen
 * (register, reset, Settings, Create User): the hint shown under the field before anything is typed, and the sentence
 * of each problem, both in the `password-rule` namespace (docs/product.md, Validation).
 */
export const PASSWORD_RULE_HINT_KEY = 'password-rule:hint';

export const PASSWORD_PROBLEM_KEYS = {
  too_short: 'password-rule:problems.tooShort',
  no_lowercase: 'password-rule:problems.noLowercase',
  no_uppercase: 'password-rule:problems.noUppercase',
  no_digit: 'password-rule:problems.noDigit',
} as const satisfies Record<PasswordProblem, string>;

export type PasswordProblemKey = (typeof PASSWORD_PROBLEM_KEYS)[PasswordProblem];

/** The first problem of a new password as its i18n key, or null when the server will take it. */
export function passwordProblemKey(password: string): PasswordProblemKey | null {
  const [first] = passwordProblems(password);
  return first ? PASSWORD_PROBLEM_KEYS[first] : null;
}
