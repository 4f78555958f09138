import type { Generated } from 'kysely';

// The library: files and the per-user figures triggers keep beside them. (Row conventions: server/src/db/tables.ts.)

export type StorageFormat = 'encrypted' | 'plain';
export type ThumbnailStateValue = 'pending' | 'ready' | 'failed' | 'none';
export type PreviewStateValue = 'none' | 'pending' | 'ready' | 'failed';

export interface MediaFilesTable {
  id: string;
  user_id: string;
  title: string;
  description: string;
  original_name: string;
  mime_type: string;
  category: string;
  size: number;
  /** JSON array of strings. */
  tags: string;
  is_public: boolean;
  storage_key: string;
  storage_format: StorageFormat;
  /** The file key wrapped by the user key (base64); null for plain storage. */
  wrapped_key: string | null;
  /** No longer written: '' since decision 0006 (the SHA-256 of the plaintext for files uploaded before it). */
  sha256: string;
  width: number | null;
  height: number | null;
  duration: number | null;
  view_count: Generated<number>;
  download_count: Generated<number>;
  thumbnail_state: ThumbnailStateValue;
  thumbnail_error: string | null;
  /** The browser-viewable copy (migration 0012): HEIC -> WebP, foreign video -> H.264 MP4. */
  preview_state: Generated<PreviewStateValue>;
  preview_mime_type: string | null;
  preview_size: number | null;
  preview_error: string | null;
  /** Plaintext size of the copy without location and camera data that shares serve; null until it is made. */
  stripped_size: number | null;
  /** Why that copy could not be made (migration 0016): shares asking for it answer 422; null otherwise. */
  stripped_error: string | null;
  /** Came through a file request and its owner has not opened it yet (migration 0026). */
  from_request_unseen: Generated<boolean>;
  /** The capture date as written in the file, `YYYY-MM-DDTHH:MM:SS` (migration 0031); null when it carries none. */
  taken_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Per user and category, kept by triggers (migration 0008): what the pager and the dashboard read instead of counting. */
export interface MediaStatsTable {
  user_id: string;
  category: string;
  files: number;
  bytes: number;
  views: number;
  downloads: number;
  /** Bumped by every change that can move a file in a sort order: the library's version. */
  changes: number;
}

/** Per user and month (`YYYY-MM`) the images and videos on the Photos timeline, kept by triggers (migration 0031). */
export interface TimelineMonthsTable {
  user_id: string;
  month: string;
  files: number;
}

/** Per user and day (`YYYY-MM-DD`) the same count, for a page deep into a month (migration 0033). */
export interface TimelineDaysTable {
  user_id: string;
  day: string;
  files: number;
}
