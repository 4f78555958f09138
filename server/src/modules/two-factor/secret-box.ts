import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Small secrets kept in a row (the TOTP secret): AES-256-GCM under a key the keyring derives for that purpose, with
// the owner's id bound as additional data so a sealed value copied onto another row does not open.

/** The keyring purpose of the TOTP secrets' key: rotate-master-key re-seals them under the new key's. */
export const TWO_FACTOR_SECRET_PURPOSE = 'vaultbox/two-factor-secret';

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** base64 of nonce + ciphertext + tag. */
export function sealText(key: Buffer, plaintext: string, owner: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(owner, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64');
}

/** The plaintext, or null when the value was altered, moved to another owner or sealed under another key. */
export function openText(key: Buffer, sealed: string, owner: string): string | null {
  const bytes = Buffer.from(sealed, 'base64');
  if (bytes.length < NONCE_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(owner, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const body = bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
