import type { Readable } from 'node:stream';
import type { MediaFile, ThumbnailSize, UploadFields } from '@vaultbox/common/schemas/media.ts';
import type { NotificationFacts, NotificationKind } from '@vaultbox/common/schemas/notifications.ts';
import type { RequestMeta } from '../context.ts';
import type { DbTransaction } from '../db/database.ts';
import type { UserRow } from '../db/tables.ts';
import type { KeyOwner } from '../keyring/keyring.ts';
import type { Authenticated } from './account/authenticated.ts';
import type { ContentWish, MediaContent } from './media/media-content.ts';
import type { StagedFile } from './media/upload-policy.ts';

// What one module's service offers another. services.ts hands the real service over; the module that uses it names
// only the shape here, so no module imports another and the whole wiring is read in one file.

/** The auth module's session lookup, which http/authenticate.ts runs for every signed-in request. */
export interface SessionLookup {
  authenticate(token: string): Promise<Authenticated | null>;
}

/** The two-factor module's check of a code (sign-in, account deletion) and its reset (admins, for a locked-out user). */
export interface SecondFactor {
  useCode(user: UserRow, code: string): Promise<boolean>;
  clear(user: UserRow): Promise<void>;
}

/** The user module's e-mail change, whose mailed link the auth module's verify-email call receives. */
export interface EmailChangeConfirmation {
  isChangeToken(token: string): Promise<boolean>;
  confirm(token: string, meta: RequestMeta, userId?: string): Promise<string>;
}

/** The system module's maintenance mode, which owners switch from the admin module. */
export interface MaintenanceSwitch {
  set(actorId: string, enabled: boolean, meta: RequestMeta): Promise<boolean>;
}

/** The media module's decrypted files and thumbnails, which the public share routes serve. */
export interface MediaContentSource {
  content(owner: KeyOwner, id: string, wish?: ContentWish): Promise<MediaContent>;
  thumbnail(owner: KeyOwner, id: string, size: ThumbnailSize): Promise<{ stream: Readable; etag: string }>;
}

/** The user module's uploaded avatars, which a public profile page shows. */
export interface AvatarSource {
  /** The decrypted WebP of the user's uploaded avatar; 404 when there is none. */
  read(userId: string): Promise<{ stream: Readable; etag: string }>;
}

/** The media module's one commit of an uploaded file, which a resumable upload ends with too. */
export interface FileCommit {
  commit(
    plan: { uploader: KeyOwner; meta: RequestMeta; defaultPublic: boolean },
    staged: StagedFile,
    fields: UploadFields,
    alsoInTransaction?: (trx: DbTransaction) => Promise<void>,
  ): Promise<MediaFile>;
  /** Gives back what a dead instance's uploads still held of this user's quota. */
  reclaimLapsedHolds(userId: string): Promise<unknown>;
}

/**
 * The notifications module: one notification of `kind` for `userId`, made only when the user's switch for that kind
 * is on (security: always), listed in the app and delivered on every channel the user turned on (mail, push).
 * Never throws and never waits for delivery: a failed mail or push is logged, the caller's work goes on.
 */
export interface Notifier {
  notify<K extends NotificationKind>(
    userId: string,
    kind: K,
    facts: NotificationFacts<K>,
    options?: NotifyOptions,
  ): Promise<void>;
}

export interface NotifyOptions {
  /**
   * Entries with one group within the hour are one entry: it is updated (share_opened and share_downloaded add their
   * `count`) and mailed at most once an hour, as a digest. Without a group every call is its own entry.
   */
  group?: string;
  /** A one-click link only the mail carries (the signed "extend by 7 days" of an expiry reminder): never stored. */
  mailAction?: { url: string };
  /** The request that caused it (security notices name the device). */
  meta?: RequestMeta;
}
