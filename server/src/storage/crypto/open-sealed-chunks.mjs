// Opens (decrypts and authenticates) sealed chunks of the AES-256-GCM blob format: the one implementation, run on the
// main thread (chunked-decrypt.ts) and on the worker thread (open-chunks-worker.mjs). Plain JavaScript, so the worker
// loads it without the TypeScript loader. Types: open-sealed-chunks.d.mts.
import { Buffer } from 'node:buffer';
import { createDecipheriv } from 'node:crypto';

export function openSealedChunks(key, tagBytes, chunks) {
  const opened = [];
  for (let i = 0; i < chunks.length; i++) {
    const { stored, nonce, aad } = chunks[i];
    const tagAt = stored.length - tagBytes;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, nonce, { authTagLength: tagBytes });
      decipher.setAAD(aad);
      decipher.setAuthTag(stored.subarray(tagAt));
      // GCM's update() output is unauthenticated until final() succeeds: nothing is given out before every chunk's
      // final() has. GCM's final() adds no bytes, so the update's buffer is the whole plaintext.
      opened.push(decipher.update(stored.subarray(0, tagAt)));
      decipher.final();
    } catch {
      return { failed: i };
    }
  }
  return { plaintext: opened.length === 1 ? opened[0] : Buffer.concat(opened) };
}
