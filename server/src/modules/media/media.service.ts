import type { MediaFile, MediaListQuery, MediaSearchQuery, UpdateMediaRequest } from '@vaultbox/common/schemas/media.ts';
import type { AppContext } from '../../context.ts';
import { notFoundError } from '../../errors.ts';
import { thumbnailKeys } from './blob-names.ts';
import { findMediaPage, mediaTotalsOfUser, type MediaFilter, type MediaTotals } from './media-query.repo.ts';
import { deleteMediaOfUser, findMediaOfUser, incrementCounter, updateMediaOfUser, type DeletedMedia } from './media.repo.ts';
import { normalizeTags, toMediaDto } from './media-view.ts';

export interface MediaPageResult {
  files: MediaFile[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Search dates as stored times: a bare end date includes that whole day. */
function dateBounds(query: Pick<MediaSearchQuery, 'startDate' | 'endDate'>): Pick<MediaFilter, 'createdFrom' | 'createdBefore'> {
  const from = query.startDate ? new Date(query.startDate).toISOString() : undefined;
  let before: string | undefined;
  if (query.endDate) {
    const end = new Date(query.endDate).getTime();
    before = new Date(isDateOnly(query.endDate) ? end + DAY_MS : end + 1).toISOString();
  }
  return { createdFrom: from, createdBefore: before };
}

const splitTags = (tags: string | undefined) =>
  (tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** A user's own library: list, search, read, edit, delete, count. Every call is scoped to `userId`. */
export function createMediaService(ctx: AppContext) {
  const { db, blobs } = ctx;

  async function page(userId: string, filter: MediaFilter, query: MediaListQuery): Promise<MediaPageResult> {
    const { rows, total } = await findMediaPage(db, userId, filter, query);
    return {
      files: rows.map(toMediaDto),
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
    };
  }

  function list(userId: string, query: MediaListQuery): Promise<MediaPageResult> {
    return page(userId, { search: query.search || undefined, category: query.category }, query);
  }

  function search(userId: string, query: MediaSearchQuery): Promise<MediaPageResult> {
    return page(
      userId,
      {
        search: query.search || undefined,
        category: query.category,
        tags: splitTags(query.tags),
        ...dateBounds(query),
        minSize: query.minSize,
        maxSize: query.maxSize,
      },
      query,
    );
  }

  async function get(userId: string, id: string): Promise<MediaFile> {
    const row = await findMediaOfUser(db, userId, id);
    if (!row) throw notFoundError();
    return toMediaDto(row);
  }

  async function update(userId: string, id: string, input: UpdateMediaRequest): Promise<MediaFile> {
    const updated = await updateMediaOfUser(db, userId, id, { ...input, tags: input.tags && normalizeTags(input.tags) });
    if (!updated) throw notFoundError();
    return get(userId, id);
  }

  /** Rows and quota first (one transaction), then the bytes; a blob that survives a crash here is swept later. */
  async function removeBlobs(deleted: DeletedMedia[]): Promise<void> {
    for (const { storage_key: key } of deleted) {
      for (const blobKey of [key, ...thumbnailKeys(key)]) {
        await blobs.delete(blobKey).catch((error: unknown) => ctx.log.warn({ err: error, blobKey }, 'could not delete a blob; the sweep will'));
      }
    }
  }

  async function remove(userId: string, id: string): Promise<void> {
    const deleted = await deleteMediaOfUser(db, userId, [id]);
    if (deleted.length === 0) throw notFoundError();
    await removeBlobs(deleted);
  }

  /** Ids that are not the user's are ignored, not reported: no existence leak. */
  async function removeMany(userId: string, ids: string[]): Promise<number> {
    const deleted = await deleteMediaOfUser(db, userId, [...new Set(ids)]);
    await removeBlobs(deleted);
    return deleted.length;
  }

  async function countView(userId: string, id: string): Promise<number> {
    const views = await incrementCounter(db, userId, id, 'view_count');
    if (views === undefined) throw notFoundError();
    return views;
  }

  function totals(userId: string): Promise<MediaTotals> {
    return mediaTotalsOfUser(db, userId);
  }

  return { list, search, get, update, remove, removeMany, countView, totals };
}

export type MediaService = ReturnType<typeof createMediaService>;
