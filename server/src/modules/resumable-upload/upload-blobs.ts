import type { AppContext } from '../../context.ts';
import type { ResumableUploadRow } from '../../db/tables.ts';
import type { KeyOwner } from '../../keyring/keyring.ts';
import { SNIFF_BYTES } from '../../media-tools/sniff-type.ts';
import type { BlobEncryption } from '../../storage/blob-encryption.ts';
import { readResumableBlob, type ResumableBlob } from '../../storage/resumable-blob.ts';

/** An upload row's temp blob: its key (under the owner's key), its sealed tail, and its first bytes. */
export function createUploadBlobs(ctx: AppContext) {
  function encryptionOf(owner: KeyOwner, row: ResumableUploadRow): BlobEncryption | null {
    const fileKey = ctx.keyring.fileKey(owner, {
      id: row.media_id,
      wrapped_key: row.wrapped_key,
      storage_format: row.wrapped_key ? 'encrypted' : 'plain',
    });
    return fileKey ? { fileKey, fileId: row.media_id } : null;
  }

  function blobOf(owner: KeyOwner, row: ResumableUploadRow): ResumableBlob {
    return {
      tempId: row.temp_id,
      length: Number(row.length),
      encryption: encryptionOf(owner, row),
      sealedTail: row.sealed_tail ? Buffer.from(row.sealed_tail, 'base64') : null,
    };
  }

  /** The finished blob's first bytes, for sniffing its type. */
  async function readHead(row: ResumableUploadRow, encryption: BlobEncryption | null): Promise<Buffer> {
    const pieces: Buffer[] = [];
    const blob = { tempId: row.temp_id, length: Number(row.length), encryption };
    for await (const piece of readResumableBlob(ctx.blobs, blob, SNIFF_BYTES - 1)) pieces.push(piece);
    return Buffer.concat(pieces);
  }

  return { encryptionOf, blobOf, readHead };
}
