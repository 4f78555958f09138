import type { DbTransaction } from '../db/database.ts';

// The only SQL of rotate-master-key (docs/security.md, Key rotation): what the master key wraps or seals on a user's
// row, read and rewritten inside the rotation's one transaction.

export interface MasterSealedRow {
  id: string;
  wrapped_key: string;
  two_factor_secret: string | null;
}

export async function listMasterSealedRows(trx: DbTransaction): Promise<MasterSealedRow[]> {
  return trx.selectFrom('users').select(['id', 'wrapped_key', 'two_factor_secret']).orderBy('id').execute();
}

export async function replaceMasterSealed(trx: DbTransaction, row: MasterSealedRow): Promise<void> {
  await trx
    .updateTable('users')
    .set({ wrapped_key: row.wrapped_key, two_factor_secret: row.two_factor_secret })
    .where('id', '=', row.id)
    .execute();
}
