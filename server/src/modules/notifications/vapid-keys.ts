import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.ts';

export const VAPID_FILE = 'vapid.json';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID keys (Web Push): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or DATA_DIR/vapid.json, made once with mode
 * 0600 the way the master key is (keyring/master-key-file.ts): a private temp file hard-linked into place, so two
 * instances starting together on one data dir agree on one pair. Instances with data dirs of their own must share the
 * pair through the environment, or a browser subscribed through one would refuse the pushes of another.
 */
export async function loadVapidKeys(config: Pick<Config, 'vapid' | 'dataDir'>): Promise<VapidKeys> {
  if (config.vapid) return config.vapid;
  const path = join(config.dataDir, VAPID_FILE);
  await mkdir(config.dataDir, { recursive: true });
  const candidate = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const { default: webpush } = await import('web-push');
    await writeFile(candidate, `${JSON.stringify(webpush.generateVAPIDKeys())}\n`, { flag: 'wx', mode: 0o600 });
    await link(candidate, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(candidate, { force: true });
  }
  const keys = JSON.parse(await readFile(path, 'utf8')) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string') {
    throw new Error(`${path} must hold {"publicKey": ..., "privateKey": ...}`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
