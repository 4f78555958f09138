import type { Readable } from 'node:stream';
import { isPreviewableType } from '@vaultbox/common/previewable.ts';
import type { ThumbnailSize } from '@vaultbox/common/schemas/media.ts';
import type { PublicShareResponse } from '@vaultbox/common/schemas/public-share.ts';
import type { AppContext } from '../../context.ts';
import type { ByteRange } from '../../storage/byte-range.ts';
import { isoNow } from '../../db/time.ts';
import { AppError, RetryLaterError } from '../../errors.ts';
import { addressLimitKey } from '../../http/address-limit-key.ts';
import type { RateLimitRule, SlowingRule } from '../../http/rate-limits.ts';
import { verifyPassword } from '../../domain/account/password-hasher.ts';
import { createAttemptLimiter } from '../../domain/attempt-limiter.ts';
import type { MediaContent } from '../../domain/media/media-content.ts';
import type { MediaContentSource, Notifier } from '../../domain/ports.ts';
import { incrementCounter } from '../../repos/media.repo.ts';
import { requestedRange } from '../../http/range-header.ts';
import { isForeignEmbed, type EmbedRequest } from './embed-policy.http.ts';
import { publicShareError } from './public-share-errors.ts';
import { findShareBySlug, type PublicShareRow, type ShareCounts } from '../../repos/public-share.repo.ts';
import { linkPreviewOf, previewTypeOf, toSharedMedia, type SharePageMeta } from './public-share-view.ts';
import { playerRange, rawRangeCost } from './raw-range-cost.ts';
import { createGrantSigner, thumbnailScopeOpens, type GrantScope } from './share-grant.ts';
import { createAccessRecorder } from './access-recorder.ts';
import { createShareUses, isLive, notLiveError, nothingToSettle, viewsUsedUp } from './share-uses.ts';
import { createShareItemReads } from './share-items.ts';
import { createRecipientAdmission, type VerifiedRecipient } from './recipient-admission.ts';
import { createRecipientCodes, type RecipientCodeLimits } from './recipient-codes.ts';

export interface Credentials {
  password?: string;
  grant?: string;
  ip: string;
  userAgent: string;
  /** Set by admission when a recipient-verified link's grant named its visitor: the access log names them too. */
  recipient?: VerifiedRecipient;
}

/** Which public route wants the bytes: each pays its own way (see createPublicShareService). */
export type ByteRoute = 'preview' | 'download' | 'raw';

export interface FileAccess {
  credentials: Credentials;
  embed: EmbedRequest;
  route: ByteRoute;
  /** The Range and If-Range headers, when a Range was sent: what the raw route pays depends on what it covers. */
  range?: { range: string; ifRange?: string | string[] };
  /** False for HEAD: check every rule, pay nothing. */
  count: boolean;
}

export interface OpenedFile {
  allowEmbedding: boolean;
  file: MediaContent;
  /** The part to answer instead of the one asked (a player's open-ended range, cut: playerRange). */
  range?: ByteRange;
  /** Call once the response is over: a reserved download is kept when the whole file went out, else given back. */
  settle(completed: boolean): Promise<void>;
}

export type ThumbnailAccess = Omit<FileAccess, 'route' | 'range'>;

export interface SharePasswordLimits {
  perShareAndIp: RateLimitRule;
  perShare: SlowingRule;
  /** The code requests and guesses of recipient-verified links (recipient-codes.ts). */
  recipientCodes: RecipientCodeLimits;
}

const SLUG = /^[A-Za-z0-9_-]{1,64}$/;

export const notPreviewableError = () => new AppError('NOT_PREVIEWABLE');
const previewNotReadyError = () => new AppError('PREVIEW_NOT_READY');
/** The single-file routes serve a file link only; a multi-file link's files have their item routes. */
const fileOf = (row: PublicShareRow) => {
  if (row.kind !== 'file') throw publicShareError('SHARE_ITEM_NOT_FOUND');
  return row;
};

/**
 * The rules every public route passes, in one place: live share (else 404, or 403 SHARE_PAUSED when its leak alert
 * paused it), embedding, password or grant (401, 429), limits (410). What each pays:
 * - a page load takes one view and answers a view grant;
 * - preview, thumbnail and a player's ranges of the raw link are free with that grant; without one, they take one view
 *   per visitor (address and user agent) per SHARE_VIEW_WINDOW_MS, so a player's range requests cost one view, not
 *   one each; the link-preview grant opens small thumbnails only, and only while the share has views left;
 * - a download, and a raw read that is a copy (no Range, the whole file, any range of a file that cannot be previewed:
 *   raw-range-cost.ts), reserves one download at its start and gives it back if its response does not reach its last
 *   byte;
 * - HEAD checks everything and pays nothing.
 * Wrong passwords are counted before the hash is checked: per share and address (429 beyond the limit), and per share,
 * where many addresses' guesses are slowed to one per turn (429 until it opens) rather than locking the share.
 * Every counted event goes to the share's access log (access-recorder.ts: page loads, paid views, downloads started,
 * finished or aborted, wrong passwords, uses refused at a limit, grants used past the views); HEAD records nothing.
 */
