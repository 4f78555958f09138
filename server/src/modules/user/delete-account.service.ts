import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/tables.ts';
import { AppError } from '../../errors.ts';
import { assertCurrentPassword } from '../auth/current-password.ts';
import { createTwoFactorService, isTwoFactorOn } from '../two-factor/two-factor.service.ts';
import { createAccountRemoval } from './account-removal.service.ts';

/**
 * POST /user/delete-account: the password (and a two-factor code when it is on) proves it is the owner of the
 * account, then account removal crypto-shreds it; the last active owner is refused with 409.
 */
export function createDeleteAccountService(ctx: AppContext) {
  const removal = createAccountRemoval(ctx);
  const twoFactor = createTwoFactorService(ctx);

  async function deleteOwn(user: UserRow, password: string, twoFactorCode: string | undefined): Promise<void> {
    await assertCurrentPassword(user, password);
    if (isTwoFactorOn(user)) {
      if (!twoFactorCode) throw new AppError('TWO_FACTOR_CODE_REQUIRED');
      if (!(await twoFactor.useCode(user, twoFactorCode))) throw new AppError('INVALID_TWO_FACTOR_CODE');
    }
    await removal.remove(user.id);
  }

  return { deleteOwn };
}

export type DeleteAccountService = ReturnType<typeof createDeleteAccountService>;
