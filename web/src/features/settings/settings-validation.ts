import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN } from '@vaultbox/common/constants.ts';
import { isEmailAddress } from '@vaultbox/common/rules/email-rule.ts';
import { maxFileSizePreferenceRange } from '@vaultbox/common/upload-rules.ts';
import { passwordProblemKey } from '../../lib/password-problem-keys.ts';

// The client checks of docs/product.md, Validation (Profile, Change password, Delete account, Max file size). Each
// answers i18n keys of the settings namespace, so the screens translate and the tests read plain keys. The password and
// e-mail rules are common's, the server's own.

export interface ProfileValues {
  displayName: string;
  email: string;
  avatarUrl: string;
  currentPassword: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Whether the form asks for a new address (another mailbox, not the same one spelt differently). */
export function emailChanged(email: string, current: string): boolean {
  return email.trim().toLowerCase() !== current.trim().toLowerCase();
}

/** The profile; a new address needs the current password too (the server's rule). */
export function validateProfile(values: ProfileValues, currentEmail: string): ProfileErrors {
  const errors: ProfileErrors = {};
  const name = values.displayName.trim();
  if (!name) errors.displayName = 'validation.displayNameRequired';
  else if (name.length < DISPLAY_NAME_MIN) errors.displayName = 'validation.displayNameMin';
  else if (name.length > DISPLAY_NAME_MAX) errors.displayName = 'validation.displayNameMax';
  if (!isEmailAddress(values.email)) errors.email = 'validation.emailInvalid';
  else if (emailChanged(values.email, currentEmail) && !values.currentPassword)
    errors.currentPassword = 'validation.currentPasswordForEmail';
  const avatar = values.avatarUrl.trim();
  if (avatar && !isUrl(avatar)) errors.avatarUrl = 'validation.avatarUrl';
  return errors;
}

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The button stays disabled unless all three fields are filled. */
export function passwordFormIncomplete(values: PasswordValues): boolean {
  return !values.currentPassword || !values.newPassword || !values.confirmPassword;
}

/** Change password (screen, then server): match, the password rule, not the current one. */
export function validatePasswordChange(values: PasswordValues): string | null {
  if (passwordFormIncomplete(values)) return 'validation.fillAllFields';
  if (values.newPassword !== values.confirmPassword) return 'validation.passwordsMismatch';
  const problem = passwordProblemKey(values.newPassword);
  if (problem) return problem;
  if (values.newPassword === values.currentPassword) return 'validation.passwordSame';
  return null;
}

export const DELETE_CONFIRMATION = 'DELETE';

export interface DeleteValues {
  confirmation: string;
  password: string;
  twoFactorCode: string;
}

/** Delete account: DELETE typed exactly and the password (and the code, when 2FA is on). */
export function validateDeleteAccount(values: DeleteValues, needsCode: boolean): string | null {
  if (values.confirmation !== DELETE_CONFIRMATION) return 'validation.typeDelete';
  if (!values.password) return 'validation.passwordRequired';
  if (needsCode && !values.twoFactorCode.trim()) return 'validation.codeRequired';
  return null;
}

/**
 * The max file size preference: a whole number of MB from 1 to the server's own limit (`range`, from
 * maxFileSizePreferenceRange with the server's MAX_UPLOAD_BYTES).
 */
export function validateMaxFileSize(
  raw: string,
  range: { min: number; max: number } = maxFileSizePreferenceRange(),
): string | null {
  const value = Number(raw.trim());
  if (!raw.trim() || !Number.isInteger(value)) return 'validation.maxFileSizeNumber';
  if (value < range.min || value > range.max) return 'validation.maxFileSizeRange';
  return null;
}

const TYPE_PATTERN = /^(\*|[\w.+-]+\/(\*|[\w.+-]+))$/;

/** 'image/*, application/pdf' -> the list, or the first entry that is not a type. */
export function parseAllowedTypes(text: string): { types: string[]; invalid: string | null } {
  const types = [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  return { types, invalid: types.find((type) => !TYPE_PATTERN.test(type)) ?? null };
}
