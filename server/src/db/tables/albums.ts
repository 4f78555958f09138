import type { Generated } from 'kysely';

// Albums and their files. (Row conventions: server/src/db/tables.ts.)

export type AlbumSortOrder = 'manual' | 'date';

/** A user's album (migration 0024); file_count and total_size are kept by triggers on album_files. */
export interface AlbumsTable {
  id: string;
  user_id: string;
  name: string;
  description: Generated<string>;
  sort_order: AlbumSortOrder;
  /** The file the owner chose to stand for the album; null: its first file. Set to null when that file goes. */
  cover_media_id: string | null;
  /** The file request that fills this album (docs/product.md, File requests); null for albums the owner made. */
  file_request_id: string | null;
  file_count: Generated<number>;
  total_size: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A file in an album: its manual position, and its size copied for the album's total (migration 0024). */
export interface AlbumFilesTable {
  album_id: string;
  media_id: string;
  user_id: string;
  position: number;
  size: number;
  added_at: string;
}
