import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outboxDir } from '../../src/mail/mailer.ts';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The whole message with quoted-printable soft breaks and escapes undone, for simple searching. */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every mail in the outbox addressed to `to`, oldest first (file names sort in sending order). */
export function mailsTo(dataDir: string, to: string): OutboxMail[] {
  const dir = outboxDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(dir, file), 'utf8');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1] ?? '';
      return { file, to: header('To'), subject: header('Subject'), text: decodeQuotedPrintable(raw) };
    })
    .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
}

/** Waits (mail is sent in the background) until `to` has more than `alreadySeen` mails; returns the newest. */
export async function waitForMail(dataDir: string, to: string, alreadySeen = 0): Promise<OutboxMail> {
  for (let i = 0; i < 100; i++) {
    const mails = mailsTo(dataDir, to);
    if (mails.length > alreadySeen) return mails[mails.length - 1];
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error(`no new mail to ${to} in the outbox`);
}

/** The token of the first link of the given kind in a mail: /activate/{token} or /reset-password/{token}. */
export function linkToken(mail: OutboxMail, kind: 'activate' | 'reset-password'): string {
  const match = new RegExp(`/${kind}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${kind} link in mail ${mail.file}`);
  return match[1];
}
