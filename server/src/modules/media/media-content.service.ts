import { createHmac } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ThumbnailSize } from '@vaultbox/common/schemas/media.ts';
import type { AppContext } from '../../context.ts';
import type { MediaFileRow } from '../../db/tables.ts';
import { notFoundError, orNotFound } from '../../errors.ts';
import type { KeyOwner } from '../../keyring/keyring.ts';
import { openBlobRange } from '../../storage/blob-reader.ts';
import { BlobNotFoundError } from '../../storage/storage-errors.ts';
import { metadataNotRemovableError, type ContentWish, type MediaContent } from '../../domain/media/media-content.ts';
import { copyBlobId, copyKey, thumbnailBlobId, thumbnailKey, type CopyKind } from '../../domain/media/blob-names.ts';
import { renamedFor } from './copy-name.ts';
import type { FileCopies, StrippedCopy } from './file-copies.ts';
import { findMediaOfUser, incrementCounter } from '../../repos/media.repo.ts';

/** Decrypted bytes of a user's own files, their copies and thumbnails. */
export function createMediaContentService(ctx: AppContext, copies: FileCopies) {
  const { db, blobs, keyring } = ctx;
  // Bytes never change under a storage key, so a keyed hash of it makes a strong validator from the upload's first
  // moment (the content's SHA-256 comes later: docs/decisions/0006) without showing the file's id to share visitors.
  const etagKey = keyring.derive('vaultbox content etag v1');
  const tagOf = (row: MediaFileRow) =>
    createHmac('sha256', etagKey).update(row.storage_key).digest('base64url').slice(0, 24);

  function copyContent(row: MediaFileRow, fileKey: Buffer | null, kind: CopyKind, made: StrippedCopy): MediaContent {
    return {
      row,
      size: made.size,
      etag: `"${tagOf(row)}-${kind}-${made.size}"`,
      mimeType: made.mimeType,
      fileName: renamedFor(row.original_name, row.mime_type, made.mimeType),
      open: (range) =>
        openBlobRange(blobs, copyKey(row.storage_key, kind), {
          encryption: fileKey && { fileKey, fileId: copyBlobId(row.id, kind) },
          range,
          expectedSize: made.size,
        }),
    };
  }

  async function load(owner: KeyOwner, id: string): Promise<MediaFileRow> {
    return orNotFound(await findMediaOfUser(db, owner.id, id));
  }

  async function content(owner: KeyOwner, id: string, wish: ContentWish = {}): Promise<MediaContent> {
    const row = await load(owner, id);
    const fileKey = keyring.fileKey(owner, row);
    // The viewable copy is made from decoded pixels or frames and written without metadata: it serves both wishes.
    if (wish.viewable && row.preview_state === 'ready' && row.preview_mime_type && row.preview_size !== null) {
      const made = { size: Number(row.preview_size), mimeType: row.preview_mime_type };
      return copyContent(row, fileKey, 'preview', made);
    }
    if (wish.stripped) {
      const made = await copies.stripped(row, fileKey);
      if (!made.ok) throw metadataNotRemovableError(made.problem);
      return copyContent(row, fileKey, 'stripped', made);
    }
    const size = Number(row.size);
    return {
      row,
      size,
      etag: `"${tagOf(row)}-${size}"`,
      mimeType: row.mime_type,
      fileName: row.original_name,
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
    return { stream, etag: `"${tagOf(row)}-thumb-${size}"` };
  }

  async function countDownload(owner: KeyOwner, id: string): Promise<void> {
    await incrementCounter(db, owner.id, id, 'download_count');
  }

  return { content, thumbnail, countDownload };
}

export type MediaContentService = ReturnType<typeof createMediaContentService>;
