/// <reference types="node" />
import { createHmac, hkdfSync } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// The "extend by 7 days" link an expiry reminder mails (docs/product.md, Expiry reminders), made here as the server
// makes it (server/src/modules/share-reminders/extend-token.ts), from the master key of the test server's data
// directory: the reminder check runs only every 15 minutes, so a spec cannot wait for its mail.

const dataDir = process.env.E2E_DATA_DIR ?? join(import.meta.dirname, '../../../.tmp/e2e-data');

/** The path of the extend link of a share whose expiry is `expiresAt` (ISO). */
export async function extendLinkPath(shareId: string, expiresAt: string): Promise<string> {
  const masterKey = Buffer.from((await readFile(join(dataDir, 'master.key'), 'utf8')).trim(), 'base64');
  const key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'vaultbox share extend link v1', 32));
  const expiresMs = Date.parse(expiresAt);
  const mac = createHmac('sha256', key).update(`${shareId}\n${expiresMs}`).digest('base64url');
  return `/shares/extend/${shareId}.${expiresMs.toString(36)}.${mac}`;
}
