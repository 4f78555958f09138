import { RESET_TOKEN_LIFETIME_MS } from '@vaultbox/common/constants.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import { isoNow } from '../../db/time.ts';
import { AppError } from '../../errors.ts';
import { resetMail } from '../../mail/templates.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import { findUserByEmail, findUserById, updateUser } from '../../repos/user.repo.ts';
import { claimMailToken, findMailToken, retireMailTokensOfUser } from '../../repos/mail-token.repo.ts';
import { issueMailToken } from '../../domain/account/mail-token.ts';
import { hashPassword } from '../../domain/account/password-hasher.ts';
import { hashToken } from '../../domain/account/secret-token.ts';
import { userLanguage } from '../../domain/account/user-view.ts';
import { deleteSessionsOfUser } from '../../repos/session.repo.ts';

const badResetError = () =>
  new AppError('INVALID_RESET_TOKEN', 'This password reset link is invalid or has expired. Please request a new one.');

/** Forgot-password mail and the reset itself: single-use, one hour, and every session of the account ends. */
export function createPasswordResetService(ctx: AppContext) {
  const { db, config } = ctx;

  /** Same answer whether or not the address exists; deactivated accounts get no mail. */
  async function requestReset(email: string, meta: RequestMeta): Promise<void> {
    const user = await findUserByEmail(db, email);
    const deactivated = user && user.activated_at !== null && !user.is_active;
    if (!user || deactivated) return;
    const token = await issueMailToken(db, user.id, 'reset', RESET_TOKEN_LIFETIME_MS);
    await insertActivity(db, { userId: user.id, action: 'password_reset_requested', meta });
    ctx.mailer.send(resetMail(user.email, user.username, config.appUrl, token, userLanguage(user)));
  }

  async function resetPassword(token: string, password: string, meta: RequestMeta): Promise<void> {
    const found = await findMailToken(db, 'reset', hashToken(token));
    if (!found || found.used_at !== null || found.expires_at <= isoNow()) throw badResetError();
    const user = await findUserById(db, found.user_id);
    if (!user) throw badResetError();
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      const now = isoNow();
      if (!(await claimMailToken(trx, found.id, now))) throw badResetError();
      // The mail proved the address, so a never-activated account is activated by a reset too.
      const activate = user.activated_at === null ? { is_active: true, activated_at: now } : {};
      await updateUser(trx, user.id, { password_hash: passwordHash, ...activate });
      await retireMailTokensOfUser(trx, user.id, 'reset', now);
      await deleteSessionsOfUser(trx, user.id);
      await insertActivity(trx, { userId: user.id, action: 'password_reset', meta });
    });
  }

  return { requestReset, resetPassword };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
