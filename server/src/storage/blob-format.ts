import type { BlobStore } from './blob-store.ts';
import { ENCRYPTED_MAGIC } from './crypto/chunked-format.ts';

// Every blob starts with a 4-byte marker: "VBX1" (chunked AES-256-GCM, see crypto/chunked-format.ts) or "VBP1"
// (plain: the content follows as is). A marker on plain blobs too means no user content is ever mistaken for one.
export const PLAIN_MAGIC = Buffer.from('VBP1', 'latin1');
export const PLAIN_HEADER_BYTES = PLAIN_MAGIC.length;

export type BlobFormat = 'encrypted' | 'plain';

export function formatOfMarker(marker: Buffer): BlobFormat | null {
  if (marker.subarray(0, 4).equals(ENCRYPTED_MAGIC)) return 'encrypted';
  if (marker.subarray(0, 4).equals(PLAIN_MAGIC)) return 'plain';
  return null;
}

/** What a stored blob is, from its marker (null when it carries neither), e.g. for tooling and migrations. */
export async function detectBlobFormat(store: BlobStore, key: string): Promise<BlobFormat | null> {
  const pieces: Buffer[] = [];
  for await (const piece of await store.read(key, { start: 0, end: 3 })) pieces.push(piece as Buffer);
  return formatOfMarker(Buffer.concat(pieces));
}
