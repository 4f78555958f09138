import type { Db, DbTransaction } from '../db/database.ts';
import type { UserUpdate } from '../db/tables.ts';
import { holdTransactionLock } from '../db/transaction-lock.ts';
import { updateUser } from './user.repo.ts';

// Changes that could leave the instance without an active owner: each runs under the ownership lock and refuses to
// demote, deactivate or delete the last one.

export type AccountChange = 'done' | 'not_found' | 'last_owner';

export interface DeletedAccount {
  /** The storage keys of the account's files: their blobs (and thumbnails) are the caller's to delete. */
  storageKeys: string[];
  /** The blob of an uploaded avatar, also the caller's to delete. */
  avatarKey: string | null;
  files: number;
  shares: number;
}

/** Would this change take away an active owner? Locked reads only, inside the ownership lock. */
async function losesLastOwner(trx: DbTransaction, userId: string, after: UserUpdate | 'deleted'): Promise<boolean> {
  const owners = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'owner')
    .where('is_active', '=', true)
    .execute();
  if (!owners.some((o) => o.id === userId)) return false;
  const stillOwner = after !== 'deleted' && (after.role ?? 'owner') === 'owner' && (after.is_active ?? true);
  return !stillOwner && owners.length <= 1;
}

/** Applies `patch` to a user unless that leaves no active owner. */
export async function changeAccount(db: Db, userId: string, patch: UserUpdate): Promise<AccountChange> {
  return db.transaction().execute(async (trx) => {
    await holdTransactionLock(trx, 'ownership');
    const exists = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!exists) return 'not_found';
    if (await losesLastOwner(trx, userId, patch)) return 'last_owner';
    await updateUser(trx, userId, patch);
    return 'done';
  });
}

/**
 * Deletes a user row unless it is the last active owner. Sessions, mail tokens, files, shares and activity go with it
 * through the foreign keys (ON DELETE CASCADE), and with the row goes its wrapped key: the user's blobs are unreadable
 * from then on, in any backup.
 */
export async function deleteAccount(db: Db, userId: string): Promise<DeletedAccount | 'not_found' | 'last_owner'> {
  return db.transaction().execute(async (trx) => {
    await holdTransactionLock(trx, 'ownership');
    const exists = await trx
      .selectFrom('users')
      .select(['id', 'avatar_key'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!exists) return 'not_found';
    if (await losesLastOwner(trx, userId, 'deleted')) return 'last_owner';
    const files = await trx.selectFrom('media_files').select('storage_key').where('user_id', '=', userId).execute();
    const shares = await trx
      .selectFrom('shares')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return {
      storageKeys: files.map((f) => f.storage_key),
      avatarKey: exists.avatar_key,
      files: files.length,
      shares: Number(shares.n),
    };
  });
}
