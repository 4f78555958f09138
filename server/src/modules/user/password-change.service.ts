import type { AppContext, RequestMeta } from '../../context.ts';
import { isoNow } from '../../db/time.ts';
import { AppError } from '../../errors.ts';
import { passwordChangedMail } from '../../mail/templates.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import type { SessionAuthenticated } from '../../domain/account/authenticated.ts';
import type { Notifier } from '../../domain/ports.ts';
import { assertCurrentPassword } from '../../domain/account/current-password.ts';
import { retireMailTokensOfUser } from '../../repos/mail-token.repo.ts';
import { hashPassword } from '../../domain/account/password-hasher.ts';
import { userLanguage } from '../../domain/account/user-view.ts';
import { deleteOtherSessionsOfUser } from '../../repos/session.repo.ts';
import { updateUser } from '../../repos/user.repo.ts';

/**
 * PUT /user/password: the current password, then a new one under the strict rule (checked by the schema) that
 * differs from it. Every other session ends at once, open reset links die, and the account's address is told.
 */
export function createPasswordChangeService(ctx: AppContext, notifier: Notifier) {
  const { db } = ctx;

  async function change(auth: SessionAuthenticated, current: string, next: string, meta: RequestMeta): Promise<void> {
    const { user, session } = auth;
    await assertCurrentPassword(user, current);
    if (next === current) throw new AppError('SAME_PASSWORD');
    const passwordHash = await hashPassword(next);
    await db.transaction().execute(async (trx) => {
      const now = isoNow();
      await updateUser(trx, user.id, { password_hash: passwordHash });
      await deleteOtherSessionsOfUser(trx, user.id, session.id);
      await retireMailTokensOfUser(trx, user.id, 'reset', now);
      await insertActivity(trx, { userId: user.id, action: 'password_change', meta });
    });
    ctx.mailer.send(passwordChangedMail(user.email, user.username, userLanguage(user)));
    // In the app and by push; the mail above is this area's own, so the notice is not mailed again.
    await notifier.notify(user.id, 'security', { event: 'password_changed', device: null }, { meta });
  }

  return { change };
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
