import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { isPreviewableType } from '@vaultbox/common/previewable.ts';
import type { ThumbnailSize } from '@vaultbox/common/schemas/media.ts';
import { SHARE_VIEW_WINDOW_MS, type PublicShareResponse } from '@vaultbox/common/schemas/share.ts';
import type { AppContext } from '../../context.ts';
import { isoNow } from '../../db/time.ts';
import { AppError, RetryLaterError } from '../../errors.ts';
import type { RateLimitRule } from '../../http/rate-limits.ts';
import { verifyPassword } from '../auth/password-hasher.ts';
import { createAttemptLimiter } from '../limits/attempt-limiter.ts';
import { createMediaContentService, type MediaContent } from '../media/media-content.service.ts';
import { incrementCounter } from '../media/media.repo.ts';
import { isForeignEmbed, type EmbedRequest } from './embed-policy.ts';
import { publicShareError } from './public-share-errors.ts';
import { findShareBySlug, takeShareUse, type PublicShareRow, type ShareCounts } from './public-share.repo.ts';
import { previewTypeOf, toSharedMedia } from './public-share-view.ts';
import { hasOpenViewWindow, payViewInWindow, returnShareDownload } from './share-accounting.repo.ts';
import { createGrantSigner, type GrantScope } from './share-grant.ts';

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
  /** A Range request: a player seeking, not a copy of the whole file. */
  ranged: boolean;
  /** False for HEAD: check every rule, pay nothing. */
  count: boolean;
}

export interface OpenedFile {
  allowEmbedding: boolean;
  file: MediaContent;
  /** Call once the response is over: a reserved download is kept when the whole file went out, else given back. */
  settle(completed: boolean): Promise<void>;
}

