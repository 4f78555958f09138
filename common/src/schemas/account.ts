import { z } from 'zod';
import { PASSWORD_MAX } from '../constants.ts';
import { CATEGORIES } from '../media-category.ts';
import { newPasswordField } from './auth.ts';
import { dataResponse, successResponse, textField } from './common.ts';

// The signed-in user's account calls beyond the profile: password, deletion, the e-mail change link, storage.

const currentPasswordField = textField('Current password')
  .min(1, 'Current password is required')
  .max(PASSWORD_MAX, 'Password is too long');

export const changePasswordRequest = z.strictObject({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** A TOTP code (6 digits) or a backup code; spaces and dashes are ignored. */
export const twoFactorCodeField = textField('Two-factor code')
  .trim()
  .min(1, 'Two-factor code is required')
  .max(64, 'Two-factor code is too long');

export const deleteAccountRequest = z.strictObject({
  password: textField('Password').min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
  twoFactorCode: twoFactorCodeField.optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

export const emailChangeTokenRequest = z.strictObject({
  token: textField('Token').trim().min(1, 'Token is required').max(200, 'Token is too long'),
});

export const emailChangedResponse = successResponse({
  message: z.string(),
  email: z.string(),
});
export type EmailChangedResponse = z.infer<typeof emailChangedResponse>;

const categoryUsage = z.object({ bytes: z.number(), count: z.number() });

/** GET /user/storage-breakdown: bytes and file counts per category, every category present. */
export const storageBreakdownResponse = dataResponse({
  categories: z.record(z.enum(CATEGORIES), categoryUsage),
  totalBytes: z.number(),
  totalFiles: z.number(),
});
export type StorageBreakdownResponse = z.infer<typeof storageBreakdownResponse>;

export const recalculateStorageResponse = successResponse({
  message: z.string(),
  data: z.object({ storageUsed: z.number(), storageLimit: z.number(), previous: z.number() }),
});
export type RecalculateStorageResponse = z.infer<typeof recalculateStorageResponse>;
