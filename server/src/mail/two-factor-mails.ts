import { PRODUCT_NAME } from '@vaultbox/common/constants.ts';
import type { RequestMeta } from '../context.ts';
import type { MailMessage } from './mailer.ts';
import { describeDevice, mailTime } from './request-facts.ts';
import { notice } from './templates.ts';

// The notices of two-factor changes, sent to the account's address: a thief of a session who changes the second
// factor cannot keep it from the owner.

const IF_NOT_YOU =
  'If this was not you, someone has your password or a signed-in session: change your password at once (with "Forgot Password?" on the sign-in page if you cannot sign in), and ask the administrator of this instance to clear two-factor authentication on your account.';

export type TwoFactorChange = 'on' | 'off' | 'backup-codes';

const WHAT: Record<TwoFactorChange, { title: string; done: string; after: string }> = {
  on: {
    title: 'Two-factor authentication was turned on',
    done: 'two-factor authentication was turned on for',
    after: 'From now on, signing in asks for a code from the authenticator app or a backup code.',
  },
  off: {
    title: 'Two-factor authentication was turned off',
    done: 'two-factor authentication was turned off for',
    after: 'From now on, the password alone signs in.',
  },
  'backup-codes': {
    title: 'New backup codes were made',
    done: 'new two-factor backup codes were made for',
    after: 'The earlier backup codes no longer work.',
  },
};

/** A change the account's own session made: when, and from which device. */
export function twoFactorChangeMail(
  to: string,
  username: string,
  change: TwoFactorChange,
  meta: RequestMeta,
  at = new Date(),
): MailMessage {
  const { title, done, after } = WHAT[change];
  return notice(to, title, title, [
    `Hello ${username}, ${done} your ${PRODUCT_NAME} account on ${mailTime(at)}, from ${describeDevice(meta)}.`,
    after,
    IF_NOT_YOU,
  ]);
}

/** An administrator cleared the account's second factor (the way back in for someone locked out). */
export function twoFactorClearedMail(to: string, username: string, at = new Date()): MailMessage {
  const title = 'Two-factor authentication cleared by an administrator';
  return notice(to, title, title, [
    `Hello ${username}, an administrator of this ${PRODUCT_NAME} instance turned off two-factor authentication for your account on ${mailTime(at)}. The password alone signs in now; you can set two-factor up again in Settings > Security.`,
    'If you did not ask for this, change your password at once and tell the administrator of this instance.',
  ]);
}
