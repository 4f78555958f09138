import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

// Row types shared by both dialects. Times are ISO-8601 UTC strings (they sort as text), booleans are 0/1
// integers (SQLite has no boolean), byte counts are bigint columns read back as JS numbers.

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

/** Instance-wide settings by key (maintenance mode), shared by every process. */
export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface ActivityLogTable {
  id: string;
  user_id: string | null;
  action: string;
  ip: string | null;
  user_agent: string | null;
  details: string | null;
  created_at: string;
}

export type StorageFormat = 'encrypted' | 'plain';
export type ThumbnailStateValue = 'pending' | 'ready' | 'failed' | 'none';
export type PreviewStateValue = 'none' | 'pending' | 'ready' | 'failed';

export interface MediaFilesTable {
  id: string;
  user_id: string;
  title: string;
  description: string;
  original_name: string;
  mime_type: string;
  category: string;
  size: number;
  /** JSON array of strings. */
  tags: string;
  is_public: boolean;
  storage_key: string;
  storage_format: StorageFormat;
  /** The file key wrapped by the user key (base64); null for plain storage. */
  wrapped_key: string | null;
  /** No longer written: '' since decision 0006 (the SHA-256 of the plaintext for files uploaded before it). */
  sha256: string;
  width: number | null;
  height: number | null;
  duration: number | null;
  view_count: Generated<number>;
  download_count: Generated<number>;
  thumbnail_state: ThumbnailStateValue;
  thumbnail_error: string | null;
  /** The browser-viewable copy (migration 0012): HEIC -> WebP, foreign video -> H.264 MP4. */
  preview_state: Generated<PreviewStateValue>;
  preview_mime_type: string | null;
  preview_size: number | null;
  preview_error: string | null;
  /** Plaintext size of the copy without location and camera data that shares serve; null until it is made. */
  stripped_size: number | null;
  /** Why that copy could not be made (migration 0016): shares asking for it answer 422; null otherwise. */
  stripped_error: string | null;
  /** Came through a file request and its owner has not opened it yet (migration 0026). */
  from_request_unseen: Generated<boolean>;
  /** The capture date as written in the file, `YYYY-MM-DDTHH:MM:SS` (migration 0031); null when it carries none. */
  taken_at: string | null;
  created_at: string;
  updated_at: string;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** Per user and category, kept by triggers (migration 0008): what the pager and the dashboard read instead of counting. */
export interface MediaStatsTable {
  user_id: string;
  category: string;
  files: number;
  bytes: number;
  views: number;
  downloads: number;
  /** Bumped by every change that can move a file in a sort order: the library's version. */
  changes: number;
}

/** Per user and month (`YYYY-MM`) the images and videos on the Photos timeline, kept by triggers (migration 0031). */
export interface TimelineMonthsTable {
  user_id: string;
  month: string;
  files: number;
}

/** Per user, kept by triggers (migration 0010): the share figures without counting the shares. */
export interface ShareStatsTable {
  user_id: string;
  shares: number;
  /** Switched on with both limits unreached; expiry is checked at read time. */
  live: number;
  views: number;
  downloads: number;
}

export interface JobsTable {
  id: string;
  kind: string;
  /** JSON. */
  payload: string;
  state: JobState;
  attempts: Generated<number>;
  run_after: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  /** The user whose work it is ('' for work of no user): runners take turns between owners (migration 0019). */
  owner_id: Generated<string>;
  /** Set when claimed: one more than the last claim's, so an owner's latest says how long they have waited. */
  claim_turn: number | null;
}

export interface SharesTable {
  id: string;
  user_id: string;
  /** The shared file of a 'file' link; null for album and selection links (migration 0025). */
  media_id: string | null;
  slug: string;
  /** argon2id; null when the share is open. */
  password_hash: string | null;
  expires_at: string | null;
  max_views: number | null;
  current_views: Generated<number>;
  max_downloads: number | null;
  current_downloads: Generated<number>;
  allow_embedding: boolean;
  /** 0/1: public routes serve the copy without location and camera data. */
  strip_metadata: boolean;
  is_active: boolean;
  created_at: string;
  updated_at: string;
  /** More distinct visitors than this within an hour alert the owner (migration 0020); null: never. */
  leak_alert_visitors: Generated<number | null>;
  /** 0/1: the leak alert also pauses the link. */
  leak_auto_pause: Generated<boolean>;
  /** 0/1: paused by its leak alert (is_active 0): the public routes answer SHARE_PAUSED until it is turned on again. */
  paused_by_leak: Generated<boolean>;
  /** When the leak alert last went out: at most once an hour. */
  leak_alerted_at: Generated<string | null>;
  /** The expiry its owner was last reminded of (migration 0023); null: none yet. */
  expiry_reminded_for: Generated<string | null>;
  /** 'file', 'album' or 'selection' (migration 0025, docs/product.md, Multi-file shares). */
  kind: Generated<'file' | 'album' | 'selection'>;
  /** The album of an 'album' link: the link ends with the album. */
  album_id: Generated<string | null>;
  /** A selection's page title. */
  title: Generated<string | null>;
  /** How many addresses the link is bound to (migration 0027, docs/product.md, Recipient-verified links); 0: none. */
  recipient_count: Generated<number>;
}

/** A selection link's files, in the order chosen (migration 0025). */
export interface ShareItemsTable {
  share_id: string;
  media_id: string;
  position: number;
}

/** An address a recipient-verified link is bound to (migration 0027): as typed, and lower-cased as its key. */
export interface ShareRecipientsTable {
  share_id: string;
  email_key: string;
  email: string;
  position: number;
}

/** The one live code of a (link, address): its HMAC, expiry, wrong guesses and when it was spent (migration 0027). */
export interface ShareCodesTable {
  share_id: string;
  email_key: string;
  code_hash: string;
  expires_at: string;
  attempts: Generated<number>;
  used_at: string | null;
}

/** One counted event of a share's public routes (migration 0020); the visitor columns are null with analytics off. */
export interface ShareAccessLogTable {
  id: string;
  user_id: string;
  share_id: string;
  at: string;
  event: string;
  network: string | null;
  browser: string | null;
  os: string | null;
  device: string | null;
  recipient: string | null;
}

/** When a visitor (hash of address and user agent) last opened a share: the leak alert's count, pruned in hours. */
export interface ShareRecentVisitorsTable {
  share_id: string;
  visitor: string;
  seen_at: string;
}

/** Failures under one key in a fixed window (see migrations/0006). */
export interface AttemptCountersTable {
  key: string;
  count: number;
  window_ends_at: string;
}

/** Until when a visitor's grant-less reads of a share are already paid for by one view. */
export interface ShareViewWindowsTable {
  share_id: string;
  visitor: string;
  ends_at: string;
}

/** An unfinished (or just finished) resumable upload: see migration 0011. */
/** The quota a multipart upload in flight holds (migration 0018), counted in users.upload_reserved. */
export interface QuotaHoldsTable {
  id: string;
  user_id: string;
  bytes: number;
  /** Its instance renews it while the upload runs; once past, the hold lapsed (the instance died). */
  lease_until: string;
}

export interface ResumableUploadsTable {
  id: string;
  user_id: string;
  /** The id the media row will have; the file key and every chunk are bound to it. */
  media_id: string;
  temp_id: string;
  length: number;
  /** The file key wrapped by the user key (base64); null when the user stores files plain. */
  wrapped_key: string | null;
  /** JSON: the file name and the fields of the upload form. */
  metadata: string;
  /** base64 of the sealed tail (encrypted uploads). */
  sealed_tail: string | null;
  /** Set in the transaction that created the media row: completion happened once. */
  completed_at: string | null;
  created_at: string;
  /** Last time bytes arrived: an unfinished upload expires 24 h after it. */
  updated_at: string;
  /** The request writing it now, on whichever instance (migration 0013), and until when its lease holds. */
  lease_owner: string | null;
  lease_until: string | null;
  /** 0/1: another request wants the upload; its writer stops and lets go. */
  stop_asked: Generated<number>;
  /** A visitor's upload through a file request (migration 0026): the request, and the hash of the visitor's token. */
  request_id: Generated<string | null>;
  visitor_hash: Generated<string | null>;
}

/** One entry of a user's notifications (migration 0021): grouped entries are one per group and clock hour. */
export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: string;
  /** JSON: the kind's facts (common/schemas/notifications.ts), without `count`, kept in its own column. */
  facts: string;
  link: string;
  group_key: string | null;
  /** The clock hour (UTC) of a grouped entry: '2026-01-31T14'. */
  group_hour: string | null;
  count: Generated<number>;
  created_at: string;
  updated_at: string;
  read_at: string | null;
  /** When this entry went out in a mail (a grouped entry's hourly digest): never mailed twice. */
  mailed_at: string | null;
}

