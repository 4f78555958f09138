import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { MediaFileRow } from '../../db/tables.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import { BlobIntegrityError, KeyUnwrapError } from '../../storage/storage-errors.ts';
import { copyKey } from '../../domain/media/blob-names.ts';
import type { FileCopies } from './file-copies.ts';
import { findMediaForProcessing, savePreviewResult, type PreviewResult } from '../../repos/media.repo.ts';
import { failedCopyError } from '../../domain/media/preview-failure.ts';
import { findStorageAccount } from '../../repos/storage-quota.repo.ts';

const failed = (error: string): PreviewResult => ({ state: 'failed', mimeType: null, size: null, error });

const payloadSchema = z.object({ mediaId: z.string(), copy: z.enum(['preview', 'stripped']).default('preview') });

/**
 * The 'media.preview' job makes a file's copies on a runner of its own, at low priority, two at once but never two of
 * one user's (services.ts), so a long transcode holds up neither thumbnails nor another user's copies; a copy
 * stops at TRANSCODE_MAX_SECONDS and fails with that reason:
 * - the browser-viewable copy of a HEIC photo or of a video browsers cannot play. A file the tools cannot convert ends
 *   as previewState 'failed' with its reason, after the code its owner is told (preview-failure.ts);
 * - with `copy: 'stripped'`, the copy a share without location data serves (see queueStrippedCopy). A visitor who comes
 *   before it is made waits for the same making; one that cannot be made is refused to them then, never served raw.
 * Storage and database failures throw (retried).
 */
export function createMakePreviewJob(ctx: AppContext, copies: FileCopies): JobHandler {
  async function makePreview(row: MediaFileRow, fileKey: () => Buffer | null): Promise<void> {
    let result: PreviewResult;
    try {
      const made = await copies.makePreview(row, fileKey());
      result = made.ok
        ? { state: 'ready', mimeType: made.mimeType, size: made.size, error: null }
        : failed(failedCopyError(made.failure ?? 'unreadable', made.reason));
    } catch (error) {
      if (!(error instanceof BlobIntegrityError || error instanceof KeyUnwrapError)) throw error;
      result = failed(failedCopyError('storage_error', error.message));
    }
    if (result.state === 'failed') ctx.log.warn({ mediaId: row.id }, `no browser-viewable copy: ${result.error}`);
    // The file was deleted while we worked: its copy must not outlive it.
    if (!(await savePreviewResult(ctx.db, row.id, result))) await ctx.blobs.delete(copyKey(row.storage_key, 'preview'));
  }

  async function makeStripped(row: MediaFileRow, fileKey: () => Buffer | null): Promise<void> {
    try {
      await copies.stripped(row, fileKey()); // saves its size, or why there is none
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
