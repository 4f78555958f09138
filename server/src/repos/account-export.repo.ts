import type { Db } from '../db/database.ts';
import type { MediaFileRow } from '../db/tables.ts';
import { selectSharesWithMedia } from './share.repo.ts';
import type { ShareWithMedia } from './share.repo.ts';

// The SQL of the account export: everything of one user, oldest first.

export async function listAllMediaOfUser(db: Db, userId: string): Promise<MediaFileRow[]> {
  return db
    .selectFrom('media_files')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function listAllSharesOfUser(db: Db, userId: string): Promise<ShareWithMedia[]> {
  return selectSharesWithMedia(db)
    .where('shares.user_id', '=', userId)
    .orderBy('shares.created_at')
    .orderBy('shares.id')
    .execute();
}
