// Opens batches of sealed chunks off the main thread (chunk-opener-thread.ts). Plain JavaScript, so the worker starts
// without the TypeScript loader.
// In: { id, key, tagBytes, stored, chunks: [{ length, nonce, aad }] }, the chunks laid end to end in `stored` (an
// ArrayBuffer). Out: { ready: true } once, when this script has loaded; then, per batch, { id, plaintext } (every chunk
// authenticated) or { id, failed } (the place in the batch of the first chunk that failed authentication: nothing of
// the batch is sent back).
import { Buffer } from 'node:buffer';
import { parentPort } from 'node:worker_threads';
import { openSealedChunks } from './open-sealed-chunks.mjs';

parentPort.on('message', ({ id, key, tagBytes, stored, chunks }) => {
  const input = Buffer.from(stored);
  let at = 0;
  const sealed = chunks.map(({ length, nonce, aad }) => {
    at += length;
    return { stored: input.subarray(at - length, at), nonce, aad };
  });
  const opened = openSealedChunks(key, tagBytes, sealed);
  if ('failed' in opened) {
    parentPort.postMessage({ id, failed: opened.failed });
    return;
  }
  const { plaintext } = opened;
  // Handed back without a copy when the plaintext is the whole of its buffer (a joined batch always is).
  const whole = plaintext.byteOffset === 0 && plaintext.byteLength === plaintext.buffer.byteLength;
  parentPort.postMessage({ id, plaintext }, whole ? [plaintext.buffer] : []);
});

parentPort.postMessage({ ready: true });
