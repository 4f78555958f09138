import { randomBytes } from 'node:crypto';
import { WEBAUTHN_CHALLENGE_LIFETIME_MS } from '@vaultbox/common/schemas/passkeys.ts';
import type { Db } from '../../db/database.ts';
import { isoIn } from '../../db/time.ts';
import { AppError } from '../../errors.ts';
import { insertChallenge, takeChallenge } from '../../repos/webauthn-challenge.repo.ts';

const challengeError = () => new AppError('PASSKEY_CHALLENGE_INVALID');

/**
 * The challenges of passkey ceremonies (docs/security.md, Passkeys): stored under a random id that
 * the browser hands back, good once (the DELETE that reads it spends it) and for five minutes. A registration's is
 * bound to its account (`userId`), a sign-in's to none.
 */
export function createChallenges(db: Db) {
  /** Keeps the challenge of options just made (the library draws it: 32 random bytes); answers its id. */
  async function keep(challenge: string, userId: string | null): Promise<string> {
    const id = randomBytes(18).toString('base64url');
    await insertChallenge(db, { id, challenge, user_id: userId, expires_at: isoIn(WEBAUTHN_CHALLENGE_LIFETIME_MS) });
    return id;
  }

  /** The challenge of `id` for `userId` (null: a sign-in), spent now; unknown, used, expired or another's: 400. */
  async function take(id: string, userId: string | null): Promise<string> {
    const row = await takeChallenge(db, id);
    if (!row || row.user_id !== userId || Date.parse(row.expires_at) <= Date.now()) throw challengeError();
    return row.challenge;
  }

  return { keep, take };
}
