import type { Db } from '../db/database.ts';

// The challenges of WebAuthn ceremonies (migration 0030): stored, not kept in the process, so every instance agrees;
// spent by the one statement that reads them.

export async function insertChallenge(
  db: Db,
  row: { id: string; challenge: string; user_id: string | null; expires_at: string },
): Promise<void> {
  await db.insertInto('webauthn_challenges').values(row).execute();
}

/**
 * Takes the challenge of `id` out, live or not: the DELETE ... RETURNING hands it to one caller only, so a challenge
 * presented twice (or by two instances at once) is good once. The caller checks the owner and the expiry.
 */
export async function takeChallenge(
  db: Db,
  id: string,
): Promise<{ challenge: string; user_id: string | null; expires_at: string } | undefined> {
  return db
    .deleteFrom('webauthn_challenges')
    .where('id', '=', id)
    .returning(['challenge', 'user_id', 'expires_at'])
    .executeTakeFirst();
}

/** The sweep of challenges never presented. */
export async function deleteExpiredChallenges(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
