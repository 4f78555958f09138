import { USERNAME_MIN } from '@vaultbox/common/constants.ts';
import { isEmailAddress } from '@vaultbox/common/rules/email-rule.ts';
import { passwordProblemKey } from '../../lib/password-problem-keys.ts';

// Client checks (docs/product.md, Validation); each returns i18n keys so the screens translate and the tests read plain
// keys. The password and e-mail rules are common's, the server's own.

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  inviteCode: string;
}

export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

/** The submit button stays disabled while any shown field is empty. */
export function registerIncomplete(values: RegisterValues, inviteOnly: boolean): boolean {
  const required = [values.username, values.email, values.password, values.confirmPassword];
  if (inviteOnly) required.push(values.inviteCode);
  return required.some((v) => v.trim().length === 0);
}

export function validateRegister(values: RegisterValues, inviteOnly: boolean): RegisterErrors {
  const errors: RegisterErrors = {};
  if (values.username.trim().length < USERNAME_MIN) errors.username = 'validation.usernameMin';
  if (!isEmailAddress(values.email)) errors.email = 'validation.emailInvalid';
  const passwordProblem = passwordProblemKey(values.password);
  if (passwordProblem) errors.password = passwordProblem;
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'validation.passwordsMismatch';
  if (inviteOnly && values.inviteCode.trim().length === 0) errors.inviteCode = 'validation.inviteRequired';
  return errors;
}

/**
 * The reset password screen: both fields, equal, then the password rule in the same words as every other screen
 * where a password is chosen (docs/product.md, Validation). The first problem, as an i18n key.
 */
export function validateReset(password: string, confirm: string): string | null {
  if (!password || !confirm) return 'validation.fillAllFields';
  if (password !== confirm) return 'validation.passwordsMismatch';
  return passwordProblemKey(password);
}
