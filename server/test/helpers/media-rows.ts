import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.ts';
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
    is_public: false,
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

/**
 * Copies `limit` of one user's media rows (from `offset`, oldest first) to another, in one INSERT ... SELECT, with
 * `prefix` before each id and storage key: a bench's many other users without a round trip per row. The copies go
 * through the same triggers as any insert and own no bytes.
 */
export async function copyMediaRows(
  db: Db,
  copy: { fromUserId: string; toUserId: string; prefix: string; limit: number; offset: number },
): Promise<void> {
  const { rows } = await sql<Record<string, unknown>>`select * from media_files limit 1`.execute(db);
  const own = ['id', 'user_id', 'storage_key', 'search_key'];
  const list = sql.raw(
    Object.keys(rows[0] ?? {})
      .filter((column) => !own.includes(column))
      .join(', '),
  );
  await sql`insert into media_files (id, user_id, storage_key, ${list})
    select ${copy.prefix} || id, ${copy.toUserId}, ${copy.prefix} || storage_key, ${list} from media_files
    where user_id = ${copy.fromUserId} order by created_at, id limit ${copy.limit} offset ${copy.offset}`.execute(db);
}
