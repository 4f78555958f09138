import type { Language } from '@vaultbox/common/constants.ts';
import type { RequestMeta } from '../context.ts';
import type { MailMessage } from './mailer.ts';
import { describeDevice, mailTime } from './request-facts.ts';
import { notice } from './templates.ts';
import { TWO_FACTOR_TEXTS, type TwoFactorChange } from './texts/two-factor.ts';

// The notices of two-factor changes, sent to the account's address: a thief of a session who changes the second
// factor cannot keep it from the owner.

export type { TwoFactorChange };

/** A change the account's own session made: when, and from which device. */
export function twoFactorChangeMail(
  to: string,
  username: string,
  change: TwoFactorChange,
  meta: RequestMeta,
  language: Language,
  at = new Date(),
): MailMessage {
  const said = TWO_FACTOR_TEXTS[language].changed[change];
  const { title, paragraphs } = said(username, mailTime(at), describeDevice(meta, language));
  return notice(to, title, title, paragraphs, language);
}

/** An administrator cleared the account's second factor (the way back in for someone locked out). */
export function twoFactorClearedMail(to: string, username: string, language: Language, at = new Date()): MailMessage {
  const { title, paragraphs } = TWO_FACTOR_TEXTS[language].cleared(username, mailTime(at));
  return notice(to, title, title, paragraphs, language);
}
