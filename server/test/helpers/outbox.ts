import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outboxDir } from '../../src/mail/mailer.ts';

export interface OutboxMail {
  file: string;
  to: string;
  /** Decoded (a subject in another language travels as RFC 2047 encoded words). */
  subject: string;
  /** The whole message, every part decoded from its transfer encoding as UTF-8, for simple searching. */
  text: string;
  /** The plain-text part and the HTML part, decoded. */
  plain: string;
  html: string;
}

function decodeQuotedPrintable(raw: string): Buffer {
  const bytes: number[] = [];
  const soft = raw.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? /^[0-9A-F]{2}/i.exec(soft.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], 'utf8'));
  }
  return Buffer.from(bytes);
}

/** '=?UTF-8?Q?Vaultbox_=E2=80=93?= =?UTF-8?B?...?=' -> text; the space between two encoded words is not text. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      (kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : decodeQuotedPrintable(data.replace(/_/g, ' '))
      ).toString('utf8'),
    );
}

interface Part {
  headers: string;
  body: string;
}

function splitHead(raw: string): Part {
  const end = raw.search(/\r?\n\r?\n/);
  const headers = (end < 0 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  return { headers, body: end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '') };
}

const headerOf = (headers: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1] ?? '';

function decodeBody({ headers, body }: Part): string {
  const encoding = headerOf(headers, 'Content-Transfer-Encoding').trim().toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  return body;
}

/** The decoded leaf parts of a message with their headers and content type ('text/plain', 'text/html'). */
function leafParts(part: Part): Array<{ type: string; headers: string; content: string }> {
  const type = headerOf(part.headers, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) {
    return [{ type: type.split(';')[0].trim().toLowerCase(), headers: part.headers, content: decodeBody(part) }];
  }
  return part.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((piece) => leafParts(splitHead(piece.replace(/^\r?\n/, ''))));
}

function readMail(dir: string, file: string): OutboxMail {
  const message = splitHead(readFileSync(join(dir, file), 'utf8'));
  const parts = leafParts(message);
  const partOf = (type: string) => parts.find((p) => p.type === type)?.content ?? '';
  const subject = decodeEncodedWords(headerOf(message.headers, 'Subject'));
  return {
    file,
    to: headerOf(message.headers, 'To'),
    subject,
    text: [decodeEncodedWords(message.headers), ...parts.map((p) => `${p.headers}\n\n${p.content}`)].join('\n\n'),
    plain: partOf('text/plain'),
    html: partOf('text/html'),
  };
}

/** Every mail in the outbox addressed to `to`, oldest first (file names sort in sending order). */
export function mailsTo(dataDir: string, to: string): OutboxMail[] {
  const dir = outboxDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => readMail(dir, file))
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
