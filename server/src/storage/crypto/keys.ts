import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { KeyUnwrapError } from '../storage-errors.ts';

// Key wrapping: the primitive under the envelope keys (keyring/). The caller's context is bound as additional data.

export const KEY_BYTES = 32;
const WRAP_VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** version (1) + nonce (12) + wrapped key (32) + tag (16) */
export const WRAPPED_KEY_BYTES = 1 + NONCE_BYTES + KEY_BYTES + TAG_BYTES;

export function generateKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

export function assertKey(key: Buffer, what = 'key'): void {
  if (!Buffer.isBuffer(key) || key.length !== KEY_BYTES) {
    throw new TypeError(`The ${what} must be a Buffer of ${KEY_BYTES} bytes`);
  }
}

/** AES-256-GCM wrap: version byte + 12-byte nonce + ciphertext + 16-byte tag. The version is authenticated too. */
export function wrapKey(kek: Buffer, key: Buffer, aad: string): Buffer {
  assertKey(kek, 'wrapping key');
  assertKey(key);
  const version = Buffer.of(WRAP_VERSION);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', kek, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.concat([version, Buffer.from(aad, 'utf8')]));
  const sealed = Buffer.concat([cipher.update(key), cipher.final()]);
  return Buffer.concat([version, nonce, sealed, cipher.getAuthTag()]);
}

/** Throws KeyUnwrapError on a wrong kek, a wrong aad, or any changed byte. */
export function unwrapKey(kek: Buffer, wrapped: Buffer, aad: string): Buffer {
  assertKey(kek, 'wrapping key');
  if (!Buffer.isBuffer(wrapped) || wrapped.length !== WRAPPED_KEY_BYTES) {
    throw new KeyUnwrapError(`expected ${WRAPPED_KEY_BYTES} bytes of wrapped key`);
  }
  if (wrapped[0] !== WRAP_VERSION) throw new KeyUnwrapError(`unsupported wrap version ${wrapped[0]}`);
  const nonce = wrapped.subarray(1, 1 + NONCE_BYTES);
  const sealed = wrapped.subarray(1 + NONCE_BYTES, 1 + NONCE_BYTES + KEY_BYTES);
  const tag = wrapped.subarray(1 + NONCE_BYTES + KEY_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', kek, nonce, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.concat([wrapped.subarray(0, 1), Buffer.from(aad, 'utf8')]));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(sealed), decipher.final()]);
  } catch {
    throw new KeyUnwrapError();
  }
}
