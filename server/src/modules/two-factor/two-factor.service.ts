import type { AppContext, RequestMeta } from '../../context.ts';
import type { UserRow } from '../../db/tables.ts';
import type { Notifier } from '../../domain/ports.ts';
import { isoNow } from '../../db/time.ts';
import { AppError } from '../../errors.ts';
import { twoFactorChangeMail, twoFactorClearedMail, type TwoFactorChange } from '../../mail/two-factor-mails.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import { assertCurrentPassword } from '../../domain/account/current-password.ts';
import { hashBackupCode, newBackupCodes } from './backup-codes.ts';
import { openText, sealText, TWO_FACTOR_SECRET_PURPOSE } from './secret-box.ts';
import { isTotpShaped, newTotpSecret, otpauthUrl, totpStep } from './totp.ts';
import { userLanguage } from '../../domain/account/user-view.ts';
import { isTwoFactorOn } from '../../domain/account/two-factor-on.ts';
import {
  claimBackupCode,
  claimTotpStep,
  disableTwoFactor,
  enableTwoFactor,
  replaceBackupCodes,
  storePendingSecret,
} from '../../repos/two-factor.repo.ts';

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

const alreadyOnError = () => new AppError('TWO_FACTOR_ALREADY_ENABLED');
const notOnError = () => new AppError('TWO_FACTOR_NOT_ENABLED');

/**
 * TOTP two-factor (RFC 6238) with single-use backup codes: set-up, confirmation, sign-in checks, switching off. Every
 * change needs the password (a session alone cannot lock its owner out) and is mailed to the account's address.
 */
export function createTwoFactorService(ctx: AppContext, notifier: Notifier) {
  const { db } = ctx;
  const sealKey = ctx.keyring.derive(TWO_FACTOR_SECRET_PURPOSE);

  const SECURITY_EVENT = { on: 'two_factor_on', off: 'two_factor_off', 'backup-codes': 'backup_codes' } as const;

  // The mail is this area's own; the notice (in the app, by push) is the notifications area's, which does not mail it.
  const tell = async (user: UserRow, change: TwoFactorChange, meta: RequestMeta) => {
    ctx.mailer.send(twoFactorChangeMail(user.email, user.username, change, meta, userLanguage(user)));
    await notifier.notify(user.id, 'security', { event: SECURITY_EVENT[change], device: null }, { meta });
  };

  const secretOf = (user: UserRow) =>
    user.two_factor_secret === null ? null : openText(sealKey, user.two_factor_secret, user.id);

  async function issueBackupCodes(write: (hashes: string[]) => Promise<void>): Promise<string[]> {
    const codes = newBackupCodes();
    await write(codes.map(hashBackupCode));
    return codes;
  }

  /** A new secret for the authenticator app, after the password; nothing changes for sign-in until it is confirmed. */
  async function startSetup(user: UserRow, password: string): Promise<TwoFactorSetup> {
    if (isTwoFactorOn(user)) throw alreadyOnError();
    await assertCurrentPassword(user, password);
    const secret = newTotpSecret();
    if (!(await storePendingSecret(db, user.id, sealText(sealKey, secret, user.id)))) throw alreadyOnError();
    const url = otpauthUrl(secret, user.email);
    return { secret, otpauthUrl: url, qrCode: await qrCodeOf(url, { margin: 1, width: 240 }) };
  }

  /** A current code from the app turns two-factor on and answers the backup codes, shown this once. */
  async function confirm(user: UserRow, code: string, meta: RequestMeta): Promise<string[]> {
    if (isTwoFactorOn(user)) throw alreadyOnError();
    const secret = secretOf(user);
    if (secret === null || user.two_factor_secret === null) throw new AppError('TWO_FACTOR_NOT_STARTED');
    const step = totpStep(secret, code.replace(/\s/g, ''));
    if (step === null) throw new AppError('INVALID_TWO_FACTOR_CODE');
    const sealed = user.two_factor_secret;
    const codes = await db.transaction().execute(async (trx) => {
      const now = isoNow();
      if (!(await enableTwoFactor(trx, user.id, sealed, step, now))) throw alreadyOnError();
      const issued = await issueBackupCodes((hashes) => replaceBackupCodes(trx, user.id, hashes, now));
      await insertActivity(trx, { userId: user.id, action: 'two_factor_enabled', meta });
      return issued;
    });
    await tell(user, 'on', meta);
    return codes;
  }

  async function disable(user: UserRow, password: string, meta: RequestMeta): Promise<void> {
    if (!isTwoFactorOn(user)) throw notOnError();
    await assertCurrentPassword(user, password);
    await db.transaction().execute(async (trx) => {
      await disableTwoFactor(trx, user.id);
      await insertActivity(trx, { userId: user.id, action: 'two_factor_disabled', meta });
    });
    await tell(user, 'off', meta);
  }

  async function regenerateBackupCodes(user: UserRow, password: string, meta: RequestMeta): Promise<string[]> {
    if (!isTwoFactorOn(user)) throw notOnError();
    await assertCurrentPassword(user, password);
    const codes = await db.transaction().execute(async (trx) => {
      const issued = await issueBackupCodes((hashes) => replaceBackupCodes(trx, user.id, hashes, isoNow()));
      await insertActivity(trx, { userId: user.id, action: 'backup_codes_regenerated', meta });
      return issued;
    });
    await tell(user, 'backup-codes', meta);
    return codes;
  }

  /**
   * An administrator's way back in for someone locked out (see the admin module for who may): no password, since its
   * owner may not have it; the account's activity and a mail say so. The entry carries no address or browser: they
   * would be the administrator's.
   */
  async function clear(user: UserRow): Promise<void> {
    if (!isTwoFactorOn(user)) throw notOnError();
    await db.transaction().execute(async (trx) => {
      await disableTwoFactor(trx, user.id);
      await insertActivity(trx, { userId: user.id, action: 'two_factor_cleared', meta: { ip: null, userAgent: null } });
    });
    ctx.mailer.send(twoFactorClearedMail(user.email, user.username, userLanguage(user)));
    await notifier.notify(user.id, 'security', { event: 'two_factor_cleared', device: null });
  }

  /**
   * Whether `code` proves the second factor of `user`, using it up: a TOTP code of the current window whose step is
   * later than the last one accepted, or an unused backup code.
   */
  async function useCode(user: UserRow, code: string): Promise<boolean> {
    if (!isTwoFactorOn(user)) return false;
    const typed = code.replace(/\s/g, '');
    if (isTotpShaped(typed)) {
      const secret = secretOf(user);
      const step = secret === null ? null : totpStep(secret, typed);
      return step !== null && (await claimTotpStep(db, user.id, step));
    }
    return claimBackupCode(db, user.id, hashBackupCode(typed), isoNow());
  }

  return { startSetup, confirm, disable, regenerateBackupCodes, clear, useCode };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

/** The QR code of `url` as a data: URL; the qrcode package is loaded at the first set-up, not at start. */
async function qrCodeOf(url: string, options: { margin: number; width: number }): Promise<string> {
  return (await import('qrcode')).default.toDataURL(url, options);
}
