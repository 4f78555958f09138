import type { Db } from '../db/database.ts';
import type { UserIdentityRow } from '../db/tables.ts';

// The only SQL about linked single sign-on identities (migration 0029).

export async function insertIdentity(db: Db, row: UserIdentityRow): Promise<void> {
  await db.insertInto('user_identities').values(row).execute();
}

export async function findIdentity(db: Db, issuer: string, subject: string): Promise<UserIdentityRow | undefined> {
  return db
    .selectFrom('user_identities')
    .selectAll()
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export async function listIdentitiesOfUser(db: Db, userId: string): Promise<UserIdentityRow[]> {
  return db
    .selectFrom('user_identities')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function countIdentitiesOfUser(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('user_identities')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordIdentityUse(db: Db, id: string, email: string | null, now: string): Promise<void> {
  await db.updateTable('user_identities').set({ last_used_at: now, email }).where('id', '=', id).execute();
}

export async function deleteIdentityOfUser(db: Db, userId: string, id: string): Promise<UserIdentityRow | undefined> {
  return db
    .deleteFrom('user_identities')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}
