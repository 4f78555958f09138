import type { Config } from '../config.ts';
import { loadMasterKey } from '../storage/crypto/master-key.ts';

/** Thrown when the master key cannot be loaded: start-up must stop rather than mint a different key. */
export class MasterKeyError extends Error {}

/**
 * The key that wraps every user key: MASTER_KEY (already validated by config) or DATA_DIR/master.key, created once.
 * The file format and its race-free creation live with the rest of the crypto in storage/crypto.
 */
export async function loadAppMasterKey(config: Pick<Config, 'masterKey' | 'dataDir'>): Promise<Buffer> {
  if (config.masterKey) return config.masterKey;
  try {
    return await loadMasterKey(config.dataDir);
  } catch (err) {
    throw new MasterKeyError(`Cannot load the master key: ${err instanceof Error ? err.message : String(err)}`);
  }
}
