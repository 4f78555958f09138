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
