import { PASSWORD_MIN, PASSWORD_STRENGTH_BONUS_LENGTH } from './constants.ts';

export type PasswordStrength = 'Weak' | 'Medium' | 'Strong';

/** SPEC §5: +1 each for length >= 8, lowercase, uppercase, digit, special; +1 for length >= 12. */
export function passwordScore(password: string): number {
  let score = 0;
  if (password.length >= PASSWORD_MIN.register) score++;
  if (/[a-z]/.test(password)) score++;
  if (/[A-Z]/.test(password)) score++;
  if (/\d/.test(password)) score++;
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

/** The service's stricter rule (register, change, reset): the first failing message, or null. */
export function strictPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN.register) return 'Password must be at least 8 characters long';
  if (!/[a-z]/.test(password)) return 'Password must contain at least one lowercase letter';
  if (!/[A-Z]/.test(password)) return 'Password must contain at least one uppercase letter';
  if (!/\d/.test(password)) return 'Password must contain at least one number';
  return null;
}
