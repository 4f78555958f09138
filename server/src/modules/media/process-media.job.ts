import { availableParallelism } from 'node:os';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { THUMBNAIL_SIZES } from '@vaultbox/common/schemas/media.ts';
import type { AppContext } from '../../context.ts';
import type { MediaFileRow } from '../../db/tables.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import { enqueueJob } from '../../repos/job.repo.ts';
import { needsBrowserCopy } from '../../media-tools/browser-playable.ts';
import { HEIC_TYPES } from '../../media-tools/heic-image.ts';
import { heicThumbnailsAndCopy } from '../../media-tools/heic-photo.ts';
import type { ImageCopyResult } from '../../media-tools/image-copy.ts';
import type { MediaSource } from '../../media-tools/media-source.ts';
import { probeMetadata } from '../../media-tools/probe-metadata.ts';
import { makeThumbnails } from '../../media-tools/thumbnails.ts';
import type { ThumbnailResult, Thumbnails } from '../../media-tools/image-thumbnails.ts';
import { writeBlob } from '../../storage/blob-writer.ts';
import { BlobIntegrityError, KeyUnwrapError } from '../../storage/storage-errors.ts';
import { copyBlobId, copyKey, thumbnailBlobId, thumbnailKey, derivedKeys } from '../../domain/media/blob-names.ts';
import { MAKE_PREVIEW_JOB } from '../../domain/media/media-jobs.ts';
import { failedCopyError } from '../../domain/media/preview-failure.ts';
import {
  findMediaForProcessing,
  savePreviewResult,
  saveProcessingResult,
  type PreviewResult,
  type ProcessingResult,
} from '../../repos/media.repo.ts';
import { withPlaintextSource } from './plaintext-source.ts';
import { findStorageAccount } from '../../repos/storage-quota.repo.ts';

const payloadSchema = z.object({ mediaId: z.string() });

/**
 * Processing jobs run at once: two, so that both cores of a small server work (most of a job is one decoder's thread),
 * while each job holds at most one of libuv's four threads (image-thumbnails.ts), leaving two to requests' file reads.
 */
export const PROCESSING_SLOTS = Math.min(2, availableParallelism());

/** The processing's outcome, with the viewable copy when it was made in the same pass (a HEIC photo's). */
type Processed = ProcessingResult & { preview?: PreviewResult };

const NO_PREVIEW: ProcessingResult = {
  width: null,
  height: null,
  duration: null,
  takenAt: null,
  thumbnailState: 'none',
  thumbnailError: null,
  previewState: 'none',
};

/**
 * The 'media.process' job: reads a new upload's decrypted bytes (in memory or over a loopback URL, never from disk), reads its dimensions and duration, makes
 * its WebP thumbnails and stores each as its own blob encrypted under the file's key. A HEIC photo's browser-viewable
 * copy is made from the same decode; that of a video browsers cannot play is queued (make-preview.job.ts). A file that
 * cannot be read (corrupt, truncated, tampered) ends as thumbnailState 'failed' with a logged reason; only
 * infrastructure failures (disk, database) throw, so that the runner tries again later.
 */
