import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { InviteCodeRow } from '../db/tables.ts';
import { isoNow } from '../db/time.ts';
import { updatedOneRow } from '../db/updated-one-row.ts';

/** What makes two codes the same: letter case and dashes do not count (k7qm2xpa9rtd is K7QM-2XPA-9RTD). */
function inviteCodeKey(code: string): string {
  return code.trim().replaceAll('-', '').toUpperCase();
}

// The only SQL about invite codes and their usage log. A deleted code (deleted_at set) is found by nothing here but
// the history of its uses.

export interface NewInviteCode {
  code: string;
  description?: string | null;
  isActive?: boolean;
  expiresAt?: string | null;
  maxUses?: number | null;
  createdBy?: string | null;
}

/** A code with the facts of its creator (null once that account is gone). */
export interface InviteCodeWithCreator extends InviteCodeRow {
  creator_username: string | null;
  creator_email: string | null;
}

/** Inserts a code; a unique violation means its key is taken (by a live or a deleted code). */
export async function insertInviteCode(db: Db, input: NewInviteCode): Promise<InviteCodeRow> {
  const row: InviteCodeRow = {
    id: randomUUID(),
    code: input.code,
    code_key: inviteCodeKey(input.code),
    description: input.description ?? null,
    is_active: input.isActive !== false,
    expires_at: input.expiresAt ?? null,
    max_uses: input.maxUses ?? null,
    current_uses: 0,
    created_by: input.createdBy ?? null,
    created_at: isoNow(),
    deleted_at: null,
  };
  await db.insertInto('invite_codes').values(row).execute();
  return row;
}

function selectWithCreator(db: Db) {
  return db
    .selectFrom('invite_codes')
    .leftJoin('users as creator', 'creator.id', 'invite_codes.created_by')
    .selectAll('invite_codes')
    .select(['creator.username as creator_username', 'creator.email as creator_email'])
    .where('invite_codes.deleted_at', 'is', null);
}

export async function findInviteCodeById(db: Db, id: string): Promise<InviteCodeWithCreator | undefined> {
  return selectWithCreator(db).where('invite_codes.id', '=', id).executeTakeFirst();
}

/** One page of the live codes, newest first; `active` filters on the on/off flag. */
export async function findInviteCodePage(
  db: Db,
  filter: { active?: boolean },
  page: { page: number; limit: number },
): Promise<{ rows: InviteCodeWithCreator[]; total: number }> {
  let counted = db
    .selectFrom('invite_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deleted_at', 'is', null);
  let query = selectWithCreator(db);
  if (filter.active !== undefined) {
    counted = counted.where('is_active', '=', filter.active);
    query = query.where('invite_codes.is_active', '=', filter.active);
  }
  const [{ n }, rows] = await Promise.all([
    counted.executeTakeFirstOrThrow(),
    query
      .orderBy('invite_codes.created_at', 'desc')
      .orderBy('invite_codes.id', 'desc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
  ]);
  return { rows, total: Number(n) };
}

/** Turns a live code on or off; false when there is no such live code. */
export async function setInviteCodeActive(db: Db, id: string, active: boolean): Promise<boolean> {
  return updatedOneRow(
    db.updateTable('invite_codes').set({ is_active: active }).where('id', '=', id).where('deleted_at', 'is', null),
  );
}

/** Deletes a live code for good: never listed or redeemed again, its uses kept. False when there was none. */
export async function deleteInviteCode(db: Db, id: string, now: string): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('invite_codes')
      .set({ deleted_at: now, is_active: false })
      .where('id', '=', id)
      .where('deleted_at', 'is', null),
  );
}

/**
 * Takes one use of a code if it is live, active, unexpired and has uses left, in ONE conditional UPDATE: concurrent
 * registrations can never push current_uses past max_uses. Returns the code's id, or null when nothing was taken.
 */
export async function takeInviteCodeUse(db: Db, code: string, now: string): Promise<string | null> {
  const row = await db
    .updateTable('invite_codes')
    .set((eb) => ({ current_uses: eb('current_uses', '+', 1) }))
    .where('code_key', '=', inviteCodeKey(code))
    .where('deleted_at', 'is', null)
    .where('is_active', '=', true)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('current_uses', '<', eb.ref('max_uses'))]))
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function insertInviteCodeUse(
  db: Db,
  use: { inviteCodeId: string; userId: string; usedAt: string },
): Promise<void> {
  await db
    .insertInto('invite_code_uses')
    .values({ id: randomUUID(), invite_code_id: use.inviteCodeId, user_id: use.userId, used_at: use.usedAt })
    .execute();
}

/** The newest `limit` uses of a code with the account behind each (null once deleted). */
export async function listInviteCodeUses(db: Db, inviteCodeId: string, limit: number) {
  return db
    .selectFrom('invite_code_uses')
    .leftJoin('users', 'users.id', 'invite_code_uses.user_id')
    .select(['invite_code_uses.user_id', 'invite_code_uses.used_at', 'users.username', 'users.email'])
    .where('invite_code_uses.invite_code_id', '=', inviteCodeId)
    .orderBy('invite_code_uses.used_at', 'desc')
    .orderBy('invite_code_uses.id', 'desc')
    .limit(limit)
    .execute();
}
