import { PASSWORD_MIN, USERNAME_MIN } from '@vaultbox/common/constants.ts';

// Client checks of SPEC §5; each returns i18n keys so the screens translate and the tests read plain keys.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  inviteCode: string;
}

export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

/** The submit button stays disabled while any shown field is empty (SPEC §2 Register). */
export function registerIncomplete(values: RegisterValues, inviteOnly: boolean): boolean {
  const required = [values.username, values.email, values.password, values.confirmPassword];
  if (inviteOnly) required.push(values.inviteCode);
  return required.some((v) => v.trim().length === 0);
}

/** The service's stricter password rule beyond the length (SPEC §5), as an i18n key. */
export function passwordCompositionProblem(password: string): string | null {
  if (!/[a-z]/.test(password)) return 'validation.passwordLowercase';
  if (!/[A-Z]/.test(password)) return 'validation.passwordUppercase';
  if (!/\d/.test(password)) return 'validation.passwordNumber';
  return null;
}

export function validateRegister(values: RegisterValues, inviteOnly: boolean): RegisterErrors {
  const errors: RegisterErrors = {};
  if (values.username.trim().length < USERNAME_MIN) errors.username = 'validation.usernameMin';
  if (!isEmail(values.email)) errors.email = 'validation.emailInvalid';
  if (values.password.length < PASSWORD_MIN.register) errors.password = 'validation.passwordMin';
  else {
    const problem = passwordCompositionProblem(values.password);
    if (problem) errors.password = problem;
  }
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'validation.passwordsMismatch';
  if (inviteOnly && values.inviteCode.trim().length === 0) errors.inviteCode = 'validation.inviteRequired';
  return errors;
}

/**
 * SPEC §5 Reset password screen: all fields, 6 characters, equal; then the server's own rule (8 characters, a
 * lowercase and an uppercase letter, a number), which is stricter than the screen's 6, so that the screen never
 * sends what the server refuses. The first problem, as an i18n key.
 */
export function validateReset(password: string, confirm: string): string | null {
  if (!password || !confirm) return 'validation.fillAllFields';
  if (password.length < PASSWORD_MIN.reset) return 'validation.resetPasswordMin';
  if (password !== confirm) return 'validation.passwordsMismatch';
  if (password.length < PASSWORD_MIN.register) return 'validation.passwordMinLong';
  return passwordCompositionProblem(password);
}
