// Opens batches of sealed chunks (AES-256-GCM) off the main thread (chunk-opener-thread.ts). Plain JavaScript, so
// the worker starts without the TypeScript loader.
// In: { id, key, tagBytes, stored, chunks: [{ length, nonce, aad }] }, the chunks laid end to end in `stored` (an
// ArrayBuffer). Out: { id, plaintext } (an ArrayBuffer, every chunk authenticated) or { id, failed } (the place in the
// batch of the first chunk that failed authentication: nothing of the batch is sent back).
import { Buffer } from 'node:buffer';
import { createDecipheriv } from 'node:crypto';
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ id, key, tagBytes, stored, chunks }) => {
  const input = Buffer.from(stored);
  let size = 0;
  for (const chunk of chunks) size += chunk.length - tagBytes;
  const plaintext = Buffer.allocUnsafeSlow(size);
  let read = 0;
  let written = 0;
  for (let i = 0; i < chunks.length; i++) {
    const { length, nonce, aad } = chunks[i];
    const tagAt = read + length - tagBytes;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, nonce, { authTagLength: tagBytes });
      decipher.setAAD(aad);
      decipher.setAuthTag(input.subarray(tagAt, tagAt + tagBytes));
      written += decipher.update(input.subarray(read, tagAt)).copy(plaintext, written);
      decipher.final();
    } catch {
      parentPort.postMessage({ id, failed: i });
      return;
    }
    read += length;
  }
  parentPort.postMessage({ id, plaintext: plaintext.buffer }, [plaintext.buffer]);
});
