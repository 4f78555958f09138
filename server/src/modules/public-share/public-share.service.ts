import type { Readable } from 'node:stream';
import { isPreviewableType } from '@vaultbox/common/previewable.ts';
import type { ThumbnailSize } from '@vaultbox/common/schemas/media.ts';
import { SHARE_VIEW_WINDOW_MS, type PublicShareResponse } from '@vaultbox/common/schemas/share.ts';
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
import { findShareBySlug, takeShareUse, type PublicShareRow, type ShareCounts } from '../../repos/public-share.repo.ts';
import { previewTypeOf, toSharedMedia } from './public-share-view.ts';
import { playerRange, rawRangeCost } from './raw-range-cost.ts';
import { hasOpenViewWindow, payViewInWindow, returnShareDownload } from '../../repos/share-accounting.repo.ts';
import { createGrantSigner, thumbnailScopeOpens, type GrantScope } from './share-grant.ts';
import { createAccessRecorder } from './access-recorder.ts';
import { visitorOf } from './share-visitor.ts';

export interface Credentials {
  password?: string;
  grant?: string;
  ip: string;
  userAgent: string;
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

export interface SharePasswordLimits {
  perShareAndIp: RateLimitRule;
  perShare: SlowingRule;
}

/** What the /s/{slug} page may tell link unfurlers: nothing at all unless the share is open and live. */
export interface SharePageMeta {
  allowFraming: boolean;
  media: {
    slug: string;
    title: string;
    description: string;
    originalName: string;
    category: string;
    /** A grant for the thumbnail only, so an unfurler fetching the picture pays no view and gets nothing else. */
    thumbnailGrant: string | null;
  } | null;
}

const SLUG = /^[A-Za-z0-9_-]{1,64}$/;
const isLive = (row: PublicShareRow, now: string) => row.is_active && (row.expires_at === null || row.expires_at > now);
const viewsUsedUp = (row: PublicShareRow) => row.max_views !== null && row.current_views >= row.max_views;
const downloadsUsedUp = (row: PublicShareRow) =>
  row.max_downloads !== null && row.current_downloads >= row.max_downloads;
const iso = (ms: number) => new Date(ms).toISOString();
const nothingToSettle = () => Promise.resolve();

export const notPreviewableError = () => new AppError('NOT_PREVIEWABLE');
const previewNotReadyError = () => new AppError('PREVIEW_NOT_READY');

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

  /** Why a share no visitor may use is refused: paused by its leak alert (403), else as if it did not exist (404). */
  const notLiveError = (row: PublicShareRow | undefined) =>
    row?.paused_by_leak && !row.is_active ? publicShareError('SHARE_PAUSED') : publicShareError('SHARE_NOT_FOUND');

  async function findLive(slug: string): Promise<PublicShareRow> {
    const row = SLUG.test(slug) ? await findShareBySlug(db, slug) : undefined;
    if (!row || !isLive(row, isoNow())) throw notLiveError(row);
    return row;
  }

  /**
   * Says why a share refused a use: it ended meanwhile (404, 403) or that limit is reached (410, logged when
   * `counted` names the request that was refused, not a HEAD).
   */
  async function refusal(row: PublicShareRow, use: 'view' | 'download', counted: Credentials | null): Promise<never> {
    const now = await findShareBySlug(db, row.slug);
    if (!now || !isLive(now, isoNow())) throw notLiveError(now);
    if (counted) recorder.record(row, 'limit_reached', counted);
    throw publicShareError(use === 'view' ? 'VIEW_LIMIT_REACHED' : 'DOWNLOAD_LIMIT_REACHED');
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
    const scope = scopes.find((one) => grants.verify(credentials.grant, row, [one]));
    if (scope) return scope;
    await checkPassword(row, credentials, count);
    return null;
  }

  async function take(row: PublicShareRow, use: 'view' | 'download', credentials: Credentials): Promise<ShareCounts> {
    return (await takeShareUse(db, row.id, use, isoNow())) ?? refusal(row, use, credentials);
  }

