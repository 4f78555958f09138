import type { Db, DbTransaction } from '../../db/database.ts';
import type { MailTokenKind } from '../../db/tables.ts';
import { isoIn, isoNow } from '../../db/time.ts';
import { insertMailToken } from '../../repos/mail-token.repo.ts';
import { hashToken, newSecretToken } from './secret-token.ts';

/** A new single-use link token of `kind` for the user, valid for `lifetimeMs`: only its hash is stored. */
export async function issueMailToken(
  db: Db | DbTransaction,
  userId: string,
  kind: MailTokenKind,
  lifetimeMs: number,
): Promise<string> {
  const token = newSecretToken();
  await insertMailToken(db, {
    userId,
    kind,
    tokenHash: hashToken(token),
    createdAt: isoNow(),
    expiresAt: isoIn(lifetimeMs),
  });
  return token;
}
