import type { Language } from '@vaultbox/common/constants.ts';
import type { MailMessage } from './mailer.ts';
import { notice } from './templates.ts';
import { SHARE_CODE_TEXTS } from './texts/share-code.ts';

/** The "share_code" mail: a recipient-verified link's one-time code, to the address it was asked for. */
export function shareCodeMail(
  to: string,
  share: { title: string; url: string },
  code: string,
  lifetimeMs: number,
  language: Language,
): MailMessage {
  const { title, paragraphs } = SHARE_CODE_TEXTS[language](
    share.title,
    code,
    share.url,
    Math.round(lifetimeMs / 60_000),
  );
  return notice(to, title, title, paragraphs, language);
}
