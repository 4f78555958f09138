/// <reference types="node" />
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// scripts/e2e-server.mjs starts the server on .tmp/e2e-data (E2E_DATA_DIR); its mails land as .eml files in outbox/.
const dataDir = process.env.E2E_DATA_DIR ?? fileURLToPath(new URL('../../../.tmp/e2e-data', import.meta.url));
const outbox = join(dataDir, 'outbox');

/** Quoted-printable: joins soft line breaks and decodes =XX bytes as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const ch = joined[i];
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The addresses of a mail's To header, in lower case. Compared whole: with workers side by side, a.b@example.com must
 * not read the mails of x.a.b@example.com.
 */
function recipientsOf(raw: string): string[] {
  const to = /^To:\s*(.+)$/im.exec(raw)?.[1] ?? '';
  return to.split(',').map((part) => (/<([^>]+)>/.exec(part)?.[1] ?? part).trim().toLowerCase());
}

async function mailsTo(email: string, folder: string = outbox): Promise<string[]> {
  let files: string[];
  try {
    files = (await readdir(folder)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const file of files) {
    const raw = await readFile(join(folder, file), 'utf8');
    if (recipientsOf(raw).includes(email.toLowerCase())) found.push(decodeQuotedPrintable(raw));
  }
  return found;
}

export type LinkKind = 'activate' | 'reset-password' | 'verify-email';

/**
 * The newest link of the given kind ('activate', 'reset-password' or 'verify-email') mailed to an address, waiting for it to arrive.
 * `after` skips the links already seen (a resend or a second reset sends a new one). `dataDir` reads the mails of
 * another server of the run (the administration spec's).
 */
export async function waitForLink(
  email: string,
  kind: LinkKind,
  options: { timeoutMs?: number; notIn?: string[]; dataDir?: string } = {},
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const pattern = new RegExp(`https?://[^\\s"'<>]+/${kind}/[A-Za-z0-9_-]+`, 'g');
  const folder = options.dataDir ? join(options.dataDir, 'outbox') : outbox;
  for (;;) {
    const links = (await mailsTo(email, folder)).flatMap((mail) => mail.match(pattern) ?? []);
    const fresh = links.filter((link) => !(options.notIn ?? []).includes(link));
    if (fresh.length > 0) return fresh[fresh.length - 1];
    if (Date.now() > deadline) throw new Error(`No ${kind} mail for ${email} in ${folder}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Every link of a kind mailed so far to an address. */
export async function linksSoFar(email: string, kind: LinkKind): Promise<string[]> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+/${kind}/[A-Za-z0-9_-]+`, 'g');
  return (await mailsTo(email)).flatMap((mail) => mail.match(pattern) ?? []);
}

/** The path of a mailed link, to open it on the test server whatever host the mail names. */
export function pathOf(link: string): string {
  return new URL(link).pathname;
}