/** A browser that receives the user's notifications by Web Push (migration 0021). */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

/** The storage level (80 or 95 %) a user was last warned of; no row or 0: below both (migration 0021). */
export interface StorageAlertLevelsTable {
  user_id: string;
  level: number;
}

/** A processed file of an upload batch not yet announced by uploads_finished (migration 0021). */
export interface UploadBatchFilesTable {
  id: string;
  user_id: string;
  media_id: string;
  name: string;
  processing_failed: boolean;
  created_at: string;
}

export type AlbumSortOrder = 'manual' | 'date';

/** A user's album (migration 0024); file_count and total_size are kept by triggers on album_files. */
export interface AlbumsTable {
  id: string;
  user_id: string;
  name: string;
  description: Generated<string>;
  sort_order: AlbumSortOrder;
  /** The file the owner chose to stand for the album; null: its first file. Set to null when that file goes. */
  cover_media_id: string | null;
  /** The file request that fills this album (docs/product.md, File requests); null for albums the owner made. */
  file_request_id: string | null;
  file_count: Generated<number>;
  total_size: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A file in an album: its manual position, and its size copied for the album's total (migration 0024). */
export interface AlbumFilesTable {
  album_id: string;
  media_id: string;
  user_id: string;
  position: number;
  size: number;
  added_at: string;
}

/** A file request link (migration 0026, docs/product.md, File requests). */
export interface FileRequestsTable {
  id: string;
  user_id: string;
  slug: string;
  title: string;
  message: string;
  password_hash: string | null;
  expires_at: string | null;
  max_files: number | null;
  max_total_size: number | null;
  /** JSON array of the allowed categories; empty: any. */
  allowed_types: string;
  require_name: boolean;
  show_uploads: boolean;
  is_active: boolean;
  album_id: string | null;
  /** What the link has admitted: uploads begun and not abandoned, and their declared lengths. */
  files_taken: Generated<number>;
  bytes_taken: Generated<number>;
  /** When the owner last read the request's uploads. */
  last_seen_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A file that arrived through a file request: who sent it, from where (coarse), bound to their token's hash. */
export interface FileRequestUploadsTable {
  id: string;
  request_id: string;
  media_id: string;
  uploader_name: string | null;
  visitor_hash: string;
  address: string | null;
  created_at: string;
}

/** A user's passkey: one WebAuthn credential (migration 0030, docs/security.md, Passkeys). */
export interface PasskeysTable {
  id: string;
  user_id: string;
  /** base64url, unique across accounts: a discoverable sign-in finds the account by it. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The last signature counter accepted; a later one must be above it (when either is non-zero). */
  counter: number;
  /** JSON array of the transports the browser reported. */
  transports: string;
  device_type: string;
  backed_up: boolean;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** The challenge of one WebAuthn ceremony: spent by the DELETE that reads it; user_id null for a sign-in. */
export interface WebauthnChallengesTable {
  id: string;
  challenge: string;
  user_id: string | null;
  expires_at: string;
}

/** A personal API token (migration 0028, docs/security.md, API tokens): its hash only, never the secret. */
export interface ApiTokensTable {
  id: string;
  user_id: string;
  name: string;
  token_hash: string;
  /** The token's first characters, its prefix included: how its owner tells it apart. */
  hint: string;
  /** JSON array of its scopes. */
  scopes: string;
  created_at: string;
  /** Null: never expires. */
  expires_at: string | null;
  last_used_at: string | null;
  /** Coarse: IPv4 with its last part 0, IPv6 cut to its /64. */
  last_used_address: string | null;
}

/** An account's identity at an OpenID Connect provider (migration 0029, docs/security.md, Single sign-on). */
export interface UserIdentitiesTable {
  id: string;
  user_id: string;
  issuer: string;
  subject: string;
  email: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** A started single sign-on: what the callback checks, under the hash of the browser's flow cookie. */
export interface OidcFlowsTable {
  id: string;
  state: string;
  nonce: string;
  code_verifier: string;
  link_user_id: string | null;
  expires_at: string;
}

/** What a callback left for the web app to finish, under the hash of its one-time ticket. */
export interface OidcTicketsTable {
  id: string;
  kind: 'session' | 'link' | 'register';
  user_id: string | null;
  issuer: string;
  subject: string;
  email: string;
  username: string;
  /** What the role claim says (admin or user), or null when no role claim is configured. */
  role: string | null;
  attempts: Generated<number>;
  expires_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  mail_tokens: MailTokensTable;
  backup_codes: BackupCodesTable;
  invite_codes: InviteCodesTable;
  invite_code_uses: InviteCodeUsesTable;
  app_settings: AppSettingsTable;
  activity_log: ActivityLogTable;
  media_stats: MediaStatsTable;
  share_stats: ShareStatsTable;
  media_files: MediaFilesTable;
  timeline_months: TimelineMonthsTable;
  jobs: JobsTable;
  shares: SharesTable;
  share_items: ShareItemsTable;
  share_recipients: ShareRecipientsTable;
  share_codes: ShareCodesTable;
  attempt_counters: AttemptCountersTable;
  share_view_windows: ShareViewWindowsTable;
  share_access_log: ShareAccessLogTable;
  share_recent_visitors: ShareRecentVisitorsTable;
  resumable_uploads: ResumableUploadsTable;
  quota_holds: QuotaHoldsTable;
  notifications: NotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  storage_alert_levels: StorageAlertLevelsTable;
  upload_batch_files: UploadBatchFilesTable;
  albums: AlbumsTable;
  album_files: AlbumFilesTable;
  file_requests: FileRequestsTable;
  file_request_uploads: FileRequestUploadsTable;
  user_identities: UserIdentitiesTable;
  oidc_flows: OidcFlowsTable;
  oidc_tickets: OidcTicketsTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ApiTokenRow = Selectable<ApiTokensTable>;
export type MailTokenRow = Selectable<MailTokensTable>;
export type ActivityLogRow = Selectable<ActivityLogTable>;
export type InviteCodeRow = Selectable<InviteCodesTable>;
export type MediaFileRow = Selectable<MediaFilesTable>;
export type NewMediaFileRow = Insertable<MediaFilesTable>;
export type JobRow = Selectable<JobsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
export type PasskeyRow = Selectable<PasskeysTable>;
export type ShareRow = Selectable<SharesTable>;
export type ResumableUploadRow = Selectable<ResumableUploadsTable>;
export type NewShareRow = Insertable<SharesTable>;
export type AlbumRow = Selectable<AlbumsTable>;
export type NewAlbumRow = Insertable<AlbumsTable>;
export type FileRequestRow = Selectable<FileRequestsTable>;
export type UserIdentityRow = Selectable<UserIdentitiesTable>;
export type OidcTicketRow = Selectable<OidcTicketsTable>;
export type OidcFlowRow = Selectable<OidcFlowsTable>;
