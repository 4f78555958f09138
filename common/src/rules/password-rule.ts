import { PASSWORD_MIN } from '../constants.ts';

/**
 * The rule every new password meets (register, change, reset, a user the owner creates, OWNER_PASSWORD): what it
 * breaks, as codes in the order they are told. The server's schemas say them in English (below), the web in the
 * user's language, each through its own table, so the rule itself is written here alone.
 */
export const PASSWORD_PROBLEMS = ['too_short', 'no_lowercase', 'no_uppercase', 'no_digit'] as const;
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];

const breaks: Record<PasswordProblem, (password: string) => boolean> = {
  too_short: (password) => password.length < PASSWORD_MIN.register,
  no_lowercase: (password) => !/[a-z]/.test(password),
  no_uppercase: (password) => !/[A-Z]/.test(password),
  no_digit: (password) => !/\d/.test(password),
};

/** Every part of the rule the password breaks, first to tell first; empty when it passes. */
export function passwordProblems(password: string): PasswordProblem[] {
  return PASSWORD_PROBLEMS.filter((problem) => breaks[problem](password));
}

/** The server's sentence for each problem (the web has its own keys). */
export const PASSWORD_PROBLEM_SENTENCES: Record<PasswordProblem, string> = {
  too_short: `Password must be at least ${PASSWORD_MIN.register} characters long`,
  no_lowercase: 'Password must contain at least one lowercase letter',
  no_uppercase: 'Password must contain at least one uppercase letter',
  no_digit: 'Password must contain at least one number',
};

/** The first problem as the server's sentence, or null when the password passes. */
export function strictPasswordProblem(password: string): string | null {
  const [first] = passwordProblems(password);
  return first ? PASSWORD_PROBLEM_SENTENCES[first] : null;
}
