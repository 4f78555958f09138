import type { Db } from '../db/database.ts';
import type { NewUserRow, UserRow, UserUpdate } from '../db/tables.ts';
import { isoNow } from '../db/time.ts';
import { updatedOneRow } from '../db/updated-one-row.ts';

// The only SQL about users. Emails and usernames are unique without regard to case through their *_lower copies.

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email_lower', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('username_lower', '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertUser(db: Db, row: NewUserRow): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

/** Applies a patch and bumps updated_at; keeps email_lower/username_lower in step with their originals. */
export async function updateUser(db: Db, id: string, patch: UserUpdate): Promise<void> {
  const values: UserUpdate = { ...patch, updated_at: isoNow() };
  if (patch.email !== undefined) values.email_lower = patch.email.toLowerCase();
  if (patch.username !== undefined) values.username_lower = patch.username.toLowerCase();
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

/** Marks a never-activated account active; returns false when it was already activated (a no-op). */
export async function activateUser(db: Db, id: string): Promise<boolean> {
  const now = isoNow();
  return updatedOneRow(
    db
      .updateTable('users')
      .set({ is_active: true, activated_at: now, updated_at: now })
      .where('id', '=', id)
      .where('activated_at', 'is', null),
  );
}
