import type { DbTransaction } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { insertInviteCodeUse, takeInviteCodeUse } from '../../repos/invite.repo.ts';

export const inviteRequiredError = () => new AppError('INVITE_CODE_REQUIRED');
export const invalidInviteError = () => new AppError('INVALID_INVITE_CODE');

/**
 * Consumes one use of an invite code for a new account and logs it. Call inside the transaction that inserts the
 * user, after the insert, so a failed registration gives the use back by rolling back.
 */
export async function redeemInviteCode(
  trx: DbTransaction,
  code: string | undefined,
  user: { id: string },
  now: string,
): Promise<void> {
  if (!code) throw inviteRequiredError();
  const inviteCodeId = await takeInviteCodeUse(trx, code, now);
  if (!inviteCodeId) throw invalidInviteError();
  await insertInviteCodeUse(trx, { inviteCodeId, userId: user.id, usedAt: now });
}
