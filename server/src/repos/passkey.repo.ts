import type { Db } from '../db/database.ts';
import type { PasskeyRow } from '../db/tables.ts';
import { updatedOneRow } from '../db/updated-one-row.ts';

// The only SQL of passkeys (migration 0030). Every query of a user's own list is scoped by user_id, so another user's
// passkey id reads as unknown.

export async function insertPasskey(db: Db, row: PasskeyRow): Promise<void> {
  await db.insertInto('passkeys').values(row).execute();
}

export async function listPasskeysOfUser(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** How many passkeys an account has: the limit per account, and whether an account without a password keeps a way in. */
export async function countPasskeysOfUser(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The passkey a discoverable sign-in presents, whoever it belongs to. */
export async function findPasskeyByCredentialId(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
}

export async function renamePasskeyOfUser(db: Db, userId: string, id: string, name: string): Promise<boolean> {
  return updatedOneRow(db.updateTable('passkeys').set({ name }).where('id', '=', id).where('user_id', '=', userId));
}

export async function deletePasskeyOfUser(db: Db, userId: string, id: string): Promise<PasskeyRow | undefined> {
  return db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
}

/**
 * Records a use: the counter moves only forward (the conditional UPDATE refuses a counter two concurrent sign-ins
 * both saw as new, unless both are zero, which authenticators without a counter always send).
 */
export async function recordPasskeyUse(
  db: Db,
  id: string,
  previousCounter: number,
  counter: number,
  backedUp: boolean,
  now: string,
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('passkeys')
      .set({ counter, backed_up: backedUp, last_used_at: now })
      .where('id', '=', id)
      .where('counter', '=', previousCounter),
  );
}
