import { generateKey, unwrapUserKey, wrapUserKey } from '../storage/crypto/keys.ts';

// users.wrapped_key holds the base64 text of storage/crypto's wrapped form, so both dialects store it as text.

/** A fresh random 32-byte data key for a new user, wrapped under the master key and bound to the user id. */
export function createWrappedUserKey(masterKey: Buffer, userId: string): string {
  return wrapUserKey(masterKey, generateKey(), userId).toString('base64');
}

/** Opens users.wrapped_key; throws if the master key is wrong or the value was tampered with. */
export function openUserKey(masterKey: Buffer, userId: string, wrapped: string): Buffer {
  return unwrapUserKey(masterKey, Buffer.from(wrapped, 'base64'), userId);
}