export function createProcessMediaJob(ctx: AppContext, onPreviewQueued: () => void): JobHandler {
  const { db, blobs, log } = ctx;

  async function storeThumbnails(row: MediaFileRow, fileKey: Buffer | null, thumbnails: Thumbnails): Promise<void> {
    for (const size of THUMBNAIL_SIZES) {
      const encryption = fileKey && { fileKey, fileId: thumbnailBlobId(row.id, size) };
      const written = await writeBlob(blobs, Readable.from([thumbnails[size]]), { encryption });
      await blobs.commit(written.tempId, thumbnailKey(row.storage_key, size));
    }
  }

  async function storeCopy(row: MediaFileRow, fileKey: Buffer | null, copy: ImageCopyResult): Promise<PreviewResult> {
    if (!copy.ok) {
      log.warn({ mediaId: row.id }, `no browser-viewable copy: ${copy.reason}`);
      return {
        state: 'failed',
        mimeType: null,
        size: null,
        error: failedCopyError(copy.failure ?? 'unreadable', copy.reason),
      };
    }
    const encryption = fileKey && { fileKey, fileId: copyBlobId(row.id, 'preview') };
    const written = await writeBlob(blobs, Readable.from([copy.bytes]), { encryption });
    await blobs.commit(written.tempId, copyKey(row.storage_key, 'preview'));
    return { state: 'ready', mimeType: copy.mimeType, size: written.plaintextSize, error: null };
  }

  async function process(row: MediaFileRow, fileKey: Buffer | null, source: MediaSource): Promise<Processed> {
    const probe = await probeMetadata(source, row.mime_type);
    if (probe.reason) log.warn({ mediaId: row.id }, `media metadata incomplete: ${probe.reason}`);
    const { width, height, duration, takenAt } = probe.metadata;
    const result = {
      width: width ?? null,
      height: height ?? null,
      duration: duration ?? null,
      takenAt: takenAt ?? null,
      previewState: needsBrowserCopy(row.mime_type, probe.metadata) ? ('pending' as const) : ('none' as const),
    };
    // A HEIC photo in memory: one decode for its thumbnails and its copy. Larger ones (never in memory) keep theirs
    // queued, which says why it cannot be made.
    let made: ThumbnailResult;
    let preview: PreviewResult | undefined;
    if (HEIC_TYPES.has(row.mime_type) && typeof source !== 'string') {
      const outputs = await heicThumbnailsAndCopy(source);
      made = outputs.thumbnails;
      preview = await storeCopy(row, fileKey, outputs.copy);
    } else made = await makeThumbnails(source, row.mime_type, { durationSeconds: duration });
    if (!made.ok) {
      // Audio without cover art simply has no picture; an image or video that yields none is a failure.
      const state = row.category === 'audio' ? 'none' : 'failed';
      if (state === 'failed') log.warn({ mediaId: row.id }, `no thumbnail: ${made.reason}`);
      return { ...result, thumbnailState: state, thumbnailError: made.reason, preview };
    }
    await storeThumbnails(row, fileKey, made.thumbnails);
    return { ...result, thumbnailState: 'ready', thumbnailError: null, preview };
  }

  return async (payload) => {
    const { mediaId } = payloadSchema.parse(payload);
    const row = await findMediaForProcessing(db, mediaId);
    if (!row) return; // deleted before its turn came
    // Of the documents, PDFs have a picture (their first page); the rest none.
    if ((row.category === 'document' && row.mime_type !== 'application/pdf') || row.category === 'other') {
      await saveProcessingResult(db, row.id, NO_PREVIEW);
      return;
    }
    const account = await findStorageAccount(db, row.user_id);
    if (!account) return;

    let result: Processed;
    try {
      const fileKey = ctx.keyring.fileKey({ id: row.user_id, wrapped_key: account.wrappedKey }, row);
      result = await withPlaintextSource(ctx, row, fileKey, (source) => process(row, fileKey, source));
    } catch (error) {
      if (!(error instanceof BlobIntegrityError || error instanceof KeyUnwrapError)) throw error;
      log.error({ mediaId: row.id, err: error }, 'stored file failed its integrity check');
      result = { ...NO_PREVIEW, thumbnailState: 'failed', thumbnailError: error.message };
    }
    const saved = await db.transaction().execute(async (trx) => {
      if (!(await saveProcessingResult(trx, row.id, result))) return false;
      if (result.preview) await savePreviewResult(trx, row.id, result.preview);
      else if (result.previewState === 'pending') {
        await enqueueJob(trx, MAKE_PREVIEW_JOB, { mediaId: row.id }, { ownerId: row.user_id });
      }
      return true;
    });
    if (!saved) {
      // The file was deleted while we worked: its thumbnails and copy must not outlive it.
      for (const key of derivedKeys(row.storage_key)) await blobs.delete(key);
    } else if (result.previewState === 'pending' && !result.preview) onPreviewQueued();
  };
}
