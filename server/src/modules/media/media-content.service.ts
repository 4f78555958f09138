import type { Readable } from 'node:stream';
import type { ThumbnailSize } from '@vaultbox/common/schemas/media.ts';
import type { AppContext } from '../../context.ts';
import type { MediaFileRow } from '../../db/tables.ts';
import { notFoundError } from '../../errors.ts';
import type { KeyOwner } from '../../keyring/keyring.ts';
import { openBlobRange } from '../../storage/blob-reader.ts';
import type { ByteRange } from '../../storage/byte-range.ts';
import { BlobNotFoundError } from '../../storage/storage-errors.ts';
import { thumbnailBlobId, thumbnailKey } from './blob-names.ts';
import { findMediaOfUser, incrementCounter } from './media.repo.ts';

/** A file ready to be served: facts for the headers, and its plaintext bytes on demand. */
export interface MediaContent {
  row: MediaFileRow;
  size: number;
  etag: string;
  /** Plaintext of the whole file or of an inclusive range, read chunk by chunk; integrity failures error the stream. */
  open(range?: ByteRange): Promise<Readable>;
}

/** Content never changes under an id, so a hash prefix and the size make a strong validator. */
const etagOf = (row: MediaFileRow) => `"${row.sha256.slice(0, 32)}-${Number(row.size)}"`;

/** Decrypted bytes of a user's own files and thumbnails. */
export function createMediaContentService(ctx: AppContext) {
  const { db, blobs, keyring } = ctx;

  async function load(owner: KeyOwner, id: string): Promise<MediaFileRow> {
    const row = await findMediaOfUser(db, owner.id, id);
    if (!row) throw notFoundError();
    return row;
  }

  async function content(owner: KeyOwner, id: string): Promise<MediaContent> {
    const row = await load(owner, id);
    const fileKey = keyring.fileKey(owner, row);
    const size = Number(row.size);
    return {
      row,
      size,
      etag: etagOf(row),
      open: (range) =>
        openBlobRange(blobs, row.storage_key, {
          encryption: fileKey && { fileKey, fileId: row.id },
          range,
          expectedSize: size,
        }),
    };
  }

  async function thumbnail(
    owner: KeyOwner,
    id: string,
    size: ThumbnailSize,
  ): Promise<{ stream: Readable; etag: string }> {
    const row = await load(owner, id);
    if (row.thumbnail_state !== 'ready') throw notFoundError();
    const fileKey = keyring.fileKey(owner, row);
    const stream = await openBlobRange(blobs, thumbnailKey(row.storage_key, size), {
      encryption: fileKey && { fileKey, fileId: thumbnailBlobId(row.id, size) },
    }).catch((error: unknown) => {
      // A thumbnail is a convenience: one that went missing is simply not there.
      throw error instanceof BlobNotFoundError ? notFoundError() : error;
    });
    return { stream, etag: `"${row.sha256.slice(0, 24)}-thumb-${size}"` };
  }

  async function countDownload(owner: KeyOwner, id: string): Promise<void> {
    await incrementCounter(db, owner.id, id, 'download_count');
  }

  return { content, thumbnail, countDownload };
}

export type MediaContentService = ReturnType<typeof createMediaContentService>;
