import { randomUUID } from 'node:crypto';
import type { NewMediaFileRow } from '../../src/db/tables.ts';

export type RowFields = Pick<NewMediaFileRow, 'user_id' | 'title' | 'original_name' | 'created_at'> &
  Partial<NewMediaFileRow>;

/**
 * A media row with no bytes behind it (a plain storage key that exists nowhere): for tests and benches that list,
 * sort, count and search many files and never read one. Written with insertInto('media_files') or insertMediaFile.
 */
export function bytelessMediaRow(fields: RowFields): NewMediaFileRow {
  const id = fields.id ?? randomUUID();
  return {
    id,
    description: '',
    mime_type: 'application/octet-stream',
    category: 'other',
    size: 0,
    tags: '[]',
    is_public: 0,
    storage_key: id,
    storage_format: 'plain',
    wrapped_key: null,
    sha256: '0'.repeat(64),
    width: null,
    height: null,
    duration: null,
    thumbnail_state: 'none',
    thumbnail_error: null,
    view_count: 0,
    updated_at: fields.created_at,
    ...fields,
  };
}
