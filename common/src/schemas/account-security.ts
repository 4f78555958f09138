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

/**
 * Every kind of activity entry (docs/product.md, Activity), written once: the server records only these, and the web
 * has a sentence for each. `details` names the item where there is one: `name` of the file (upload; media_delete and
 * share_create, share_delete when one), `count` (media_delete, share_delete, session_revoked's `others`, export's
 * `files`), `username` and the new `to` role of the account an administrator acted on (admin_*, beside
 * `targetUserId`), `code` (invite_*), `enabled` (maintenance_change), `to` (email_change*); never a secret. The list's
 * `action` stays a string: an older or newer server may send a kind this list does not know.
 */
export const ACTIVITY_ACTIONS = [
  'login',
  'login_failed',
  'logout',
  'register',
  'activate',
  'password_reset_requested',
  'password_reset',
  'profile_update',
  'password_change',
  'email_change_requested',
  'email_change',
  'avatar_update',
  'two_factor_enabled',
  'two_factor_disabled',
  'backup_codes_regenerated',
  // An administrator turned the account's two-factor off (the administrator's own entry names the account).
  'two_factor_cleared',
  'session_revoked',
  // A passkey added or removed (docs/product.md, Passkeys): its `name`. A sign-in by passkey is a `login` whose
  // `method` is 'passkey'.
  'passkey_add',
  'passkey_remove',
  // A personal API token made or revoked (docs/product.md, API tokens): `name` and `scopes`; revoking all: `count`.
  'api_token_create',
  'api_token_revoke',
  'upload',
  'media_delete',
  'share_create',
  'share_delete',
  // Extended by 7 days through the link of an expiry reminder: `name` of the file, `to` the new expiry.
  'share_extend',
  'export',
  // What an admin or the owner did: the entry is the actor's, naming the target by id and username.
  'admin_user_create',
  'admin_user_update',
  'admin_user_role_change',
  'admin_user_password_reset',
  'admin_user_two_factor_clear',
  'admin_user_delete',
  'invite_create',
  'invite_activate',
  'invite_deactivate',
  'invite_delete',
  'maintenance_change',
  // Single sign-on: an identity of `provider` linked to or unlinked from the account (docs/security.md, Single sign-on).
  'oidc_link',
  'oidc_unlink',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const activitySchema = z.object({
  id: z.string(),
  /** One of ACTIVITY_ACTIONS from this server; any string from another version. */
  action: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type ActivityEntry = z.infer<typeof activitySchema>;

export const activityResponse = paginatedResponse('activities', activitySchema);
export type ActivityResponse = z.infer<typeof activityResponse>;
