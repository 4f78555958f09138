import { randomUUID } from 'node:crypto';
import type {
  CreateShareRequest,
  ShareLink,
  ShareSearchQuery,
  ShareStatsResponse,
  UpdateShareRequest,
} from '@vaultbox/common/schemas/share.ts';
import { LEAK_ALERT_VISITORS_DEFAULT } from '@vaultbox/common/constants.ts';
import { stripsMetadataByDefault } from '@vaultbox/common/strippable-types.ts';
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
  insertShare,
  updateShareOfUser,
  type SharePatch,
} from '../../repos/share.repo.ts';
import { newShareSlug } from './share-slug.ts';
import { toShareDto } from '../../domain/share/share-view.ts';

export type SharePageResult = { shares: ShareLink[] } & PageFacts;
/** Stored times are toISOString() text, so every time we compare against must be too. */
const toIso = (value: string) => new Date(value).toISOString();

/** A user's share links: every call is scoped to `userId`; another user's ids are simply not found. */
export function createShareService(ctx: AppContext) {
  const { db, config } = ctx;
  const dto = (row: Parameters<typeof toShareDto>[0]) => toShareDto(row, config.appUrl);

  /** Serves the list too: its query is the search's without the extra filters, which then match everything. */
  async function search(userId: string, query: ShareSearchQuery): Promise<SharePageResult> {
    const filter: ShareFilter = {
      search: query.search || undefined,
      status: query.status,
      ...createdBounds(query),
      hasPassword: query.hasPassword,
    };
    const { rows, total } = await findSharePage(db, userId, filter, query, isoNow());
    return { shares: rows.map(dto), ...pageFactsOf(query, total) };
  }

  async function get(userId: string, id: string): Promise<ShareLink> {
    return dto(orNotFound(await findShareOfUser(db, userId, id)));
  }

  async function create(userId: string, input: CreateShareRequest, meta: RequestMeta): Promise<ShareLink> {
    // Only the owner of a file may share it; someone else's file is as unknown as a missing one.
    const media = orNotFound(await findMediaOfUser(db, userId, input.mediaFileId));
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    const now = isoNow();
    const id = randomUUID();
    for (let attempt = 0; ; attempt++) {
      try {
        await insertShare(db, {
          id,
          user_id: userId,
          media_id: media.id,
          slug: newShareSlug(),
          password_hash: passwordHash,
          expires_at: input.expiresAt ? toIso(input.expiresAt) : null,
          max_views: input.maxViews ?? null,
          max_downloads: input.maxDownloads ?? null,
          allow_embedding: input.allowEmbedding ?? false,
          strip_metadata: input.stripMetadata ?? stripsMetadataByDefault(media.mime_type),
          is_active: true,
          leak_alert_visitors:
            input.leakAlertVisitors === undefined ? LEAK_ALERT_VISITORS_DEFAULT : input.leakAlertVisitors,
          leak_auto_pause: input.leakAutoPause ?? false,
          created_at: now,
          updated_at: now,
        });
        break;
      } catch (error) {
        // 96 random bits practically never collide; if they do, draw again rather than fail.
        if (!isUniqueViolation(error) || attempt >= 2) throw error;
      }
    }
    await insertActivity(db, {
      userId,
      action: 'share_create',
      meta,
      details: { shareId: id, mediaId: media.id, name: media.original_name },
    });
    const share = await get(userId, id);
    if (share.stripMetadata) await queueStrippedCopy(db, media);
    return share;
  }

  async function update(userId: string, id: string, input: UpdateShareRequest): Promise<ShareLink> {
    const patch: SharePatch = {};
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
    if (input.stripMetadata) {
      // Queued before the answer is read: a copy that failed is tried again, and the answer no longer says it failed.
      const { mediaFileId } = await get(userId, id);
      await queueStrippedCopy(db, orNotFound(await findMediaOfUser(db, userId, mediaFileId)));
    }
    return get(userId, id);
  }

  async function remove(userId: string, id: string, meta: RequestMeta): Promise<void> {
    // Read first: the activity list names the shared file.
    const share = orNotFound(await findShareOfUser(db, userId, id));
    if ((await deleteSharesOfUser(db, userId, [id])) === 0) throw notFoundError();
    const details = { count: 1, shareIds: [id], name: share.media_original_name };
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
