import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

// The one-time codes of recipient-verified links (docs/product.md, Recipient-verified links): one live code per
// (share, address), kept as an HMAC. Every guess is counted by one conditional UPDATE before it is checked (past the
// limit the code is dead), and a right code is spent by another, so of two verifies of one code at most one wins.

/** Stores a new code for (share, address), replacing the one before (whatever its state). */
export async function putShareCode(
  db: Db,
  code: { share_id: string; email_key: string; code_hash: string; expires_at: string },
): Promise<void> {
  await db
    .insertInto('share_codes')
    .values({ ...code, attempts: 0, used_at: null })
    .onConflict((oc) =>
      oc
        .columns(['share_id', 'email_key'])
        .doUpdateSet({ code_hash: code.code_hash, expires_at: code.expires_at, attempts: 0, used_at: null }),
    )
    .execute();
}

/**
 * Counts one guess against the live code of (share, address) BEFORE it is checked, so a crowd of concurrent guesses
 * cannot pass the limit: answers the code's hash when it is unspent, unexpired and had fewer than `maxGuesses`
 * guesses, else undefined (no code, or a dead one).
 */
export async function takeCodeGuess(
  db: Db,
  shareId: string,
  emailKey: string,
  now: string,
  maxGuesses: number,
): Promise<string | undefined> {
  const row = await db
    .updateTable('share_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('share_id', '=', shareId)
    .where('email_key', '=', emailKey)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxGuesses)
    .returning('code_hash')
    .executeTakeFirst();
  return row?.code_hash;
}

/** Spends the code whose hash is `codeHash` if it is still unspent: true for the one caller that spent it. */
export async function spendShareCode(
  db: Db,
  code: { shareId: string; emailKey: string; codeHash: string },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('share_codes')
    .set({ used_at: now })
    .where('share_id', '=', code.shareId)
    .where('email_key', '=', code.emailKey)
    .where('code_hash', '=', code.codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteShareCodesExpiredBefore(db: Db, now: string): Promise<void> {
  await db.deleteFrom('share_codes').where('expires_at', '<=', now).execute();
}
