import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, ShareRow } from '../db/tables.ts';

// The anonymous side's SQL. A slug is the only key a visitor has; counters move only through takeShareUse(), one
// conditional UPDATE that re-checks every rule, so concurrent requests can never pass a limit.

/** The facts of one shared file a visitor's routes read: the file of a 'file' link, or one item of a multi-file link. */
export interface SharedFileFacts {
  media_title: string;
  media_original_name: string;
  media_description: string;
  media_size: number;
  media_category: string;
  media_mime_type: string;
  media_thumbnail_state: string;
  media_preview_state: string;
  media_preview_mime_type: string | null;
  media_width: number | null;
  media_height: number | null;
  /** Why its copy without location and camera data could not be made, if it could not. */
  media_stripped_error: string | null;
}

/**
 * A share as a visitor may reach it: the share, the facts of its file, and the owner's wrapped key to decrypt it. The
 * shares of a deactivated account are suspended: not found until it is active again. An album or selection link has
 * no file of its own: its media_* facts are placeholders (the title and original name say the link's title, so that
 * notifications name it), and each item's facts replace them for that item's routes (share-items.repo.ts).
 */
export interface PublicShareRow extends ShareRow, SharedFileFacts {
  /** What the owner's notifications name the link by: its file's original name, or the album's name or title. */
  link_name: string;
  /** The album of an 'album' link, as it is now (null otherwise). */
  album_name: string | null;
  album_description: string | null;
  album_sort_order: string | null;
  owner_wrapped_key: string;
  /** The page may name the owner only while their profile is public (their preferences say). */
  owner_username: string;
  owner_display_name: string | null;
  owner_preferences: string;
}

/** A shared file's facts as a visitor's page and byte routes read them (a file link's file, a multi-file link's item). */
export const SHARED_FILE_COLUMNS = [
  'media_files.title as media_title',
  'media_files.original_name as media_original_name',
  'media_files.description as media_description',
  'media_files.size as media_size',
  'media_files.category as media_category',
  'media_files.mime_type as media_mime_type',
  'media_files.thumbnail_state as media_thumbnail_state',
  'media_files.preview_state as media_preview_state',
  'media_files.preview_mime_type as media_preview_mime_type',
  'media_files.width as media_width',
  'media_files.height as media_height',
  'media_files.stripped_error as media_stripped_error',
] as const;

export async function findShareBySlug(db: Db, slug: string): Promise<PublicShareRow | undefined> {
  // Left joins: a multi-file link has no media_id. A file link still finds its file (media_id cascades), so its row
  // is what the inner join gave; the album's join finds nothing for the others.
  const row = await db
    .selectFrom('shares')
    .leftJoin('media_files', 'media_files.id', 'shares.media_id')
    .leftJoin('albums', 'albums.id', 'shares.album_id')
    .innerJoin('users', 'users.id', 'shares.user_id')
    .selectAll('shares')
    .select([
      ...SHARED_FILE_COLUMNS,
      'albums.name as album_name',
      'albums.description as album_description',
      'albums.sort_order as album_sort_order',
      'users.wrapped_key as owner_wrapped_key',
      'users.username as owner_username',
      'users.display_name as owner_display_name',
      'users.preferences as owner_preferences',
    ])
    .where('shares.slug', '=', slug)
    .where('users.is_active', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.kind === 'file') {
    if (row.media_title === null) return undefined;
    return { ...(row as Omit<PublicShareRow, 'link_name'>), link_name: row.media_original_name ?? '' };
  }
  const title = (row.kind === 'album' ? row.album_name : row.title) ?? '';
  return {
    ...row,
    media_title: title,
    media_original_name: title,
    link_name: title,
    media_description: row.album_description ?? '',
    media_size: 0,
    media_category: 'other',
    media_mime_type: '',
    media_thumbnail_state: 'none',
    media_preview_state: 'none',
    media_preview_mime_type: null,
    media_width: null,
    media_height: null,
    media_stripped_error: null,
  };
}

export type ShareUse = 'view' | 'download';

export interface ShareCounts {
  current_views: number;
  current_downloads: number;
}

const COUNTERS = {
  view: { current: 'current_views', max: 'max_views' },
  download: { current: 'current_downloads', max: 'max_downloads' },
} as const;

/**
 * Takes one view or download if, at this instant, the share is active, unexpired and below that limit. Answers the
 * new counts, or undefined when the share refused (the caller reads the row again to say why).
 */
export async function takeShareUse(
  db: Db,
  shareId: string,
  use: ShareUse,
  now: string,
): Promise<ShareCounts | undefined> {
  const { current, max } = COUNTERS[use];
  const row = await db
    .updateTable('shares')
    .set((eb) => ({ [current]: eb(current, '+', 1) }))
    .where('id', '=', shareId)
    .where('is_active', '=', true)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('users')
          .select('users.id')
          .whereRef('users.id', '=', 'shares.user_id')
          .where('users.is_active', '=', true),
      ),
    )
    .where((eb: ExpressionBuilder<Database, 'shares'>) =>
      eb.and([
        eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]),
        eb.or([eb(max, 'is', null), eb(current, '<', eb.ref(max))]),
      ]),
    )
    .returning(['current_views', 'current_downloads'])
    .executeTakeFirst();
  return row && { current_views: Number(row.current_views), current_downloads: Number(row.current_downloads) };
}
