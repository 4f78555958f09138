import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { MailTokenKind, MailTokenRow } from '../db/tables.ts';
import { updatedOneRow } from '../db/updated-one-row.ts';

// The only SQL about single-use mail tokens (activation, reset). Stored as SHA-256 hashes.

export async function insertMailToken(
  db: Db,
  token: { userId: string; kind: MailTokenKind; tokenHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('mail_tokens')
    .values({
      id: randomUUID(),
      user_id: token.userId,
      kind: token.kind,
      token_hash: token.tokenHash,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

export async function findMailToken(db: Db, kind: MailTokenKind, tokenHash: string): Promise<MailTokenRow | undefined> {
  return db
    .selectFrom('mail_tokens')
    .selectAll()
    .where('kind', '=', kind)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Claims a token once: the conditional UPDATE lets exactly one of two concurrent uses through. */
export async function claimMailToken(db: Db, id: string, now: string): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('mail_tokens')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now),
  );
}

/** Retires every open token of a kind for a user (a finished reset voids the other reset links). */
export async function retireMailTokensOfUser(db: Db, userId: string, kind: MailTokenKind, now: string): Promise<void> {
  await db
    .updateTable('mail_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .execute();
}

/** Housekeeping: tokens that expired before `before` can never be used again, used or not. */
export async function deleteMailTokensExpiredBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('mail_tokens').where('expires_at', '<', before).execute();
}
