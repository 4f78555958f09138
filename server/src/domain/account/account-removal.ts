import type { AppContext } from '../../context.ts';
import { eraseDeletedRows } from '../../db/database.ts';
import { AppError, notFoundError } from '../../errors.ts';
import { derivedKeys } from '../media/blob-names.ts';
import { changeAccount, deleteAccount } from '../../repos/account.repo.ts';
import type { UserUpdate } from '../../db/tables.ts';

export const lastOwnerError = () => new AppError('LAST_OWNER');

const refusal = (outcome: 'not_found' | 'last_owner') => (outcome === 'not_found' ? notFoundError() : lastOwnerError());

/**
 * Account changes that must never leave the instance without an active owner (admin edits, account deletion by the
 * owner of the account or by an owner). Deletion is crypto-shredding: the row and its wrapped key go first (erased
 * from the database files, not only unlinked), then every blob of the account.
 */
export function createAccountRemoval(ctx: AppContext) {
  async function change(userId: string, patch: UserUpdate): Promise<void> {
    const outcome = await changeAccount(ctx.db, userId, patch);
    if (outcome !== 'done') throw refusal(outcome);
  }

  async function remove(userId: string): Promise<{ files: number; shares: number }> {
    const deleted = await deleteAccount(ctx.db, userId);
    if (deleted === 'not_found' || deleted === 'last_owner') throw refusal(deleted);
    await eraseDeletedRows(ctx.db);
    // The rows are gone: a blob left by a failure here is unreadable (its key went with the row) and the sweep
    // removes it as an orphan.
    const blobs = deleted.storageKeys.flatMap((key) => [key, ...derivedKeys(key)]);
    if (deleted.avatarKey) blobs.push(deleted.avatarKey);
    for (const blob of blobs) {
      await ctx.blobs.delete(blob).catch((error: unknown) => ctx.log.warn({ err: error, blob }, 'blob not deleted'));
    }
    return { files: deleted.files, shares: deleted.shares };
  }

  return { change, remove };
}

export type AccountRemoval = ReturnType<typeof createAccountRemoval>;
