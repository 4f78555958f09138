import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { CHECKSUM_PATCH_MAX_BYTES } from '@vaultbox/common/resumable-upload.ts';
import { AppError } from '../../errors.ts';

/** A checksummed body, read whole (bounded) and checked before a byte of it is kept. */
export async function verifiedBody(
  body: Readable,
  checksum: { algorithm: string; digest: string },
  room: number,
): Promise<Buffer> {
  const limit = Math.min(room, CHECKSUM_PATCH_MAX_BYTES);
  const hash = createHash(checksum.algorithm);
  const pieces: Buffer[] = [];
  let total = 0;
  try {
    for await (const piece of body as AsyncIterable<Buffer>) {
      total += piece.length;
      if (total > limit) break;
      hash.update(piece);
      pieces.push(piece);
    }
  } catch {
    throw new AppError('UPLOAD_INTERRUPTED'); // nothing of it is kept: the client sends it again
  }
  if (total > limit) {
    body.destroy();
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      total > room
        ? 'The body holds more bytes than are left of Upload-Length'
        : `A PATCH with Upload-Checksum may carry at most ${CHECKSUM_PATCH_MAX_BYTES} bytes`,
    );
  }
  if (hash.digest('base64') !== checksum.digest) throw new AppError('CHECKSUM_MISMATCH');
  return Buffer.concat(pieces, total);
}
