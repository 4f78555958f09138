import { z } from 'zod';
import { ACTIVITY_PAGE_SIZE, PASSWORD_MAX } from '../constants.ts';
import { successResponse, textField } from './common.ts';
import { pageParams, paginatedResponse } from './paging.ts';

// Two-factor set-up, the sessions list and the account's activity list (docs/product.md, Calls: Account).

export const BACKUP_CODE_COUNT = 10;

export const twoFactorSetupResponse = successResponse({
  /** Base32, for typing into an authenticator app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR image: a data URL (PNG). */
  qrCode: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponse>;

export const twoFactorConfirmRequest = z.strictObject({
  token: textField('Code').trim().min(1, 'Code is required').max(64, 'Code is too long'),
});

export const passwordOnlyRequest = z.strictObject({
  password: textField('Password').min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
});

export const backupCodesResponse = successResponse({
  message: z.string(),
  /** Shown once: only their hashes are kept. */
  backupCodes: z.array(z.string()),
});
export type BackupCodesResponse = z.infer<typeof backupCodesResponse>;

export const sessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

export const sessionsResponse = successResponse({ sessions: z.array(sessionSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponse>;

export const sessionIdParams = z.strictObject({ id: z.string().min(1).max(100) });

export const revokedSessionsResponse = successResponse({
  message: z.string(),
  revoked: z.number(),
});
export type RevokedSessionsResponse = z.infer<typeof revokedSessionsResponse>;

export const activityQuery = z.object(pageParams(ACTIVITY_PAGE_SIZE));
export type ActivityQuery = z.infer<typeof activityQuery>;

export const activitySchema = z.object({
  id: z.string(),
  action: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type ActivityEntry = z.infer<typeof activitySchema>;

export const activityResponse = paginatedResponse('activities', activitySchema);
export type ActivityResponse = z.infer<typeof activityResponse>;