  /** A grant-less read: free within the visitor's window, else one view (HEAD only checks there is room). */
  async function payView(row: PublicShareRow, credentials: Credentials, count: boolean): Promise<void> {
    const now = Date.now();
    const visitor = visitorOf(credentials);
    if (!count) {
      if (viewsUsedUp(row) && !(await hasOpenViewWindow(db, row.id, visitor, iso(now))))
        await refusal(row, 'view', null);
      return;
    }
    const paid = await payViewInWindow(db, row.id, visitor, iso(now), iso(now + SHARE_VIEW_WINDOW_MS));
    if (paid === undefined) return refusal(row, 'view', credentials);
    if (paid === 'window') return;
    await incrementCounter(db, row.user_id, row.media_id, 'view_count');
    recorder.viewTaken(row, 'view', paid, credentials);
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
      await incrementCounter(db, row.user_id, row.media_id, 'view_count');
      recorder.viewTaken(row, 'page_view', counts, credentials);
    } else if (viewsUsedUp(row)) throw publicShareError('VIEW_LIMIT_REACHED');
    const { grant, expiresAt } = grants.issue(row, 'v');
    return { media: toSharedMedia(row, counts), grant, grantExpiresAt: expiresAt };
  }

  const original = (row: PublicShareRow) => media.content(ownerOf(row), row.media_id, wishOf(row));
  const viewable = (row: PublicShareRow) =>
    media.content(ownerOf(row), row.media_id, { ...wishOf(row), viewable: true });

  /** A download, or a raw read that is a copy: one download reserved now, settled when the response ends. */
  async function openDownload(
    row: PublicShareRow,
    access: Pick<FileAccess, 'credentials' | 'count'>,
    load: () => Promise<MediaContent>,
  ): Promise<OpenedFile> {
    const allowEmbedding = row.allow_embedding;
    const { credentials } = access;
    if (!access.count) {
      if (downloadsUsedUp(row)) throw publicShareError('DOWNLOAD_LIMIT_REACHED');
      return { allowEmbedding, file: await load(), settle: nothingToSettle };
    }
    const counts = await take(row, 'download', credentials);
    recorder.record(row, 'download_started', credentials);
    let file: MediaContent;
    try {
      file = await load();
    } catch (error) {
      recorder.record(row, 'download_aborted', credentials);
      await returnShareDownload(db, row.id);
      throw error;
    }
    let settled = false;
    const settle = async (completed: boolean) => {
      if (settled) return;
      settled = true;
      recorder.record(row, completed ? 'download_finished' : 'download_aborted', credentials);
      if (!completed) return returnShareDownload(db, row.id);
      await incrementCounter(db, row.user_id, row.media_id, 'download_count');
      recorder.downloadKept(row, counts);
    };
    return { allowEmbedding, file, settle };
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

  /** The shared file's bytes for preview, download or the raw link. */
  async function openFile(slug: string, access: FileAccess): Promise<OpenedFile> {
    const row = await findLive(slug);
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

  async function openThumbnail(
    slug: string,
    access: Omit<FileAccess, 'route' | 'range'>,
    size: ThumbnailSize,
  ): Promise<{ allowEmbedding: boolean; stream: Readable; etag: string }> {
    const row = await findLive(slug);
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
    return { allowEmbedding: row.allow_embedding, ...(await media.thumbnail(ownerOf(row), row.media_id, size)) };
  }

  async function pageMeta(slug: string): Promise<SharePageMeta> {
    const row = SLUG.test(slug) ? await findShareBySlug(db, slug) : undefined;
    if (!row || !isLive(row, isoNow())) return { allowFraming: false, media: null };
    const open = row.password_hash === null && !viewsUsedUp(row);
    return {
      allowFraming: row.allow_embedding,
      media: open
        ? {
            slug: row.slug,
            title: row.media_title,
            description: row.media_description,
            originalName: row.media_original_name,
            category: row.media_category,
            thumbnailGrant: row.media_thumbnail_state === 'ready' ? grants.issue(row, 't').grant : null,
          }
        : null,
    };
  }

  return { openPage, openFile, openThumbnail, pageMeta, flushAccessLog: recorder.flush };
}

export type PublicShareService = ReturnType<typeof createPublicShareService>;
