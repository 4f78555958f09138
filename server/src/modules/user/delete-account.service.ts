import type { UserRow } from '../../db/tables.ts';
import { AppError } from '../../errors.ts';
import { assertCurrentPassword } from '../../domain/account/current-password.ts';
import { isTwoFactorOn } from '../../domain/account/two-factor-on.ts';
import type { SecondFactor } from '../../domain/ports.ts';
import type { AccountRemoval } from '../../domain/account/account-removal.ts';

/**
 * POST /user/delete-account: the password (and a two-factor code when it is on) proves it is the owner of the
 * account, then account removal crypto-shreds it; the last active owner is refused with 409.
 */
export function createDeleteAccountService(removal: AccountRemoval, twoFactor: SecondFactor) {
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
