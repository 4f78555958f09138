import { generateKey, unwrapFileKey, wrapFileKey } from '../../storage/crypto/keys.ts';
import type { BlobEncryption } from '../../storage/blob-encryption.ts';
import type { MediaFileRow } from '../../db/tables.ts';
import { openUserKey } from '../../keys/user-key.ts';

// Envelope keys: master key -> user key (users.wrapped_key) -> file key (media_files.wrapped_key).

export interface UserKeySource {
  masterKey: Buffer;
  userId: string;
  /** users.wrapped_key */
  wrappedUserKey: string;
}

/** A fresh key for a new file: the encryption to write with and the wrapped form to store on its row. */
export function newFileKey(source: UserKeySource, mediaId: string): { encryption: BlobEncryption; wrappedKey: string } {
  const userKey = openUserKey(source.masterKey, source.userId, source.wrappedUserKey);
  const fileKey = generateKey();
  return { encryption: { fileKey, fileId: mediaId }, wrappedKey: wrapFileKey(userKey, fileKey, mediaId).toString('base64') };
}

/** The unwrapped key of a stored file, or null when the file is stored plain. */
export function fileKeyOf(source: UserKeySource, row: Pick<MediaFileRow, 'id' | 'wrapped_key' | 'storage_format'>): Buffer | null {
  if (row.storage_format === 'plain') return null;
  if (!row.wrapped_key) throw new Error(`media ${row.id} is encrypted but has no wrapped key`);
  const userKey = openUserKey(source.masterKey, source.userId, source.wrappedUserKey);
  return unwrapFileKey(userKey, Buffer.from(row.wrapped_key, 'base64'), row.id);
}
