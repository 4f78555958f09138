import type { Generated } from 'kysely';

// Accounts: users, their sessions, mailed tokens, backup codes and invite codes. (Row conventions: server/src/db/tables.ts.)

export interface UsersTable {
  id: string;
  email: string;
  email_lower: string;
  username: string;
  username_lower: string;
  password_hash: string;
  display_name: string | null;
  role: string;
  tier: string;
  storage_used: Generated<number>;
  storage_limit: Generated<number>;
  avatar: string | null;
  is_active: boolean;
  /** Set once the activation link was used (or the account was created active); null means "not activated yet". */
  activated_at: string | null;
  preferences: string;
  wrapped_key: string;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
  /** An address waiting for its mailed confirmation link; the account keeps `email` until then. */
  pending_email: Generated<string | null>;
  /** The blob of an uploaded avatar, sealed with its own key (avatar_wrapped_key, wrapped by the user key). */
  avatar_key: Generated<string | null>;
  avatar_wrapped_key: Generated<string | null>;
  /** The TOTP secret, sealed; set from the start of the set-up, in force once two_factor_enabled_at is set. */
  two_factor_secret: Generated<string | null>;
  two_factor_enabled_at: Generated<string | null>;
  /** The last TOTP time step accepted: a code is good once. */
  two_factor_last_step: Generated<number | null>;
  /**
   * Bytes of the quota that uploads not yet charged hold: unfinished resumable uploads and, since migration 0018,
   * multipart uploads in flight (quota_holds); and how many unfinished resumable uploads there are.
   */
  upload_reserved: Generated<number>;
  uploads_open: Generated<number>;
  /** A few words about the user, on the public profile page (migration 0022); null: none. */
  bio: Generated<string | null>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  refresh_hash: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** The refresh token this session last rotated away from (hashed), and when: reuse detection. */
  previous_refresh_hash: string | null;
  rotated_at: string | null;
}

export type MailTokenKind = 'activation' | 'reset' | 'email_change';

export interface MailTokensTable {
  id: string;
  user_id: string;
  kind: MailTokenKind;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface BackupCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface InviteCodesTable {
  id: string;
  code: string;
  description: string | null;
  is_active: boolean;
  expires_at: string | null;
  max_uses: number | null;
  current_uses: Generated<number>;
  created_by: string | null;
  created_at: string;
  /** The code upper-cased without dashes: codes are unique by it (migrations/0004). */
  code_key: string;
  /** Set when deleted: the code is kept for its uses' history but never listed or redeemed again. */
  deleted_at: string | null;
}

/** One registration with a code; user_id becomes null when that account is deleted (its e-mail is never copied). */
export interface InviteCodeUsesTable {
  id: string;
  invite_code_id: string;
  user_id: string | null;
  used_at: string;
}