export interface SharePasswordLimits {
  perShareAndIp: RateLimitRule;
  perShare: RateLimitRule;
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
const isLive = (row: PublicShareRow, now: string) =>
  row.is_active === 1 && (row.expires_at === null || row.expires_at > now);
const viewsUsedUp = (row: PublicShareRow) => row.max_views !== null && row.current_views >= row.max_views;
const downloadsUsedUp = (row: PublicShareRow) =>
  row.max_downloads !== null && row.current_downloads >= row.max_downloads;
const iso = (ms: number) => new Date(ms).toISOString();
const nothingToSettle = () => Promise.resolve();

/** One visitor of a share, as far as an anonymous request can tell: its address and user agent, hashed. */
const visitorOf = (credentials: Credentials) =>
  createHash('sha256').update(`${credentials.ip}\n${credentials.userAgent}`).digest('base64url').slice(0, 32);

export const notPreviewableError = () => new AppError('NOT_PREVIEWABLE');
const previewNotReadyError = () => new AppError('PREVIEW_NOT_READY');

/**
 * The rules every public route passes, in one place: live share (else 404), embedding, password or grant (401, 429),
 * limits (410). What each pays:
 * - a page load takes one view and answers a view grant;
 * - preview, thumbnail and ranged raw reads are free with that grant; without one, they take one view per visitor
 *   (address and user agent) per SHARE_VIEW_WINDOW_MS, so a player's range requests cost one view, not one each;
 * - a download, and a whole-file raw read, reserves one download at its start and gives it back if the transfer does
 *   not reach its last byte;
 * - HEAD checks everything and pays nothing.
 * Wrong passwords are counted before the hash is checked, per share and address and per share (429 beyond).
 */
export function createPublicShareService(ctx: AppContext, passwordLimits: SharePasswordLimits) {
  const { db } = ctx;
  const grants = createGrantSigner(ctx.keyring);
  const attempts = createAttemptLimiter(db);
  const media = createMediaContentService(ctx);

  async function findLive(slug: string): Promise<PublicShareRow> {
    const row = SLUG.test(slug) ? await findShareBySlug(db, slug) : undefined;
    if (!row || !isLive(row, isoNow())) throw publicShareError('SHARE_NOT_FOUND');
    return row;
  }

  /** Says why a share refused a use: it ended meanwhile (404) or that limit is reached (410). */
  async function refusal(row: PublicShareRow, use: 'view' | 'download'): Promise<never> {
    const now = await findShareBySlug(db, row.slug);
    if (!now || !isLive(now, isoNow())) throw publicShareError('SHARE_NOT_FOUND');
    throw publicShareError(use === 'view' ? 'VIEW_LIMIT_REACHED' : 'DOWNLOAD_LIMIT_REACHED');
  }

  async function checkPassword(row: PublicShareRow, credentials: Credentials): Promise<void> {
    if (row.password_hash === null) return;
    if (!credentials.password) throw publicShareError('PASSWORD_REQUIRED');
    const reservation = await attempts.reserve([
      { key: `share-password:${row.id}:${credentials.ip}`, rule: passwordLimits.perShareAndIp },
      { key: `share-password:${row.id}`, rule: passwordLimits.perShare },
    ]);
    if (!reservation.ok) throw new RetryLaterError(reservation.retryAfterSeconds);
    if (!(await verifyPassword(row.password_hash, credentials.password))) throw publicShareError('INVALID_PASSWORD');
    await reservation.forgive();
  }

  /** True when the visitor holds a live grant of one of `scopes`; otherwise the password must be right. */
  async function admit(row: PublicShareRow, credentials: Credentials, scopes: GrantScope[]): Promise<boolean> {
    if (grants.verify(credentials.grant, row, scopes)) return true;
    await checkPassword(row, credentials);
    return false;
  }

  async function take(row: PublicShareRow, use: 'view' | 'download'): Promise<ShareCounts> {
    return (await takeShareUse(db, row.id, use, isoNow())) ?? refusal(row, use);
  }

  /** A grant-less read: free within the visitor's window, else one view (HEAD only checks there is room). */
  async function payView(row: PublicShareRow, credentials: Credentials, count: boolean): Promise<void> {
    const now = Date.now();
    const visitor = visitorOf(credentials);
    if (!count) {
      if (viewsUsedUp(row) && !(await hasOpenViewWindow(db, row.id, visitor, iso(now)))) await refusal(row, 'view');
      return;
    }
    const paid = await payViewInWindow(db, row.id, visitor, iso(now), iso(now + SHARE_VIEW_WINDOW_MS));
    if (paid === undefined) await refusal(row, 'view');
    if (paid !== 'window') await incrementCounter(db, row.user_id, row.media_id, 'view_count');
  }

  function checkEmbedding(row: PublicShareRow, embed: EmbedRequest): void {
    if (row.allow_embedding !== 1 && isForeignEmbed(embed)) throw publicShareError('EMBEDDING_NOT_ALLOWED');
  }

  const ownerOf = (row: PublicShareRow) => ({ id: row.user_id, wrapped_key: row.owner_wrapped_key });
  // The owner's choice for this share; the owner's own routes always serve the file as it is.
  const wishOf = (row: PublicShareRow) => ({ stripped: row.strip_metadata === 1 });

  /** Page data (SPEC §7 public share forms): takes one view unless `count` is false (HEAD). */
  async function openPage(
    slug: string,
    credentials: Credentials,
    count: boolean,
  ): Promise<PublicShareResponse['data']> {
    const row = await findLive(slug);
    await admit(row, credentials, ['v']);
    let counts: ShareCounts = { current_views: row.current_views, current_downloads: row.current_downloads };
    if (count) {
      counts = await take(row, 'view');
      await incrementCounter(db, row.user_id, row.media_id, 'view_count');
    } else if (viewsUsedUp(row)) throw publicShareError('VIEW_LIMIT_REACHED');
    const { grant, expiresAt } = grants.issue(row, 'v');
    return { media: toSharedMedia(row, counts), grant, grantExpiresAt: expiresAt };
  }

  /** A download, or a whole-file raw read: one download reserved now, settled when the response ends. */
  async function openDownload(row: PublicShareRow, count: boolean): Promise<OpenedFile> {
    const allowEmbedding = row.allow_embedding === 1;
    if (!count) {
      if (downloadsUsedUp(row)) throw publicShareError('DOWNLOAD_LIMIT_REACHED');
      return {
        allowEmbedding,
        file: await media.content(ownerOf(row), row.media_id, wishOf(row)),
        settle: nothingToSettle,
      };
    }
    await take(row, 'download');
    let file: MediaContent;
    try {
      file = await media.content(ownerOf(row), row.media_id, wishOf(row));
    } catch (error) {
      await returnShareDownload(db, row.id);
      throw error;
    }
    let settled = false;
    const settle = async (completed: boolean) => {
      if (settled) return;
      settled = true;
      if (completed) await incrementCounter(db, row.user_id, row.media_id, 'download_count');
      else await returnShareDownload(db, row.id);
    };
    return { allowEmbedding, file, settle };
  }

  /** The shared file's bytes for preview, download or the raw link. */
  async function openFile(slug: string, access: FileAccess): Promise<OpenedFile> {
    const row = await findLive(slug);
    checkEmbedding(row, access.embed);
    const granted = await admit(row, access.credentials, ['v']);
    if (access.route === 'download' || (access.route === 'raw' && !access.ranged)) {
      return openDownload(row, access.count);
    }
    if (access.route === 'preview') {
      // While its viewable copy is made the preview has nothing to show: not the original, whose type may be the
      // copy's (an MP4 holding HEVC), so the page's free HEAD can tell "not yet" from "ready" by status alone.
      if (row.media_preview_state === 'pending') throw previewNotReadyError();
      if (!isPreviewableType(previewTypeOf(row))) throw notPreviewableError();
    }
    if (!granted) await payView(row, access.credentials, access.count);
    return {
      allowEmbedding: row.allow_embedding === 1,
      file: await media.content(ownerOf(row), row.media_id, { ...wishOf(row), viewable: true }),
      settle: nothingToSettle,
    };
  }

  async function openThumbnail(
    slug: string,
    access: Omit<FileAccess, 'route' | 'ranged'>,
    size: ThumbnailSize,
  ): Promise<{ allowEmbedding: boolean; stream: Readable; etag: string }> {
    const row = await findLive(slug);
    checkEmbedding(row, access.embed);
    if (!(await admit(row, access.credentials, ['v', 't']))) await payView(row, access.credentials, access.count);
    return { allowEmbedding: row.allow_embedding === 1, ...(await media.thumbnail(ownerOf(row), row.media_id, size)) };
  }

  async function pageMeta(slug: string): Promise<SharePageMeta> {
    const row = SLUG.test(slug) ? await findShareBySlug(db, slug) : undefined;
    if (!row || !isLive(row, isoNow())) return { allowFraming: false, media: null };
    const open = row.password_hash === null && !viewsUsedUp(row);
    return {
      allowFraming: row.allow_embedding === 1,
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

  return { openPage, openFile, openThumbnail, pageMeta };
}

export type PublicShareService = ReturnType<typeof createPublicShareService>;
