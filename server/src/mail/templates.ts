import { PRODUCT_NAME, type Language } from '@vaultbox/common/constants.ts';
import type { MailMessage } from './mailer.ts';
import { ACCOUNT_TEXTS } from './texts/account.ts';
import { LAYOUT_TEXTS, type LinkMailTexts } from './texts/layout.ts';

// Every mail is written in its recipient's language (docs/product.md, Mails): the texts of each area are in
// texts/<area>.ts, the layout here is shared by all of them.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function subjectOf(title: string): string {
  return `${PRODUCT_NAME} - ${title}`;
}

/** The HTML part of every mail: its language, a heading and blocks that are already HTML. */
export function mailPage(language: Language, title: string, blocks: string[]): string {
  return `<!doctype html>
<html lang="${language}"><body style="font-family:system-ui,sans-serif;background:#f4f4f5;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${blocks.join('\n')}
</div></body></html>`;
}

/** A mail whose point is one link: a button in the HTML part (and the link below it), the link in the text part. */
export function linkMail(to: string, link: string, texts: LinkMailTexts, language: Language): MailMessage {
  const { title, intro, action, button, expiry } = texts;
  const href = escapeHtml(link);
  return {
    to,
    subject: subjectOf(title),
    text: `${intro}\n\n${action} ${link}\n\n${expiry}\n`,
    html: mailPage(language, title, [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${href}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>`,
      `<p style="color:#555">${escapeHtml(expiry)}</p>`,
      `<p style="color:#555;font-size:12px">${escapeHtml(LAYOUT_TEXTS[language].linkFallback)} ${href}</p>`,
    ]),
    link,
  };
}

/** A mail that only tells (no link): one title, some paragraphs, already in `language`. */
export function notice(
  to: string,
  subject: string,
  title: string,
  paragraphs: string[],
  language: Language,
): MailMessage {
  return {
    to,
    subject: subjectOf(subject),
    text: `${paragraphs.join('\n\n')}\n`,
    html: mailPage(
      language,
      title,
      paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ),
  };
}

export function activationMail(
  to: string,
  username: string,
  appUrl: string,
  token: string,
  language: Language,
): MailMessage {
  return linkMail(to, `${appUrl}/activate/${token}`, ACCOUNT_TEXTS[language].activation(username), language);
}

export function resetMail(
  to: string,
  username: string,
  appUrl: string,
  token: string,
  language: Language,
): MailMessage {
  return linkMail(to, `${appUrl}/reset-password/${token}`, ACCOUNT_TEXTS[language].reset(username), language);
}

/** To the new address: the link that makes it the account's address. */
export function emailChangeMail(
  to: string,
  username: string,
  appUrl: string,
  token: string,
  language: Language,
): MailMessage {
  return linkMail(to, `${appUrl}/verify-email/${token}`, ACCOUNT_TEXTS[language].emailChange(username), language);
}

/** To the old address: someone asked to move the account away from it. */
export function emailChangeNoticeMail(to: string, username: string, newEmail: string, language: Language): MailMessage {
  const { title, paragraphs } = ACCOUNT_TEXTS[language].emailChangeNotice(username, newEmail);
  return notice(to, title, title, paragraphs, language);
}

export function passwordChangedMail(to: string, username: string, language: Language): MailMessage {
  const { title, paragraphs } = ACCOUNT_TEXTS[language].passwordChanged(username);
  return notice(to, title, title, paragraphs, language);
}
