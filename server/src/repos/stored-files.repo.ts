import type { Db } from '../db/database.ts';

// Every stored file with its owner's wrapped key, in pages by id: `vaultbox verify` and the backup's counts.

export interface StoredFile {
  id: string;
  user_id: string;
  original_name: string;
  storage_key: string;
  storage_format: 'encrypted' | 'plain';
  wrapped_key: string | null;
  size: number;
  preview_state: string;
  stripped_size: number | null;
  owner_key: string;
  owner_username: string;
}

export async function countStoredFiles(db: Db): Promise<number> {
  const row = await db
    .selectFrom('media_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The next `limit` files after `afterId` (by id), each with its owner's wrapped key and username. */
export async function storedFilesAfter(db: Db, afterId: string, limit: number): Promise<StoredFile[]> {
  return db
    .selectFrom('media_files')
    .innerJoin('users', 'users.id', 'media_files.user_id')
    .select([
      'media_files.id',
      'media_files.user_id',
      'media_files.original_name',
      'media_files.storage_key',
      'media_files.storage_format',
      'media_files.wrapped_key',
      'media_files.size',
      'media_files.preview_state',
      'media_files.stripped_size',
      'users.wrapped_key as owner_key',
      'users.username as owner_username',
    ])
    .where('media_files.id', '>', afterId)
    .orderBy('media_files.id')
    .limit(limit)
    .execute();
}

/** Every uploaded avatar: its blob and key, and its owner's wrapped key. */
export async function storedAvatars(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'wrapped_key', 'avatar_key', 'avatar_wrapped_key'])
    .where('avatar_key', 'is not', null)
    .orderBy('id')
    .execute();
}
