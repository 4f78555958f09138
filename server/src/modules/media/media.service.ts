import type {
  MediaFile,
  MediaListQuery,
  MediaPosition,
  MediaPositionQuery,
  MediaSearchQuery,
  UpdateMediaRequest,
} from '@vaultbox/common/schemas/media.ts';
import { createdBounds, pageFactsOf, type PageFacts } from '@vaultbox/common/schemas/paging.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import { AppError, notFoundError, orNotFound } from '../../errors.ts';
import { isAlbumOfUser } from '../../repos/album.repo.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import { clearFromOutside } from '../../repos/file-request-upload.repo.ts';
import { derivedKeys } from '../../domain/media/blob-names.ts';
import {
  anchorable,
  findMediaInOrder,
  findMediaPage,
  libraryVersion,
  matchesToKeep,
  type KeptMatches,
  sortAnchors,
  type MediaFilter,
} from '../../repos/media-query.repo.ts';
import { mediaTotalsOfUser, type MediaTotals } from '../../repos/media-totals.repo.ts';
import { positionInOrder } from '../../repos/media-position.repo.ts';
import {
  ANCHOR_EVERY,
  anchorsReach,
  anchorsToAdd,
  pageStart,
  type KeptAnchors,
  type PageStart,
} from '../../repos/page-anchors.ts';
import { createViewCache } from './view-cache.ts';
import {
  deleteMediaOfUser,
  findMediaOfUser,
  incrementCounter,
  updateMediaOfUser,
  type DeletedMedia,
} from '../../repos/media.repo.ts';
import { normalizeTags, toMediaDto } from '../../domain/media/media-view.ts';

export type MediaPageResult = { files: MediaFile[] } & PageFacts;

/**
 * A search matching more files than this keeps its total and its first FIRST_KEPT_MATCHES ids: its later pages are
 * found by the query each time.
 */
const MAX_KEPT_MATCHES = 100_000;
const FIRST_KEPT_MATCHES = 1000;

