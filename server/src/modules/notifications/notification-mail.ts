import { PRODUCT_NAME, type Language } from '@vaultbox/common/constants.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml, mailPage } from '../../mail/templates.ts';

// The shape of a notification mail (docs/product.md, Notifications): a heading, its paragraphs, a button, and at the
// foot either the one-click unsubscribe (also in the List-Unsubscribe headers, RFC 8058) or, for security notices,
// the sentence that they cannot be turned off, in the page every mail shares (mail/templates.ts).

export interface NotificationMail {
  to: string;
  language: Language;
  title: string;
  paragraphs: string[];
  button: { label: string; url: string };
  /** A second button: the expiry reminder's one-click extension. */
  action?: { label: string; url: string };
  /** The sentences of the foot: why the mail came and how to stop it, or that it cannot be stopped. */
  foot: string[];
  /** The one-click unsubscribe URL (the web page that POSTs it), null for security notices. */
  unsubscribeUrl: string | null;
  /** Where the mail client's one-click POST goes (the API route itself). */
  unsubscribePostUrl: string | null;
  /** The fallback line under the buttons, in the recipient's language. */
  linkFallback: string;
}

const buttonHtml = (button: { label: string; url: string }, colour: string) =>
  `<a href="${escapeHtml(button.url)}" style="display:inline-block;background:${colour};color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none;margin:0 8px 8px 0">${escapeHtml(button.label)}</a>`;

export function renderNotificationMail(mail: NotificationMail): MailMessage {
  const buttons = [
    mail.action && buttonHtml(mail.action, '#4f46e5'),
    buttonHtml(mail.button, mail.action ? '#52525b' : '#4f46e5'),
  ];
  const links = [mail.action?.url, mail.button.url].filter((url): url is string => Boolean(url));
  const html = mailPage(mail.language, mail.title, [
    ...mail.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${buttons.filter(Boolean).join('')}</p>`,
    `<p style="color:#555;font-size:12px">${escapeHtml(mail.linkFallback)} ${links.map(escapeHtml).join(' ')}</p>`,
    '<hr style="border:none;border-top:1px solid #e4e4e7">',
    `<p style="color:#555;font-size:12px">${mail.foot.map(escapeHtml).join(' ')}${
      mail.unsubscribeUrl ? ` <a href="${escapeHtml(mail.unsubscribeUrl)}">${escapeHtml(mail.unsubscribeUrl)}</a>` : ''
    }</p>`,
  ]);
  const text = [
    ...mail.paragraphs,
    [mail.action && `${mail.action.label}: ${mail.action.url}`, `${mail.button.label}: ${mail.button.url}`]
      .filter(Boolean)
      .join('\n'),
    '--',
    [...mail.foot, mail.unsubscribeUrl].filter(Boolean).join(' '),
  ].join('\n\n');
  return {
    to: mail.to,
    subject: `${PRODUCT_NAME} - ${mail.title}`,
    text: `${text}\n`,
    html,
    ...(mail.unsubscribePostUrl && {
      headers: {
        'List-Unsubscribe': `<${mail.unsubscribePostUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }),
  };
}
