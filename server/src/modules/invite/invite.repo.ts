import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, InviteCodeRow } from '../../db/tables.ts';
import { isoNow } from '../../db/time.ts';

// The only SQL about invite codes and their usage log.

export interface NewInviteCode {
  code: string;
  description?: string | null;
  isActive?: boolean;
  expiresAt?: string | null;
  maxUses?: number | null;
  createdBy?: string | null;
}

export async function insertInviteCode(db: Kysely<Database>, input: NewInviteCode): Promise<InviteCodeRow> {
  const row: InviteCodeRow = {
    id: randomUUID(),
    code: input.code,
    description: input.description ?? null,
    is_active: input.isActive === false ? 0 : 1,
    expires_at: input.expiresAt ?? null,
    max_uses: input.maxUses ?? null,
    current_uses: 0,
    created_by: input.createdBy ?? null,
    created_at: isoNow(),
  };
  await db.insertInto('invite_codes').values(row).execute();
  return row;
}

export async function findInviteCodeByCode(db: Kysely<Database>, code: string): Promise<InviteCodeRow | undefined> {
  return db.selectFrom('invite_codes').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function findInviteCodeById(db: Kysely<Database>, id: string): Promise<InviteCodeRow | undefined> {
  return db.selectFrom('invite_codes').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes one use of a code if it is active, unexpired and has uses left, in ONE conditional UPDATE: concurrent
 * registrations can never push current_uses past max_uses. Returns the code's id, or null when nothing was taken.
 */
export async function takeInviteCodeUse(db: Kysely<Database>, code: string, now: string): Promise<string | null> {
  const result = await db
    .updateTable('invite_codes')
    .set((eb) => ({ current_uses: eb('current_uses', '+', 1) }))
    .where('code', '=', code)
    .where('is_active', '=', 1)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('current_uses', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const row = await db.selectFrom('invite_codes').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

export async function insertInviteCodeUse(
  db: Kysely<Database>,
  use: { inviteCodeId: string; userId: string; email: string; usedAt: string },
): Promise<void> {
  await db
    .insertInto('invite_code_uses')
    .values({ id: randomUUID(), invite_code_id: use.inviteCodeId, user_id: use.userId, email: use.email, used_at: use.usedAt })
    .execute();
}

export async function listInviteCodeUses(db: Kysely<Database>, inviteCodeId: string) {
  return db
    .selectFrom('invite_code_uses')
    .selectAll()
    .where('invite_code_id', '=', inviteCodeId)
    .orderBy('used_at', 'asc')
    .execute();
}
