import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import { BlobIntegrityError, KeyUnwrapError } from '../../storage/storage-errors.ts';
import { copyKey } from './blob-names.ts';
import { createFileCopies } from './file-copies.ts';
import { findMediaForProcessing, savePreviewResult, type PreviewResult } from './media.repo.ts';
import { findStorageAccount } from './storage-quota.repo.ts';

export const MAKE_PREVIEW_JOB = 'media.preview';

const payloadSchema = z.object({ mediaId: z.string() });

/**
 * The 'media.preview' job: the browser-viewable copy of a HEIC photo or of a video browsers cannot play. It runs on a
 * runner of its own, one at a time and at low priority, so a long transcode never holds up thumbnails. A file the
 * tools cannot convert ends as previewState 'failed' with its reason; storage and database failures throw (retried).
 */
export function createMakePreviewJob(ctx: AppContext): JobHandler {
  const copies = createFileCopies(ctx);

  return async (payload) => {
    const { mediaId } = payloadSchema.parse(payload);
    const row = await findMediaForProcessing(ctx.db, mediaId);
    if (!row || row.preview_state !== 'pending') return; // deleted, or already made
    const account = await findStorageAccount(ctx.db, row.user_id);
    if (!account) return;

    let result: PreviewResult;
    try {
      const fileKey = ctx.keyring.fileKey({ id: row.user_id, wrapped_key: account.wrappedKey }, row);
      const made = await copies.makePreview(row, fileKey);
      result = made.ok
        ? { state: 'ready', mimeType: made.mimeType, size: made.size, error: null }
        : { state: 'failed', mimeType: null, size: null, error: made.reason };
    } catch (error) {
      if (!(error instanceof BlobIntegrityError || error instanceof KeyUnwrapError)) throw error;
      result = { state: 'failed', mimeType: null, size: null, error: error.message };
    }
    if (result.state === 'failed') ctx.log.warn({ mediaId }, `no browser-viewable copy: ${result.error}`);
    // The file was deleted while we worked: its copy must not outlive it.
    if (!(await savePreviewResult(ctx.db, row.id, result))) await ctx.blobs.delete(copyKey(row.storage_key, 'preview'));
  };
}
