import { DEFAULT_STORAGE_LIMIT, GIB, MAX_STORAGE_LIMIT, type Role, type Tier } from '@vaultbox/common/constants.ts';
import { isEmailAddress } from '@vaultbox/common/rules/email-rule.ts';
import type { AdminUser, CreateUserPayload, UpdateUserRequest } from '@vaultbox/common/schemas/admin.ts';
import { passwordProblemKey, type PasswordProblemKey } from '../../lib/password-problem-keys.ts';

// Create User and Edit User: the forms' rules and the payloads they send. The storage slider moves in whole
// GB (1 GB to 1 TB); the API takes bytes.

export const STORAGE_SLIDER = { min: 1, max: MAX_STORAGE_LIMIT / GIB, step: 1 } as const;

/** Bytes to the slider's GB, rounded and kept within 1 GB to 1 TB. */
export function bytesToSliderGb(bytes: number): number {
  const gb = Math.round(bytes / GIB);
  return Math.min(STORAGE_SLIDER.max, Math.max(STORAGE_SLIDER.min, gb));
}

export function gbToBytes(gb: number): number {
  return Math.round(gb) * GIB;
}

export interface UserForm {
  username: string;
  email: string;
  password: string;
  displayName: string;
  role: Role;
  tier: Tier;
  /** The slider's value, in GB. */
  storageGb: number;
  /** False until the slider moves: an edit leaves a limit that is not a whole GB as it is. */
  storageTouched: boolean;
  isActive: boolean;
}

export const emptyUserForm: UserForm = {
  username: '',
  email: '',
  password: '',
  displayName: '',
  role: 'user',
  tier: 'free',
  storageGb: bytesToSliderGb(DEFAULT_STORAGE_LIMIT),
  storageTouched: false,
  isActive: true,
};

export function editFormOf(user: AdminUser): UserForm {
  return {
    username: user.username,
    email: user.email,
    password: '',
    displayName: user.displayName ?? '',
    role: user.role,
    tier: user.tier,
    storageGb: bytesToSliderGb(user.storageLimit),
    storageTouched: false,
    isActive: user.isActive,
  };
}

/** i18n keys (admin namespace) of what is wrong with a user form. */
export type UserFormError =
  'users.errors.createRequired' | 'users.errors.editRequired' | PasswordProblemKey | 'users.errors.emailInvalid';

export function buildCreateUserPayload(
  form: UserForm,
): { ok: true; payload: CreateUserPayload } | { ok: false; error: UserFormError } {
  const username = form.username.trim();
  const email = form.email.trim();
  if (!username || !email || !form.password) return { ok: false, error: 'users.errors.createRequired' };
  // The whole password rule, in the words of every screen where a password is chosen (docs/product.md, Validation).
  const passwordProblem = passwordProblemKey(form.password);
  if (passwordProblem) return { ok: false, error: passwordProblem };
  if (!isEmailAddress(email)) return { ok: false, error: 'users.errors.emailInvalid' };
  const displayName = form.displayName.trim();
  return {
    ok: true,
    payload: {
      username,
      email,
      password: form.password,
      role: form.role,
      tier: form.tier,
      storageLimit: gbToBytes(form.storageGb),
      ...(displayName ? { displayName } : {}),
    },
  };
}

/** Only what changed is sent; an empty payload means there is nothing to save. */
export function buildUpdateUserPayload(
  user: AdminUser,
  form: UserForm,
): { ok: true; payload: UpdateUserRequest } | { ok: false; error: UserFormError } {
  const username = form.username.trim();
  const email = form.email.trim();
  if (!username || !email) return { ok: false, error: 'users.errors.editRequired' };
  if (!isEmailAddress(email)) return { ok: false, error: 'users.errors.emailInvalid' };
  const payload: UpdateUserRequest = {};
  if (username !== user.username) payload.username = username;
  if (email !== user.email) payload.email = email;
  const displayName = form.displayName.trim();
  if (displayName !== (user.displayName ?? '')) payload.displayName = displayName === '' ? null : displayName;
  if (form.role !== user.role) payload.role = form.role;
  if (form.tier !== user.tier) payload.tier = form.tier;
  const storageLimit = gbToBytes(form.storageGb);
  if (form.storageTouched && storageLimit !== user.storageLimit) payload.storageLimit = storageLimit;
  if (form.isActive !== user.isActive) payload.isActive = form.isActive;
  return { ok: true, payload };
}
