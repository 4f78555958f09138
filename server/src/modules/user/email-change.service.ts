import { EMAIL_CHANGE_TOKEN_LIFETIME_MS } from '@vaultbox/common/constants.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { DbTransaction } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import type { UserRow } from '../../db/tables.ts';
import { isoNow } from '../../db/time.ts';
import { AppError } from '../../errors.ts';
import { emailChangeMail, emailChangeNoticeMail } from '../../mail/templates.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import { assertCurrentPassword } from '../../domain/account/current-password.ts';
import { claimMailToken, findMailToken, retireMailTokensOfUser } from '../../repos/mail-token.repo.ts';
import { issueMailToken } from '../../domain/account/mail-token.ts';
import { hashToken } from '../../domain/account/secret-token.ts';
import { userLanguage } from '../../domain/account/user-view.ts';
import { findUserByEmail, findUserById, updateUser } from '../../repos/user.repo.ts';

export const emailInUseError = () =>
  new AppError('EMAIL_TAKEN', 'This email address is already used by another account');
const badLinkError = () => new AppError('INVALID_EMAIL_CHANGE_TOKEN');

/**
 * A verified e-mail change: the password first, then the new address waits as pending until the link mailed to it
 * (24 h, single use, stored hashed) is opened; the old address is told at once. A stolen session alone can therefore
 * not move an account to another mailbox. Once applied, the reset links mailed to the old address stop working.
 */
export function createEmailChangeService(ctx: AppContext) {
  const { db, config } = ctx;

  /** Refuses the change before anything is written: password, then whether the address is free. */
  async function check(user: UserRow, newEmail: string, currentPassword: string | undefined): Promise<void> {
    if (!currentPassword) throw new AppError('CURRENT_PASSWORD_REQUIRED');
    await assertCurrentPassword(user, currentPassword);
    const holder = await findUserByEmail(db, newEmail);
    if (holder && holder.id !== user.id) throw emailInUseError();
  }

  async function sendLink(trx: DbTransaction, user: UserRow): Promise<string> {
    await retireMailTokensOfUser(trx, user.id, 'email_change', isoNow());
    return issueMailToken(trx, user.id, 'email_change', EMAIL_CHANGE_TOKEN_LIFETIME_MS);
  }

  /** Keeps `newEmail` pending and mails the link (after check()); earlier links of the account stop working. */
  async function begin(user: UserRow, newEmail: string, meta: RequestMeta): Promise<void> {
    const token = await db.transaction().execute(async (trx) => {
      await updateUser(trx, user.id, { pending_email: newEmail });
      await insertActivity(trx, { userId: user.id, action: 'email_change_requested', meta, details: { to: newEmail } });
      return sendLink(trx, user);
    });
    const language = userLanguage(user);
    ctx.mailer.send(emailChangeMail(newEmail, user.username, config.appUrl, token, language));
    ctx.mailer.send(emailChangeNoticeMail(user.email, user.username, newEmail, language));
  }

  /** POST /user/verify-email: the link again, to the pending address. */
  async function resend(user: UserRow): Promise<string> {
    const pending = user.pending_email;
    if (!pending) throw new AppError('NO_PENDING_EMAIL');
    const token = await db.transaction().execute((trx) => sendLink(trx, user));
    ctx.mailer.send(emailChangeMail(pending, user.username, config.appUrl, token, userLanguage(user)));
    return pending;
  }

  /** Whether `token` is an e-mail change link at all (the public verify-email call also takes activation links). */
  async function isChangeToken(token: string): Promise<boolean> {
    return (await findMailToken(db, 'email_change', hashToken(token))) !== undefined;
  }

  /**
   * Applies the pending address of the link's account. `userId`, when signed in, must be that account. An address
   * taken meanwhile is a 409 and the link stays usable, should the address become free again.
   */
  async function confirm(token: string, meta: RequestMeta, userId?: string): Promise<string> {
    const found = await findMailToken(db, 'email_change', hashToken(token));
    if (!found || found.used_at !== null || found.expires_at <= isoNow()) throw badLinkError();
    if (userId !== undefined && found.user_id !== userId) throw badLinkError();
    const user = await findUserById(db, found.user_id);
    const pending = user?.pending_email;
    if (!user || !pending) throw badLinkError();
    const holder = await findUserByEmail(db, pending);
    if (holder && holder.id !== user.id) throw emailInUseError();
    try {
      await db.transaction().execute(async (trx) => {
        const now = isoNow();
        if (!(await claimMailToken(trx, found.id, now))) throw badLinkError();
        await updateUser(trx, user.id, { email: pending, pending_email: null });
        // Reset links went to the old address, which no longer speaks for the account.
        await retireMailTokensOfUser(trx, user.id, 'reset', now);
        await insertActivity(trx, {
          userId: user.id,
          action: 'email_change',
          meta,
          details: { from: user.email, to: pending },
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw emailInUseError();
      throw err;
    }
    return pending;
  }

  return { check, begin, resend, isChangeToken, confirm };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
