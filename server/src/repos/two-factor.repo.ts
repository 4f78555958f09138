import { randomUUID } from 'node:crypto';
import type { Db, DbTransaction } from '../db/database.ts';
import { updatedOneRow } from '../db/updated-one-row.ts';

// The only SQL of two-factor: the columns on users and the backup_codes table. Every claim is one conditional
// UPDATE, so a code accepted by two concurrent sign-ins is accepted once.

/** Keeps a new secret for a set-up in progress; refused (false) once two-factor is on. */
export async function storePendingSecret(db: Db, userId: string, sealedSecret: string): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('users')
      .set({ two_factor_secret: sealedSecret, two_factor_last_step: null })
      .where('id', '=', userId)
      .where('two_factor_enabled_at', 'is', null),
  );
}

/** Turns two-factor on with the secret the user just proved, remembering the step of the code used. */
export async function enableTwoFactor(
  trx: DbTransaction,
  userId: string,
  sealedSecret: string,
  step: number,
  now: string,
): Promise<boolean> {
  return updatedOneRow(
    trx
      .updateTable('users')
      .set({ two_factor_enabled_at: now, two_factor_last_step: step })
      .where('id', '=', userId)
      .where('two_factor_secret', '=', sealedSecret)
      .where('two_factor_enabled_at', 'is', null),
  );
}

export async function disableTwoFactor(trx: DbTransaction, userId: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({ two_factor_secret: null, two_factor_enabled_at: null, two_factor_last_step: null })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('backup_codes').where('user_id', '=', userId).execute();
}

/** Accepts a TOTP step once: only a step later than the last one used moves the mark. */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('users')
      .set({ two_factor_last_step: step })
      .where('id', '=', userId)
      .where('two_factor_enabled_at', 'is not', null)
      .where((eb) => eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)])),
  );
}

/** The old codes die with the new ones. */
export async function replaceBackupCodes(trx: DbTransaction, userId: string, hashes: string[], now: string) {
  await trx.deleteFrom('backup_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('backup_codes')
    .values(
      hashes.map((hash) => ({ id: randomUUID(), user_id: userId, code_hash: hash, created_at: now, used_at: null })),
    )
    .execute();
}

export async function claimBackupCode(db: Db, userId: string, codeHash: string, now: string): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('backup_codes')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null),
  );
}
