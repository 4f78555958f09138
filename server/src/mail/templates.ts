import { PRODUCT_NAME } from '@vaultbox/common/constants.ts';
import type { MailMessage } from './mailer.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, intro: string, link: string, button: string, expiry: string): string {
  return `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;background:#f4f4f5;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="color:#555">${escapeHtml(expiry)}</p>
<p style="color:#555;font-size:12px">If the button does not work, open this link: ${escapeHtml(link)}</p>
</div></body></html>`;
}

export function activationMail(to: string, username: string, appUrl: string, token: string): MailMessage {
  const link = `${appUrl}/activate/${token}`;
  const intro = `Hello ${username}, welcome to ${PRODUCT_NAME}. Confirm your email address to activate your account.`;
  const expiry = 'This link expires in 30 minutes. If you did not create an account, ignore this email.';
  return {
    to,
    subject: `${PRODUCT_NAME} - Activate your account`,
    text: `${intro}\n\nActivate your account: ${link}\n\n${expiry}\n`,
    html: layout('Activate your account', intro, link, 'Activate account', expiry),
    link,
  };
}

export function resetMail(to: string, username: string, appUrl: string, token: string): MailMessage {
  const link = `${appUrl}/reset-password/${token}`;
  const intro = `Hello ${username}, someone asked to reset the password of your ${PRODUCT_NAME} account.`;
  const expiry =
    'This link expires in 1 hour and works once. If you did not ask for it, ignore this email: your password stays the same.';
  return {
    to,
    subject: `${PRODUCT_NAME} - Reset your password`,
    text: `${intro}\n\nChoose a new password: ${link}\n\n${expiry}\n`,
    html: layout('Reset your password', intro, link, 'Reset password', expiry),
    link,
  };
}

function noticeLayout(title: string, paragraphs: string[]): string {
  return `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;background:#f4f4f5;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</div></body></html>`;
}

/** A mail that only tells (no link): one title, some paragraphs. */
export function notice(to: string, subject: string, title: string, paragraphs: string[]): MailMessage {
  return {
    to,
    subject: `${PRODUCT_NAME} - ${subject}`,
    text: `${paragraphs.join('\n\n')}\n`,
    html: noticeLayout(title, paragraphs),
  };
}

/** To the new address: the link that makes it the account's address. */
export function emailChangeMail(to: string, username: string, appUrl: string, token: string): MailMessage {
  const link = `${appUrl}/verify-email/${token}`;
  const intro = `Hello ${username}, confirm that this is the new email address of your ${PRODUCT_NAME} account.`;
  const expiry =
    'This link expires in 24 hours and works once. Until it is used, your account keeps its current address. If you did not ask for this, ignore this email.';
  return {
    to,
    subject: `${PRODUCT_NAME} - Confirm your new email address`,
    text: `${intro}\n\nConfirm your new address: ${link}\n\n${expiry}\n`,
    html: layout('Confirm your new email address', intro, link, 'Confirm email address', expiry),
    link,
  };
}

/** To the old address: someone asked to move the account away from it. */
export function emailChangeNoticeMail(to: string, username: string, newEmail: string): MailMessage {
  return notice(to, 'Email change requested', 'Email change requested', [
    `Hello ${username}, someone signed in to your ${PRODUCT_NAME} account asked to change its email address to ${newEmail}.`,
    'The change takes effect only when the link sent to the new address is opened. If this was not you, sign in, change your password and sign out your other sessions in Settings > Security.',
  ]);
}

export function passwordChangedMail(to: string, username: string): MailMessage {
  return notice(to, 'Your password was changed', 'Your password was changed', [
    `Hello ${username}, the password of your ${PRODUCT_NAME} account was just changed, and every other session was signed out.`,
    'If this was not you, reset your password at once with "Forgot Password?" on the sign-in page.',
  ]);
}
