/** A sealed chunk: its stored bytes (ciphertext, then the tag), its nonce and its additional data. */
export interface SealedChunkBytes {
  stored: Uint8Array;
  nonce: Uint8Array;
  aad: Uint8Array;
}

/**
 * The chunks' plaintext, joined, every chunk authenticated; or `failed`, the place of the first chunk that failed
 * authentication, and no plaintext at all.
 */
export function openSealedChunks(
  key: Uint8Array,
  tagBytes: number,
  chunks: SealedChunkBytes[],
): { plaintext: Buffer } | { failed: number };
