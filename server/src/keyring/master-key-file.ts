import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { KEY_BYTES, generateKey } from '../storage/crypto/keys.ts';

export const MASTER_KEY_FILE = 'master.key';

/**
 * The master key of DATA_DIR/master.key, generated once with mode 0600 (MASTER_KEY, when set, is read by config).
 * Written to a private temp file and then hard-linked into place, so two processes starting together on one
 * data dir agree on a single key and neither ever reads a half-written file.
 */
export async function loadMasterKeyFile(dataDir: string): Promise<Buffer> {
  const path = join(dataDir, MASTER_KEY_FILE);
  await mkdir(dataDir, { recursive: true });
  const candidate = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(candidate, `${generateKey().toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    await link(candidate, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(candidate, { force: true });
  }
  return decodeMasterKey(await readFile(path, 'utf8'), path);
}

/** A key file's text as its 32 bytes; throws, naming `source`, when it is anything else. */
export function decodeMasterKey(text: string, source: string): Buffer {
  const trimmed = text.trim();
  const key = Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES || key.toString('base64') !== trimmed) {
    throw new Error(`${source} must be the base64 encoding of exactly ${KEY_BYTES} bytes`);
  }
  return key;
}
