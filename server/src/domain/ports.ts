import type { Readable } from 'node:stream';
import type { AuthData } from '@vaultbox/common/schemas/auth.ts';
import type { MediaFile, ThumbnailSize, UploadFields } from '@vaultbox/common/schemas/media.ts';
import type { NotificationFacts, NotificationKind } from '@vaultbox/common/schemas/notifications.ts';
import type { RequestMeta } from '../context.ts';
import type { DbTransaction } from '../db/database.ts';
import type { UserRow } from '../db/tables.ts';
import type { KeyOwner } from '../keyring/keyring.ts';
import type { SessionAuthenticated, TokenAuthenticated } from './account/authenticated.ts';
import type { ContentWish, MediaContent } from './media/media-content.ts';
import type { StagedFile } from './media/upload-policy.ts';

// What one module's service offers another. services.ts hands the real service over; the module that uses it names
// only the shape here, so no module imports another and the whole wiring is read in one file.

/** The auth module's session lookup, which http/authenticate.ts runs for every signed-in request. */
export interface SessionLookup {
  authenticate(token: string): Promise<SessionAuthenticated | null>;
}

/**
 * The api-tokens module's lookup of a bearer `vbx_` token (docs/security.md, API tokens), which http/authenticate.ts
 * runs instead of the session lookup; `address` is the caller's, kept coarse as the token's last use.
 */
export interface ApiTokenLookup {
  authenticate(secret: string, address: string | null): Promise<TokenAuthenticated | null>;
}

/** The two-factor module's check of a code (sign-in, account deletion) and its reset (admins, for a locked-out user). */
export interface SecondFactor {
  useCode(user: UserRow, code: string): Promise<boolean>;
  clear(user: UserRow): Promise<void>;
}

/** How a sign-in was proven; a `login` activity entry names it unless it is a password. */
export type SignInMethod = 'password' | 'passkey' | 'oidc';

/**
 * The auth module's sign-in, which other ways of proving who one is (a passkey) end with, so every way answers what
 * POST /api/auth/login answers and refuses what it refuses.
 */
export interface SignInCompletion {
  /** One attempt from this address under the sign-in counters (429 when spent); `forgive` once it succeeded. */
  reserveAttempt(meta: RequestMeta): Promise<{ forgive(): Promise<void> }>;
  /** Refuses an account not activated or deactivated, then opens the session: the login answer. */
  complete(user: UserRow, meta: RequestMeta, method: Exclude<SignInMethod, 'password'>): Promise<AuthData>;
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
    plan: {
      uploader: KeyOwner;
      meta: RequestMeta;
      defaultPublic: boolean;
      /** Runs in the commit's transaction once the file's row is in (a file request records its upload). */
      afterInsert?: (trx: DbTransaction) => Promise<void>;
    },
    staged: StagedFile,
    fields: UploadFields,
    alsoInTransaction?: (trx: DbTransaction) => Promise<void>,
  ): Promise<MediaFile>;
  /** Gives back what a dead instance's uploads still held of this user's quota. */
  reclaimLapsedHolds(userId: string): Promise<unknown>;
}

/**
 * The file-requests module's gate for visitors who upload through a request link (docs/product.md, File requests),
 * which the resumable-upload module asks instead of a session.
 */
export interface RequestUploadGate {
  /** The live request of `slug` and a visitor token of it: the upload is its owner's, on the visitor's behalf. 404/401. */
  admit(slug: string, token: string | undefined): Promise<RequestVisitor>;
  /** Gives back what an abandoned upload took of its request's limits (in the abandoning transaction). */
  release(trx: DbTransaction, requestId: string, bytes: number): Promise<void>;
}

export interface RequestVisitor {
  /** The request's owner: the upload draws on their quota and lands in their library. */
  owner: UserRow;
  requestId: string;
  /** The hash of the visitor's token: their uploads are found with it alone. */
  visitorHash: string;
  /** In the creation's transaction: takes one file and `bytes` of the link's limits, or throws the 413. */
  take(trx: DbTransaction, bytes: number): Promise<void>;
  /** Throws the 415 when the sniffed type is not one the request takes. */
  checkType(mimeType: string): void;
  /** In the commit's transaction, after the file's row: records the upload and puts the file in the album. */
  record(trx: DbTransaction, mediaId: string, meta: RequestMeta): Promise<void>;
  /** After the commit: tells the owner (never throws). */
  arrived(file: MediaFile): void;
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

/** A planned multipart upload: what the account allows it, given back by `release` whatever happened. */
export interface MultipartUploadPlan {
  release(): Promise<void>;
}

/**
 * The media module's multipart upload (plan, stage, commit), which http/upload-form.ts runs for the upload screen and
 * for the integrations module's upload route (docs/product.md, Integrations). `Plan` is the media module's own plan.
 */
export interface MultipartUploads<Plan extends MultipartUploadPlan = MultipartUploadPlan> {
  plan(uploader: KeyOwner, contentLength: number | null, meta: RequestMeta): Promise<Plan>;
  stage(plan: Plan, file: AsyncIterable<Buffer>, fileName: string | undefined): Promise<StagedFile>;
  discard(staged: StagedFile): Promise<void>;
  commit(plan: Plan, staged: StagedFile, fields: UploadFields): Promise<MediaFile>;
}

/** The share module's link maker, which the integrations module asks for a new file's link (its default options). */
export interface FileShareMaker {
  /** A new share link of one of the user's files: its slug. */
  shareFile(userId: string, mediaId: string, meta: RequestMeta): Promise<{ slug: string }>;
}
