import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { MediaFileRow } from '../../db/tables.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import { enqueueJob } from '../../jobs/job.repo.ts';
import { BlobIntegrityError, KeyUnwrapError } from '../../storage/storage-errors.ts';
import { copyKey } from './blob-names.ts';
import { createFileCopies, strippedTypeOf } from './file-copies.ts';
import { findMediaForProcessing, savePreviewResult, type PreviewResult } from './media.repo.ts';
import { findStorageAccount } from './storage-quota.repo.ts';

export const MAKE_PREVIEW_JOB = 'media.preview';

const payloadSchema = z.object({ mediaId: z.string(), copy: z.enum(['preview', 'stripped']).default('preview') });

/**
 * Queues the copy without location and camera data of a file a share will serve so, unless it has one or its type
 * carries none: made ahead, the share's first visitor does not wait for a large video's remux.
 */
export async function queueStrippedCopy(db: Db, media: MediaFileRow): Promise<void> {
  if (media.stripped_size !== null || strippedTypeOf(media.mime_type) === null) return;
  await enqueueJob(db, MAKE_PREVIEW_JOB, { mediaId: media.id, copy: 'stripped' });
}

/**
 * The 'media.preview' job makes a file's copies on a runner of its own, one at a time and at low priority, so a long
 * transcode never holds up thumbnails:
 * - the browser-viewable copy of a HEIC photo or of a video browsers cannot play. A file the tools cannot convert ends
 *   as previewState 'failed' with its reason;
 * - with `copy: 'stripped'`, the copy a share without location data serves (see queueStrippedCopy). A visitor who comes
 *   before it is made waits for the same making; one that cannot be made is refused to them then, never served raw.
 * Storage and database failures throw (retried).
 */
export function createMakePreviewJob(ctx: AppContext): JobHandler {
  const copies = createFileCopies(ctx);

  async function makePreview(row: MediaFileRow, fileKey: () => Buffer | null): Promise<void> {
    let result: PreviewResult;
    try {
      const made = await copies.makePreview(row, fileKey());
      result = made.ok
        ? { state: 'ready', mimeType: made.mimeType, size: made.size, error: null }
        : { state: 'failed', mimeType: null, size: null, error: made.reason };
    } catch (error) {
      if (!(error instanceof BlobIntegrityError || error instanceof KeyUnwrapError)) throw error;
      result = { state: 'failed', mimeType: null, size: null, error: error.message };
    }
    if (result.state === 'failed') ctx.log.warn({ mediaId: row.id }, `no browser-viewable copy: ${result.error}`);
    // The file was deleted while we worked: its copy must not outlive it.
    if (!(await savePreviewResult(ctx.db, row.id, result))) await ctx.blobs.delete(copyKey(row.storage_key, 'preview'));
  }

  async function makeStripped(row: MediaFileRow, fileKey: () => Buffer | null): Promise<void> {
    try {
      await copies.stripped(row, fileKey()); // saves its size, or logs why there is none
    } catch (error) {
      if (!(error instanceof BlobIntegrityError || error instanceof KeyUnwrapError)) throw error;
      ctx.log.warn({ mediaId: row.id }, `no copy without metadata: ${error.message}`);
    }
  }

  return async (payload) => {
    const { mediaId, copy } = payloadSchema.parse(payload);
    const row = await findMediaForProcessing(ctx.db, mediaId);
    // Deleted, or already made.
    if (!row || (copy === 'preview' ? row.preview_state !== 'pending' : row.stripped_size !== null)) return;
    const account = await findStorageAccount(ctx.db, row.user_id);
    if (!account) return;
    const fileKey = () => ctx.keyring.fileKey({ id: row.user_id, wrapped_key: account.wrappedKey }, row);
    await (copy === 'preview' ? makePreview(row, fileKey) : makeStripped(row, fileKey));
  };
}
