import type { Kysely } from 'kysely';
import { AppError } from '../../errors.ts';
import type { Database } from '../../db/tables.ts';
import { insertInviteCodeUse, takeInviteCodeUse } from './invite.repo.ts';

export const inviteRequiredError = () => new AppError(400, 'INVITE_CODE_REQUIRED', 'Invite code is required');
export const invalidInviteError = () => new AppError(400, 'INVALID_INVITE_CODE', 'Invalid or expired invite code');

/**
 * Consumes one use of an invite code for a new account and logs it. Call inside the transaction that inserts the
 * user, after the insert, so a failed registration gives the use back by rolling back.
 */
export async function redeemInviteCode(
  trx: Kysely<Database>,
  code: string | undefined,
  user: { id: string; email: string },
  now: string,
): Promise<void> {
  if (!code) throw inviteRequiredError();
  const inviteCodeId = await takeInviteCodeUse(trx, code, now);
  if (!inviteCodeId) throw invalidInviteError();
  await insertInviteCodeUse(trx, { inviteCodeId, userId: user.id, email: user.email, usedAt: now });
}
