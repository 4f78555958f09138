import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';
import { SHARED_FILE_COLUMNS, type SharedFileFacts } from './public-share.repo.ts';

// The files of a multi-file link (docs/product.md, Multi-file shares), as they are NOW: an album link's are the album's
// files today (in the album's order), a selection's are its share_items still in the library (media_id cascades), in
// the order chosen. Every read is scoped by the share's owner too: an item is always one of the owner's files.

export interface ShareItemsOwner {
  id: string;
  user_id: string;
  kind: 'file' | 'album' | 'selection';
  album_id: string | null;
  album_sort_order: string | null;
}

export interface ShareItemRow extends SharedFileFacts {
  media_id: string;
}

const ITEM_COLUMNS = ['media_files.id as media_id', ...SHARED_FILE_COLUMNS] as const;

/** The item files of a share, ordered (read as media_files rows); a file link has none (it has the single-file routes). */
type ItemQuery = SelectQueryBuilder<Database, 'media_files', object>;
function itemsOf(db: Db, share: ShareItemsOwner): ItemQuery {
  if (share.kind === 'album') {
    const query = db
      .selectFrom('album_files')
      .innerJoin('media_files', 'media_files.id', 'album_files.media_id')
      .where('album_files.album_id', '=', share.album_id ?? '')
      .where('media_files.user_id', '=', share.user_id);
    // docs/product.md, Albums: 'manual' keeps the owner's positions, 'date' is newest upload first.
    const ordered =
      share.album_sort_order === 'manual'
        ? query.orderBy('album_files.position').orderBy('media_files.id')
        : query.orderBy('media_files.created_at', 'desc').orderBy('media_files.id', 'desc');
    return ordered as unknown as ItemQuery;
  }
  const selection = db
    .selectFrom('share_items')
    .innerJoin('media_files', 'media_files.id', 'share_items.media_id')
    .where('share_items.share_id', '=', share.kind === 'selection' ? share.id : '')
    .where('media_files.user_id', '=', share.user_id)
    .orderBy('share_items.position');
  return selection as unknown as ItemQuery;
}

const numbered = <T extends { media_size: number }>(row: T): T => ({ ...row, media_size: Number(row.media_size) });

/** One page of the items, in order. */
export async function listShareItems(
  db: Db,
  share: ShareItemsOwner,
  offset: number,
  limit: number,
): Promise<ShareItemRow[]> {
  const rows = await itemsOf(db, share).select(ITEM_COLUMNS).limit(limit).offset(offset).execute();
  return rows.map(numbered);
}

/** Every item, in order (Download all). */
export async function listAllShareItems(db: Db, share: ShareItemsOwner): Promise<ShareItemRow[]> {
  return (await itemsOf(db, share).select(ITEM_COLUMNS).execute()).map(numbered);
}

/** How many items the link serves now, and their bytes. */
export async function countShareItems(db: Db, share: ShareItemsOwner): Promise<{ count: number; size: number }> {
  const row = await itemsOf(db, share)
    .clearOrderBy()
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('media_files.size').as('size')])
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), size: Number(row?.size ?? 0) };
}

/** The item `mediaId` if it is one of the link's items now; undefined for any other id. */
export async function findShareItem(
  db: Db,
  share: ShareItemsOwner,
  mediaId: string,
): Promise<ShareItemRow | undefined> {
  const row = await itemsOf(db, share)
    .clearOrderBy()
    .select(ITEM_COLUMNS)
    .where('media_files.id', '=', mediaId)
    .executeTakeFirst();
  return row && numbered(row);
}

/** A selection's files, in the order given (the caller checked they are the owner's and removed duplicates). */
export async function insertShareItems(db: Db, shareId: string, mediaIds: string[]): Promise<void> {
  if (mediaIds.length === 0) return;
  await db
    .insertInto('share_items')
    .values(mediaIds.map((mediaId, position) => ({ share_id: shareId, media_id: mediaId, position })))
    .execute();
}

/** The file ids of each of the user's selections, in their order (the account export). */
export async function selectionFileIdsOfUser(db: Db, userId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('share_items')
    .innerJoin('shares', 'shares.id', 'share_items.share_id')
    .select(['share_items.share_id', 'share_items.media_id'])
    .where('shares.user_id', '=', userId)
    .orderBy('share_items.share_id')
    .orderBy('share_items.position')
    .execute();
  const ids = new Map<string, string[]>();
  for (const row of rows) ids.set(row.share_id, [...(ids.get(row.share_id) ?? []), row.media_id]);
  return ids;
}
