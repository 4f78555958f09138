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
  const expiry = 'This link expires in 1 hour and works once. If you did not ask for it, ignore this email: your password stays the same.';
  return {
    to,
    subject: `${PRODUCT_NAME} - Reset your password`,
    text: `${intro}\n\nChoose a new password: ${link}\n\n${expiry}\n`,
    html: layout('Reset your password', intro, link, 'Reset password', expiry),
    link,
  };
}
