import { hkdfSync } from 'node:crypto';
import type { Config } from '../config.ts';
import type { MediaFileRow, UserRow } from '../db/tables.ts';
import type { BlobEncryption } from '../storage/blob-encryption.ts';
import { generateKey, unwrapKey, wrapKey } from '../storage/crypto/keys.ts';
import { loadMasterKeyFile } from './master-key-file.ts';

// Envelope keys: the master key wraps one key per user (users.wrapped_key), a user key wraps one key per file
// (media_files.wrapped_key). Wrapped keys are stored as base64 text so both dialects keep them alike. The context
// (user id, file id) is bound as additional data, and the prefixes differ, so a wrapped key copied onto another row,
// or a user key offered as a file key, does not unwrap.
const userKeyContext = (userId: string) => `vaultbox/user-key/${userId}`;
const fileKeyContext = (fileId: string) => `vaultbox/file-key/${fileId}`;

/** Whose key opens a file: the user's id and users.wrapped_key. */
export type KeyOwner = Pick<UserRow, 'id' | 'wrapped_key'>;

/** What a stored file contributes: its id, its wrapped key and whether it is stored plain. */
export type KeyedFile = Pick<MediaFileRow, 'id' | 'wrapped_key' | 'storage_format'>;

export interface Keyring {
  /** A fresh random key for a new user, wrapped for users.wrapped_key. */
  newUserKey(userId: string): string;
  /** A fresh key for a new file of `owner`: the encryption to write with and the wrapped form for its row. */
  newFileKey(owner: KeyOwner, fileId: string): { encryption: BlobEncryption; wrappedKey: string };
  /** The key of a stored file, or null when the file is stored plain. Throws KeyUnwrapError on tampering. */
  fileKey(owner: KeyOwner, file: KeyedFile): Buffer | null;
  /** A 32-byte key for one purpose (HKDF of the master key): signing share grants, for instance. */
  derive(purpose: string): Buffer;
}

/** The app's one holder of the master key: nothing else sees it. */
export function createKeyring(masterKey: Buffer): Keyring {
  const openUserKey = (owner: KeyOwner) =>
    unwrapKey(masterKey, Buffer.from(owner.wrapped_key, 'base64'), userKeyContext(owner.id));

  return {
    newUserKey: (userId) => wrapKey(masterKey, generateKey(), userKeyContext(userId)).toString('base64'),
    newFileKey(owner, fileId) {
      const fileKey = generateKey();
      const wrapped = wrapKey(openUserKey(owner), fileKey, fileKeyContext(fileId));
      return { encryption: { fileKey, fileId }, wrappedKey: wrapped.toString('base64') };
    },
    fileKey(owner, file) {
      if (file.storage_format === 'plain') return null;
      if (!file.wrapped_key) throw new Error(`media ${file.id} is encrypted but has no wrapped key`);
      return unwrapKey(openUserKey(owner), Buffer.from(file.wrapped_key, 'base64'), fileKeyContext(file.id));
    },
    derive: (purpose) => Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), purpose, 32)),
  };
}

/** The app_settings key of the check value below. */
export const MASTER_KEY_CHECK_SETTING = 'master_key_check';

/** A value derived from the master key (never the key), which the database keeps to refuse a different key. */
export const masterKeyCheckValue = (keyring: Keyring): string =>
  keyring.derive('vaultbox/master-key-check').subarray(0, 16).toString('hex');

/**
 * A user key wrapped by `from`, wrapped again by `to` (rotate-master-key, docs/security.md, Key rotation): the user
 * key itself, and so every file key it wraps, stays. Throws KeyUnwrapError when `from` does not open it.
 */
export function rewrapUserKey(from: Buffer, to: Buffer, owner: KeyOwner): string {
  const userKey = unwrapKey(from, Buffer.from(owner.wrapped_key, 'base64'), userKeyContext(owner.id));
  return wrapKey(to, userKey, userKeyContext(owner.id)).toString('base64');
}

/** Thrown when the master key cannot be loaded: start-up must stop rather than mint a different key. */
export class MasterKeyError extends Error {}

/** The keyring of MASTER_KEY (already validated by config) or of DATA_DIR/master.key, created once. */
export async function loadKeyring(config: Pick<Config, 'masterKey' | 'dataDir'>): Promise<Keyring> {
  if (config.masterKey) return createKeyring(config.masterKey);
  try {
    return createKeyring(await loadMasterKeyFile(config.dataDir));
  } catch (err) {
    throw new MasterKeyError(`Cannot load the master key: ${err instanceof Error ? err.message : String(err)}`);
  }
}