const splitTags = (tags: string | undefined) =>
  (tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** The filter of a list or search query (the list's query is the search's without the extra filters). */
const filterOf = (query: MediaPositionQuery): MediaFilter => ({
  search: query.search || undefined,
  category: query.category,
  tags: splitTags(query.tags),
  ...createdBounds(query),
  minSize: query.minSize,
  maxSize: query.maxSize,
  albumId: query.albumId,
});

/** A user's own library: list, search, read, edit, delete, count. Every call is scoped to `userId`. */
export function createMediaService(ctx: AppContext, { maxKeptMatches = MAX_KEPT_MATCHES } = {}) {
  const { db, blobs } = ctx;

  // Anchors of whole views (or a category) and the ids a narrower filter matches, per library version.
  const anchors = createViewCache<KeptAnchors>({
    maxViews: 500,
    maxWeight: 500_000,
    weigh: (kept) => Math.max(1, kept.keys.length),
  });
  const matches = createViewCache<KeptMatches>({
    maxViews: 500,
    maxWeight: 4 * maxKeptMatches,
    weigh: (kept) => Math.max(1, kept.ids.length),
  });

  /**
   * Where a page starts: deep pages of a whole view (or a category) begin at a cached anchor row. The anchors are built
   * as deep as the pages asked (page-anchors.ts): after a change of a large library, its first pages cost a short walk,
   * not one over the whole library.
   */
  async function startOf(userId: string, filter: MediaFilter, query: MediaListQuery): Promise<PageStart> {
    const offset = (query.page - 1) * query.limit;
    if (offset < ANCHOR_EVERY) return { anchor: null, offset };
    const view = [userId, query.sortBy, query.sortOrder, filter.category ?? ''].join('|');
    const deeper = async (known: KeptAnchors = { keys: [], complete: false }): Promise<KeptAnchors> => {
      const adding = anchorsToAdd(known.keys.length, offset);
      const after = known.keys.at(-1) ?? null;
      const added = await sortAnchors(db, userId, filter, query, ANCHOR_EVERY, { after, rows: adding * ANCHOR_EVERY });
      return { keys: [...known.keys, ...added], complete: added.length < adding };
    };
    const kept = await anchors.load(view, await libraryVersion(db, userId), deeper, (known) =>
      anchorsReach(known, offset),
    );
    return pageStart(kept.keys, offset);
  }

  /**
   * Every id a search (or any narrower filter) matches, in order; too many to keep, only their number, so that the
   * pages of a search matching most of a large library do not count it again each time.
   */
  async function matchesOf(
    userId: string,
    filter: MediaFilter,
    query: Pick<MediaListQuery, 'sortBy' | 'sortOrder'>,
  ): Promise<KeptMatches> {
    const view = JSON.stringify([userId, query.sortBy, query.sortOrder, filter]);
    return matches.load(view, await libraryVersion(db, userId), () =>
      matchesToKeep(db, userId, filter, query, {
        cap: maxKeptMatches,
        first: Math.min(FIRST_KEPT_MATCHES, maxKeptMatches),
      }),
    );
  }

  async function page(userId: string, filter: MediaFilter, query: MediaListQuery): Promise<MediaPageResult> {
    // An album's files: straight from the query, since album changes do not move the library's version (no cache).
    if (filter.albumId) {
      if (!(await isAlbumOfUser(db, userId, filter.albumId))) throw new AppError('ALBUM_NOT_FOUND');
      const { rows, total } = await findMediaPage(db, userId, filter, query);
      return { files: rows.map(toMediaDto), ...pageFactsOf(query, total) };
    }
    if (!anchorable(filter)) {
      const { ids, complete, total } = await matchesOf(userId, filter, query);
      const offset = (query.page - 1) * query.limit;
      if (complete || offset + query.limit <= ids.length) {
        const rows = await findMediaInOrder(db, userId, ids.slice(offset, offset + query.limit));
        return { files: rows.map(toMediaDto), ...pageFactsOf(query, total) };
      }
      const { rows } = await findMediaPage(db, userId, filter, query, undefined, total);
      return { files: rows.map(toMediaDto), ...pageFactsOf(query, total) };
    }
    const start = anchorable(filter) ? await startOf(userId, filter, query) : undefined;
    const { rows, total } = await findMediaPage(db, userId, filter, query, start);
    return { files: rows.map(toMediaDto), ...pageFactsOf(query, total) };
  }

  /** Serves the list too: its query is the search's without the extra filters, which then match everything. */
  function search(userId: string, query: MediaSearchQuery): Promise<MediaPageResult> {
    return page(userId, filterOf(query), query);
  }

  /**
   * Where a file sits in the list a query makes (the player opened without a page). A search's ids are usually kept
   * already (matchesOf); otherwise the files before it are counted along the sort index.
   */
  async function position(userId: string, id: string, query: MediaPositionQuery): Promise<MediaPosition> {
    orNotFound(await findMediaOfUser(db, userId, id));
    const filter = filterOf(query);
    if (filter.albumId) {
      if (!(await isAlbumOfUser(db, userId, filter.albumId))) throw new AppError('ALBUM_NOT_FOUND');
    } else if (!anchorable(filter)) {
      const { ids, complete, total } = await matchesOf(userId, filter, query);
      const index = ids.indexOf(id);
      if (index >= 0 || complete) return { index: index < 0 ? null : index, total };
    }
    return positionInOrder(db, userId, filter, query, id);
  }

  /** The owner's look at one file: a file come through a file request is no longer new (docs/product.md, File requests). */
  async function get(userId: string, id: string): Promise<MediaFile> {
    const row = orNotFound(await findMediaOfUser(db, userId, id));
    if (!row.from_request_unseen) return toMediaDto(row);
    await clearFromOutside(db, userId, id);
    return toMediaDto({ ...row, from_request_unseen: false });
  }

  async function update(userId: string, id: string, input: UpdateMediaRequest): Promise<MediaFile> {
    const updated = await updateMediaOfUser(db, userId, id, {
      ...input,
      tags: input.tags && normalizeTags(input.tags),
    });
    if (!updated) throw notFoundError();
    return get(userId, id);
  }

  /** Rows and quota first (one transaction), then the bytes; a blob that survives a crash here is swept later. */
  async function removeBlobs(deleted: DeletedMedia[]): Promise<void> {
    for (const { storage_key: key } of deleted) {
      for (const blobKey of [key, ...derivedKeys(key)]) {
        await blobs
          .delete(blobKey)
          .catch((error: unknown) => ctx.log.warn({ err: error, blobKey }, 'could not delete a blob; the sweep will'));
      }
    }
  }

  async function recordDeletion(userId: string, deleted: DeletedMedia[], meta: RequestMeta): Promise<void> {
    if (deleted.length === 0) return;
    // The activity list names one file, and counts many.
    const details = {
      count: deleted.length,
      mediaIds: deleted.slice(0, 100).map((d) => d.id),
      ...(deleted.length === 1 ? { name: deleted[0].original_name } : {}),
    };
    await insertActivity(db, { userId, action: 'media_delete', meta, details });
  }

  async function remove(userId: string, id: string, meta: RequestMeta): Promise<void> {
    const deleted = await deleteMediaOfUser(db, userId, [id]);
    if (deleted.length === 0) throw notFoundError();
    await removeBlobs(deleted);
    await recordDeletion(userId, deleted, meta);
  }

  /** Ids that are not the user's are ignored, not reported: no existence leak. */
  async function removeMany(userId: string, ids: string[], meta: RequestMeta): Promise<number> {
    const deleted = await deleteMediaOfUser(db, userId, [...new Set(ids)]);
    await removeBlobs(deleted);
    await recordDeletion(userId, deleted, meta);
    return deleted.length;
  }

  async function countView(userId: string, id: string): Promise<number> {
    return orNotFound(await incrementCounter(db, userId, id, 'view_count'));
  }

  function totals(userId: string): Promise<MediaTotals> {
    return mediaTotalsOfUser(db, userId);
  }

  return { search, position, get, update, remove, removeMany, countView, totals };
}

export type MediaService = ReturnType<typeof createMediaService>;
