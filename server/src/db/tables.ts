import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  BackupCodesTable,
  InviteCodeUsesTable,
  InviteCodesTable,
  MailTokensTable,
  SessionsTable,
  UsersTable,
} from './tables/accounts.ts';
import type {
  ApiTokensTable,
  OidcFlowsTable,
  OidcTicketsTable,
  PasskeysTable,
  UserIdentitiesTable,
  WebauthnChallengesTable,
} from './tables/sign-in.ts';
import type { ActivityLogTable, AppSettingsTable, AttemptCountersTable, JobsTable } from './tables/instance.ts';
import type { MediaFilesTable, MediaStatsTable, TimelineDaysTable, TimelineMonthsTable } from './tables/media.ts';
import type { AlbumFilesTable, AlbumsTable } from './tables/albums.ts';
import type {
  ShareAccessLogTable,
  ShareCodesTable,
  ShareItemsTable,
  ShareRecentVisitorsTable,
  ShareRecipientsTable,
  ShareStatsTable,
  ShareViewWindowsTable,
  SharesTable,
} from './tables/sharing.ts';
import type {
  FileRequestUploadsTable,
  FileRequestsTable,
  QuotaHoldsTable,
  ResumableUploadsTable,
  UploadBatchFilesTable,
} from './tables/uploads.ts';
import type { NotificationsTable, PushSubscriptionsTable, StorageAlertLevelsTable } from './tables/notifications.ts';

// Row types shared by both dialects, one file per area under tables/. Times are ISO-8601 UTC strings (they sort as
// text), booleans are 0/1 integers (SQLite has no boolean), byte counts are bigint columns read back as JS numbers.
export type * from './tables/accounts.ts';
export type * from './tables/sign-in.ts';
export type * from './tables/instance.ts';
export type * from './tables/media.ts';
export type * from './tables/albums.ts';
export type * from './tables/sharing.ts';
export type * from './tables/uploads.ts';
export type * from './tables/notifications.ts';

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
  timeline_days: TimelineDaysTable;
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