export function createPublicShareService(
  ctx: AppContext,
  passwordLimits: SharePasswordLimits,
  media: MediaContentSource,
  notifier: Notifier,
) {
  const { db } = ctx;
  const grants = createGrantSigner(ctx.keyring);
  const attempts = createAttemptLimiter(db);
  const recorder = createAccessRecorder(ctx, notifier);
  const recipients = createRecipientAdmission(db, grants);
  const { take, payView, reserveDownload } = createShareUses(db, recorder);

  async function findLive(slug: string): Promise<PublicShareRow> {
    const row = SLUG.test(slug) ? await findShareBySlug(db, slug) : undefined;
    if (!row || !isLive(row, isoNow())) throw notLiveError(row);
    return row;
  }

  async function checkPassword(row: PublicShareRow, credentials: Credentials, count: boolean): Promise<void> {
    if (row.password_hash === null) return;
    if (!credentials.password) throw publicShareError('PASSWORD_REQUIRED');
    const reservation = await attempts.reserve([
      { key: `share-password:${row.id}:${addressLimitKey(credentials.ip)}`, rule: passwordLimits.perShareAndIp },
      { key: `share-password:${row.id}`, rule: passwordLimits.perShare },
    ]);
    if (!reservation.ok) throw new RetryLaterError(reservation.retryAfterSeconds);
    if (!(await verifyPassword(row.password_hash, credentials.password))) {
      if (count) recorder.record(row, 'wrong_password', credentials);
      throw publicShareError('INVALID_PASSWORD');
    }
    await reservation.forgive();
  }

  /** The scope of the visitor's live grant among `scopes`; without one the password must be right (then null). */
  async function admit(
    row: PublicShareRow,
    credentials: Credentials,
    scopes: GrantScope[],
    count: boolean,
  ): Promise<GrantScope | null> {
    // A recipient-verified link: only a grant bound to one of its current addresses, never the password alone.
    if (row.recipient_count > 0) {
      const admitted = await recipients.admit(row, credentials.grant, scopes);
      credentials.recipient = admitted.recipient;
      return admitted.scope;
    }
    const scope = scopes.find((one) => grants.verify(credentials.grant, row, [one]));
    if (scope) return scope;
    await checkPassword(row, credentials, count);
    return null;
  }

  function checkEmbedding(row: PublicShareRow, embed: EmbedRequest): void {
    if (!row.allow_embedding && isForeignEmbed(embed)) throw publicShareError('EMBEDDING_NOT_ALLOWED');
  }

  const ownerOf = (row: PublicShareRow) => ({ id: row.user_id, wrapped_key: row.owner_wrapped_key });
  // The owner's choice for this share; the owner's own routes always serve the file as it is.
  const wishOf = (row: PublicShareRow) => ({ stripped: row.strip_metadata });

  /** Page data, in any of its three forms: takes one view unless `count` is false (HEAD). */
  async function openPage(
    slug: string,
    credentials: Credentials,
    count: boolean,
  ): Promise<PublicShareResponse['data']> {
    const row = await findLive(slug);
    await admit(row, credentials, ['v'], count);
    let counts: ShareCounts = { current_views: row.current_views, current_downloads: row.current_downloads };
    if (count) {
      counts = await take(row, 'view', credentials);
      if (row.media_id) await incrementCounter(db, row.user_id, row.media_id, 'view_count');
      recorder.viewTaken(row, 'page_view', counts, credentials);
    } else if (viewsUsedUp(row)) throw publicShareError('VIEW_LIMIT_REACHED');
    const { grant, expiresAt } = grants.issue(row, 'v', Date.now(), credentials.recipient?.key);
    const [media, collection] =
      row.kind === 'file' ? [toSharedMedia(row, counts), null] : [null, await items.collectionOf(row, counts)];
    // `recipient`: the address a recipient-verified visitor proved (docs/product.md, Recipient-verified links).
    return {
      kind: row.kind,
      media,
      collection,
      recipient: credentials.recipient?.email ?? null,
      grant,
      grantExpiresAt: expiresAt,
    };
  }

  // A file link's file, or (share-items.ts) a multi-file link's item: then media_id and the media_* facts are the item's.
  const original = (row: PublicShareRow) => media.content(ownerOf(row), row.media_id ?? '', wishOf(row));
  const viewable = (row: PublicShareRow) =>
    media.content(ownerOf(row), row.media_id ?? '', { ...wishOf(row), viewable: true });

  /** A download, or a raw read that is a copy: one download reserved now, settled when the response ends. */
  async function openDownload(
    row: PublicShareRow,
    access: Pick<FileAccess, 'credentials' | 'count'>,
    load: () => Promise<MediaContent>,
  ): Promise<OpenedFile> {
    const settle = await reserveDownload(row, access.credentials, access.count);
    let file: MediaContent;
    try {
      file = await load();
    } catch (error) {
      await settle(false);
      throw error;
    }
    return { allowEmbedding: row.allow_embedding, file, settle };
  }

  /** A read priced as a view: free with a view grant, else one view per visitor window (nothing for HEAD). */
  async function openView(
    row: PublicShareRow,
    access: FileAccess,
    granted: boolean,
    load: () => Promise<MediaContent>,
  ): Promise<OpenedFile> {
    // Loaded first: a file that cannot be served (its copy without location data failed: 422) costs no view.
    const file = await load();
    if (!granted) await payView(row, access.credentials, access.count);
    else if (access.count && viewsUsedUp(row)) recorder.record(row, 'grant_after_limit', access.credentials);
    return { allowEmbedding: row.allow_embedding, file, settle: nothingToSettle };
  }

  /** The raw link with a Range: served from the viewable copy, as a player sees it, and priced by what it covers. */
  async function openRawRange(
    row: PublicShareRow,
    access: FileAccess,
    granted: boolean,
    range: NonNullable<FileAccess['range']>,
  ): Promise<OpenedFile> {
    const file = await viewable(row);
    const load = () => Promise.resolve(file);
    const wanted = requestedRange(range, file);
    const part = playerRange(range.range, wanted, file.size, file.mimeType);
    if (part) return { ...(await openView(row, access, granted, load)), range: part };
    if (rawRangeCost(wanted, file.size, file.mimeType) === 'download') return openDownload(row, access, load);
    return openView(row, access, granted, load);
  }

  /** The shared file's bytes for preview, download or the raw link (a multi-file link's: its item routes). */
  async function openFile(slug: string, access: FileAccess): Promise<OpenedFile> {
    return serveFile(fileOf(await findLive(slug)), access);
  }

  async function serveFile(row: PublicShareRow, access: FileAccess): Promise<OpenedFile> {
    checkEmbedding(row, access.embed);
    const granted = (await admit(row, access.credentials, ['v'], access.count)) !== null;
    if (access.route === 'raw' && access.range) return openRawRange(row, access, granted, access.range);
    if (access.route !== 'preview') return openDownload(row, access, () => original(row));
    // A preview is a view by definition, whatever range it asks: the viewer must show the whole file.
    // While its viewable copy is made the preview has nothing to show: not the original, whose type may be the
    // copy's (an MP4 holding HEVC), so the page's free HEAD can tell "not yet" from "ready" by status alone.
    if (row.media_preview_state === 'pending') throw previewNotReadyError();
    if (!isPreviewableType(previewTypeOf(row))) throw notPreviewableError();
    return openView(row, access, granted, () => viewable(row));
  }

  const openThumbnail = async (slug: string, access: ThumbnailAccess, size: ThumbnailSize) =>
    serveThumbnail(fileOf(await findLive(slug)), access, size);

  async function serveThumbnail(
    row: PublicShareRow,
    access: ThumbnailAccess,
    size: ThumbnailSize,
  ): Promise<{ allowEmbedding: boolean; stream: Readable; etag: string }> {
    checkEmbedding(row, access.embed);
    const scope = await admit(row, access.credentials, thumbnailScopeOpens(size) ? ['v', 't'] : ['v'], access.count);
    // The link-preview grant costs nothing, so it must not outlive the share's views.
    if (scope === 't' && viewsUsedUp(row)) {
      if (access.count) recorder.record(row, 'limit_reached', access.credentials);
      throw publicShareError('VIEW_LIMIT_REACHED');
    }
    if (scope === null) await payView(row, access.credentials, access.count);
    if (scope === 'v' && access.count && viewsUsedUp(row))
      recorder.record(row, 'grant_after_limit', access.credentials);
    return { allowEmbedding: row.allow_embedding, ...(await media.thumbnail(ownerOf(row), row.media_id ?? '', size)) };
  }

  async function pageMeta(slug: string): Promise<SharePageMeta> {
    const row = SLUG.test(slug) ? await findShareBySlug(db, slug) : undefined;
    if (!row || !isLive(row, isoNow())) return { allowFraming: false, media: null };
    const open = row.password_hash === null && row.recipient_count === 0 && !viewsUsedUp(row);
    if (!open) return { allowFraming: row.allow_embedding, media: null };
    const media =
      row.kind === 'file' ? linkPreviewOf(row, () => grants.issue(row, 't').grant) : await items.pageMetaOf(row);
    return { allowFraming: row.allow_embedding, media };
  }

  const items = createShareItemReads(ctx, {
    ...{ findLive, admit, checkEmbedding, payView, reserveDownload, serveFile, serveThumbnail, grants, recorder },
    open: original,
  });
  const { openItems, openItemFile, openItemThumbnail, openDownloadAll } = items;
  const codes = createRecipientCodes(ctx, passwordLimits.recipientCodes, { findLive, checkPassword, openPage, grants });
  return {
    ...{ openPage, openFile, openThumbnail, pageMeta, flushAccessLog: recorder.flush },
    ...{ openItems, openItemFile, openItemThumbnail, openDownloadAll },
    ...{ requestRecipientCode: codes.requestCode, verifyRecipientCode: codes.verifyCode },
  };
}

export type PublicShareService = ReturnType<typeof createPublicShareService>;
