import { randomUUID } from 'node:crypto';
import type {
  CreateShareRequest,
  ShareLink,
  ShareSearchQuery,
  ShareStatsResponse,
  UpdateShareRequest,
} from '@vaultbox/common/schemas/share.ts';
import { LEAK_ALERT_VISITORS_DEFAULT } from '@vaultbox/common/constants.ts';
import { createdBounds, pageFactsOf, type PageFacts } from '@vaultbox/common/schemas/paging.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { isoNow } from '../../db/time.ts';
import { notFoundError, orNotFound } from '../../errors.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import { hashPassword } from '../../domain/account/password-hasher.ts';
import { queueStrippedCopy } from '../../domain/media/media-jobs.ts';
import { findMediaOfUser } from '../../repos/media.repo.ts';
import { findSharePage, shareTotalsOfUser, type ShareFilter } from '../../repos/share-query.repo.ts';
import {
  deleteSharesOfUser,
  findShareOfUser,
  insertShareWithItems,
  updateShareOfUser,
  type SharePatch,
} from '../../repos/share.repo.ts';
import { newShareSlug } from './share-slug.ts';
import { linkNameOf, toShareDtos } from '../../domain/share/share-view.ts';
import { shareTargetOf, titleNotAllowedError } from './share-target.ts';
import { replaceRecipients } from '../../repos/share-recipients.repo.ts';

export type SharePageResult = { shares: ShareLink[] } & PageFacts;
/** Stored times are toISOString() text, so every time we compare against must be too. */
const toIso = (value: string) => new Date(value).toISOString();

/** A user's share links: every call is scoped to `userId`; another user's ids are simply not found. */
export function createShareService(ctx: AppContext) {
  const { db, config } = ctx;
  const dtos = (rows: Parameters<typeof toShareDtos>[1]) => toShareDtos(db, rows, config.appUrl);

  /** Serves the list too: its query is the search's without the extra filters, which then match everything. */
  async function search(userId: string, query: ShareSearchQuery): Promise<SharePageResult> {
    const filter: ShareFilter = {
      search: query.search || undefined,
      status: query.status,
      ...createdBounds(query),
      hasPassword: query.hasPassword,
    };
    const { rows, total } = await findSharePage(db, userId, filter, query, isoNow());
    return { shares: await dtos(rows), ...pageFactsOf(query, total) };
  }

  async function get(userId: string, id: string): Promise<ShareLink> {
    const [share] = await dtos([orNotFound(await findShareOfUser(db, userId, id))]);
    return share;
  }

  async function create(userId: string, input: CreateShareRequest, meta: RequestMeta): Promise<ShareLink> {
    const target = await shareTargetOf(db, userId, input);
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    const now = isoNow();
    const id = randomUUID();
    for (let attempt = 0; ; attempt++) {
      try {
        await insertShareWithItems(
          db,
          {
            id,
            user_id: userId,
            kind: target.kind,
            media_id: target.mediaId,
            album_id: target.albumId,
            title: target.title,
            slug: newShareSlug(),
            password_hash: passwordHash,
            expires_at: input.expiresAt ? toIso(input.expiresAt) : null,
            max_views: input.maxViews ?? null,
            max_downloads: input.maxDownloads ?? null,
            allow_embedding: input.allowEmbedding ?? false,
            strip_metadata: input.stripMetadata ?? target.stripsByDefault,
            is_active: true,
            leak_alert_visitors:
              input.leakAlertVisitors === undefined ? LEAK_ALERT_VISITORS_DEFAULT : input.leakAlertVisitors,
            leak_auto_pause: input.leakAutoPause ?? false,
            // Bound from its first instant: until its addresses are written below, it opens for nobody.
            recipient_count: input.recipients?.length ?? 0,
            created_at: now,
            updated_at: now,
          },
          target.itemIds,
        );
        break;
      } catch (error) {
        // 96 random bits practically never collide; if they do, draw again rather than fail.
        if (!isUniqueViolation(error) || attempt >= 2) throw error;
      }
    }
    // The addresses of a recipient-verified link (docs/product.md, Recipient-verified links).
    if (input.recipients?.length) await replaceRecipients(db, userId, id, input.recipients);
    await insertActivity(db, {
      userId,
      action: 'share_create',
      meta,
      details: { shareId: id, ...(target.mediaId && { mediaId: target.mediaId }), name: target.name },
    });
    const share = await get(userId, id);
    if (share.stripMetadata) for (const file of target.files) await queueStrippedCopy(db, file);
    return share;
  }

  async function update(userId: string, id: string, input: UpdateShareRequest): Promise<ShareLink> {
    const patch: SharePatch = {};
    if (input.title !== undefined) {
      if (orNotFound(await findShareOfUser(db, userId, id)).kind !== 'selection') throw titleNotAllowedError();
      patch.title = input.title;
    }
    if (input.expiresAt !== undefined) patch.expires_at = input.expiresAt === null ? null : toIso(input.expiresAt);
    if (input.maxViews !== undefined) patch.max_views = input.maxViews;
    if (input.maxDownloads !== undefined) patch.max_downloads = input.maxDownloads;
    if (input.password !== undefined)
      patch.password_hash = input.password === null ? null : await hashPassword(input.password);
    if (input.allowEmbedding !== undefined) patch.allow_embedding = input.allowEmbedding;
    if (input.stripMetadata !== undefined) patch.strip_metadata = input.stripMetadata;
    if (input.isActive !== undefined) patch.is_active = input.isActive;
    // Turned on again by its owner: no longer paused by its leak alert (docs/product.md, Share access log).
    if (input.isActive) patch.paused_by_leak = false;
    if (input.leakAlertVisitors !== undefined) patch.leak_alert_visitors = input.leakAlertVisitors;
    if (input.leakAutoPause !== undefined) patch.leak_auto_pause = input.leakAutoPause;
    if (!(await updateShareOfUser(db, userId, id, patch, isoNow()))) throw notFoundError();
    // null or [] unbinds the link: anyone with it (and its password) may open it again.
    if (input.recipients !== undefined) await replaceRecipients(db, userId, id, input.recipients ?? []);
    if (input.stripMetadata) {
      // Queued before the answer is read: a copy that failed is tried again, and the answer no longer says it failed.
      const { mediaFileId } = await get(userId, id);
      const file = mediaFileId === null ? undefined : await findMediaOfUser(db, userId, mediaFileId);
      if (file) await queueStrippedCopy(db, file);
    }
    return get(userId, id);
  }

  async function remove(userId: string, id: string, meta: RequestMeta): Promise<void> {
    // Read first: the activity list names the shared file.
    const share = orNotFound(await findShareOfUser(db, userId, id));
    if ((await deleteSharesOfUser(db, userId, [id])) === 0) throw notFoundError();
    const details = { count: 1, shareIds: [id], name: linkNameOf(share) };
    await insertActivity(db, { userId, action: 'share_delete', meta, details });
  }

  async function removeMany(userId: string, ids: string[], meta: RequestMeta): Promise<number> {
    const unique = [...new Set(ids)];
    const deleted = await deleteSharesOfUser(db, userId, unique);
    if (deleted > 0) await insertActivity(db, { userId, action: 'share_delete', meta, details: { count: deleted } });
    return deleted;
  }

  function stats(userId: string): Promise<ShareStatsResponse['data']> {
    return shareTotalsOfUser(db, userId, isoNow());
  }

  return { search, get, create, update, remove, removeMany, stats };
}

export type ShareService = ReturnType<typeof createShareService>;
