import type { MediaFileRow } from '../db/tables.ts';

/**
 * The columns a MediaFile is made of (and the owner, to check rows read by id): what lists read, not the storage
 * key, wrapped key, hash or thumbnail error. Fewer columns is less to copy per row, and a list has many. The preview
 * error is read for its code alone (previewFailure); its text is never sent.
 */
export const MEDIA_LIST_COLUMNS = [
  'id',
  'user_id',
  'title',
  'original_name',
  'description',
  'size',
  'mime_type',
  'category',
  'tags',
  'view_count',
  'download_count',
  'is_public',
  'storage_format',
  'thumbnail_state',
  'preview_state',
  'preview_mime_type',
  'preview_error',
  'duration',
  'width',
  'height',
  'from_request_unseen',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof MediaFileRow)[];

export type MediaListRow = Pick<MediaFileRow, (typeof MEDIA_LIST_COLUMNS)[number]>;
