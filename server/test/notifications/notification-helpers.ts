import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { join } from 'node:path';
import type { NotificationKind } from '@vaultbox/common/schemas/notifications.ts';
import type { Preferences } from '@vaultbox/common/schemas/user.ts';
import type { AppContext } from '../../src/context.ts';
import { readPreferences } from '../../src/domain/account/user-view.ts';
import { outboxDir } from '../../src/mail/mailer.ts';
import { findUserById, updateUser } from '../../src/repos/user.repo.ts';

// Helpers of the notification tests: a user's switches, the outbox's mails decoded (any language, any transfer
// encoding), and a stand-in push service whose messages can be decrypted.

type NotificationSwitches = Partial<Preferences['notifications']>;

export async function setPreferences(
  ctx: AppContext,
  userId: string,
  change: { language?: Preferences['language']; notifications?: NotificationSwitches },
): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new Error(`no user ${userId}`);
  const preferences = readPreferences(user.preferences);
  await updateUser(ctx.db, userId, {
    preferences: JSON.stringify({
      ...preferences,
      language: change.language ?? preferences.language,
      notifications: { ...preferences.notifications, ...change.notifications },
    }),
  });
}

export async function preferencesOf(ctx: AppContext, userId: string): Promise<Preferences> {
  const user = await findUserById(ctx.db, userId);
  return readPreferences(user?.preferences ?? '{}');
}

export interface DecodedMail {
  to: string;
  subject: string;
  headers: string;
  text: string;
  html: string;
}

const decodeWords = (value: string) =>
  value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => `%${hex}`),
          'utf8',
        )
          .toString()
          .replace(/(%[0-9A-F]{2})+/gi, (run) => decodeURIComponent(run)),
  );

const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
      .replace(/(%[0-9A-F]{2})+/gi, (run) => decodeURIComponent(run)),
    'utf8',
  ).toString('utf8');

function decodePart(part: string): { type: string; body: string } {
  const split = part.indexOf('\n\n');
  const head = part.slice(0, split);
  const body = part.slice(split + 2);
  const type = /^Content-Type: ([^;\n]+)/im.exec(head)?.[1] ?? '';
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head)?.[1]?.toLowerCase() ?? '7bit';
  if (encoding === 'base64') return { type, body: Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8') };
  if (encoding === 'quoted-printable') return { type, body: decodeQuotedPrintable(body) };
  return { type, body };
}

/** Every mail to `to` in the outbox, oldest first, with its subject, text and HTML decoded. */
export function decodedMailsTo(dataDir: string, to: string): DecodedMail[] {
  const dir = outboxDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(dir, file), 'utf8').replace(/\r\n/g, '\n');
      const headers = raw.slice(0, raw.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1] ?? '';
      const boundary = /boundary="?([^";\n]+)"?/i.exec(headers)?.[1];
      const parts = boundary
        ? raw
            .split(`--${boundary}`)
            .slice(1, -1)
            .map((p) => decodePart(p.trim()))
        : [];
      return {
        to: header('To'),
        subject: decodeWords(header('Subject')),
        headers,
        text: parts.find((p) => p.type === 'text/plain')?.body ?? '',
        html: parts.find((p) => p.type === 'text/html')?.body ?? '',
      };
    })
    .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
}

/** Waits until `to` has at least `count` mails, and answers them all. */
export async function waitForMails(dataDir: string, to: string, count: number): Promise<DecodedMail[]> {
  for (let i = 0; i < 150; i++) {
    const mails = decodedMailsTo(dataDir, to);
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error(`fewer than ${count} mails to ${to}`);
}

/** The token of a mail's visible one-click unsubscribe link. */
export function unsubscribeToken(mail: DecodedMail): string | null {
  return /\/unsubscribe\/([A-Za-z0-9_.-]+)/.exec(mail.text)?.[1] ?? null;
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of a subscription: a P-256 key pair and 16 random auth bytes, as a browser makes them. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** RFC 8291 (aes128gcm): the plaintext of a push message, opened with the browser's private key and auth secret. */
export function decryptPush(body: Buffer, browser: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

/** A stand-in push service on 127.0.0.1: records every POST; paths listed in `gone` answer 410. */
export async function startPushService(): Promise<{
  url: string;
  received: ReceivedPush[];
  gone: Set<string>;
  close(): Promise<void>;
}> {
  const received: ReceivedPush[] = [];
  const gone = new Set<string>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = gone.has(path) ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    gone,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The kinds of a user's entries, newest first (straight from the table). */
export async function kindsOf(ctx: AppContext, userId: string): Promise<NotificationKind[]> {
  const rows = await ctx.db
    .selectFrom('notifications')
    .select('kind')
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .execute();
  return rows.map((r) => r.kind as NotificationKind);
}
