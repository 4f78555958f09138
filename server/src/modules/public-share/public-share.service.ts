import type { Readable } from 'node:stream';
import type { ThumbnailSize } from '@vaultbox/common/schemas/media.ts';
import type { PublicShareResponse } from '@vaultbox/common/schemas/share.ts';
import type { AppContext } from '../../context.ts';
import { isoNow } from '../../db/time.ts';
import type { RateLimitRule } from '../../http/rate-limits.ts';
import { verifyPassword } from '../auth/password-hasher.ts';
import { createMediaContentService, type MediaContent } from '../media/media-content.service.ts';
import { incrementCounter } from '../media/media.repo.ts';
import { isForeignEmbed, type EmbedRequest } from './embed-policy.ts';
import { PasswordAttempts } from './password-attempts.ts';
import { publicShareError, TooManyAttemptsError } from './public-share-errors.ts';
import { findShareBySlug, takeShareUse, type PublicShareRow, type ShareCounts, type ShareUse } from './public-share.repo.ts';
import { createGrantSigner } from './share-grant.ts';
import { toSharedMedia } from './public-share-view.ts';

export interface Credentials {
  password?: string;
  grant?: string;
  ip: string;
}

export interface FileAccess {
  credentials: Credentials;
  embed: EmbedRequest;
  /** 'view' for preview, thumbnail and ranged raw reads; 'download' for downloads and whole raw reads. */
  use: ShareUse;
  /** False for HEAD: check every rule, take nothing. */
  count: boolean;
}

/** What the /s/{slug} page may tell link unfurlers: nothing at all unless the share is open and live. */
export interface SharePageMeta {
  allowFraming: boolean;
  media: { slug: string; title: string; description: string; originalName: string; category: string; hasThumbnail: boolean } | null;
}

const SLUG = /^[A-Za-z0-9_-]{1,64}$/;
const isLive = (row: PublicShareRow, now: string) => row.is_active === 1 && (row.expires_at === null || row.expires_at > now);
const viewsUsedUp = (row: PublicShareRow) => row.max_views !== null && row.current_views >= row.max_views;
const downloadsUsedUp = (row: PublicShareRow) => row.max_downloads !== null && row.current_downloads >= row.max_downloads;
const counted = (row: PublicShareRow): ShareCounts => ({ current_views: row.current_views, current_downloads: row.current_downloads });

/**
 * The rules every public route passes, in one place: live share (else 404), embedding, password or grant (401, 429),
 * limits (410). A page load takes a view; a download takes a download; preview and thumbnail take nothing but need
 * view headroom unless the visitor holds a grant (the view they already paid for).
 */
export function createPublicShareService(ctx: AppContext, passwordRule: RateLimitRule) {
  const { db } = ctx;
  const grants = createGrantSigner(ctx.masterKey);
  const attempts = new PasswordAttempts(passwordRule);
  const media = createMediaContentService(ctx);

  async function findLive(slug: string): Promise<PublicShareRow> {
    const row = SLUG.test(slug) ? await findShareBySlug(db, slug) : undefined;
    if (!row || !isLive(row, isoNow())) throw publicShareError('SHARE_NOT_FOUND');
    return row;
  }

  /** Answers true when a valid grant came; throws unless the share is open or the password is right. */
  async function admit(row: PublicShareRow, credentials: Credentials): Promise<boolean> {
    if (grants.verify(credentials.grant, row)) return true;
    if (row.password_hash === null) return false;
    if (!credentials.password) throw publicShareError('PASSWORD_REQUIRED');
    const key = `${row.id}|${credentials.ip}`;
    const wait = attempts.retryAfterSeconds(key);
    if (wait !== null) throw new TooManyAttemptsError(wait);
    if (await verifyPassword(row.password_hash, credentials.password)) return false;
    attempts.recordFailure(key);
    throw publicShareError('INVALID_PASSWORD');
  }

  async function take(row: PublicShareRow, use: ShareUse): Promise<ShareCounts> {
    const counts = await takeShareUse(db, row.id, use, isoNow());
    if (!counts) {
      // The share changed since we read it: say why it refused now.
      const now = await findShareBySlug(db, row.slug);
      if (!now || !isLive(now, isoNow())) throw publicShareError('SHARE_NOT_FOUND');
      throw publicShareError(use === 'view' ? 'VIEW_LIMIT_REACHED' : 'DOWNLOAD_LIMIT_REACHED');
    }
    await incrementCounter(db, row.user_id, row.media_id, use === 'view' ? 'view_count' : 'download_count');
    return counts;
  }

  /** Page data (SPEC §7 public share forms): counts one view unless `count` is false (HEAD). */
  async function openPage(slug: string, credentials: Credentials, count: boolean): Promise<PublicShareResponse['data']> {
    const row = await findLive(slug);
    await admit(row, credentials);
    let counts = counted(row);
    if (count) counts = await take(row, 'view');
    else if (viewsUsedUp(row)) throw publicShareError('VIEW_LIMIT_REACHED');
    const { grant, expiresAt } = grants.issue(row);
    return { media: toSharedMedia(row, counts), grant, grantExpiresAt: expiresAt };
  }

  async function admitToBytes(slug: string, access: Omit<FileAccess, 'use' | 'count'>): Promise<PublicShareRow> {
    const row = await findLive(slug);
    if (row.allow_embedding !== 1 && isForeignEmbed(access.embed)) throw publicShareError('EMBEDDING_NOT_ALLOWED');
    const granted = await admit(row, access.credentials);
    if (!granted && viewsUsedUp(row)) throw publicShareError('VIEW_LIMIT_REACHED');
    return row;
  }

  const ownerOf = (row: PublicShareRow) => ({ id: row.user_id, wrapped_key: row.owner_wrapped_key });

  /** The shared file's bytes for preview, download or the raw link. */
  async function openFile(slug: string, access: FileAccess): Promise<{ allowEmbedding: boolean; file: MediaContent }> {
    const row = await admitToBytes(slug, access);
    if (access.use === 'download') {
      if (access.count) await take(row, 'download');
      else if (downloadsUsedUp(row)) throw publicShareError('DOWNLOAD_LIMIT_REACHED');
    }
    return { allowEmbedding: row.allow_embedding === 1, file: await media.content(ownerOf(row), row.media_id) };
  }

  async function openThumbnail(
    slug: string,
    access: Omit<FileAccess, 'use' | 'count'>,
    size: ThumbnailSize,
  ): Promise<{ allowEmbedding: boolean; stream: Readable; etag: string }> {
    const row = await admitToBytes(slug, access);
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
            hasThumbnail: row.media_thumbnail_state === 'ready',
          }
        : null,
    };
  }

  return { openPage, openFile, openThumbnail, pageMeta };
}

export type PublicShareService = ReturnType<typeof createPublicShareService>;
