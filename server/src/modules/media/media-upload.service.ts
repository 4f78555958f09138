import { needsBrowserCopy } from '../../media-tools/browser-playable.ts';
import { randomUUID } from 'node:crypto';
import type { MediaFile, UploadFields } from '@vaultbox/common/schemas/media.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { DbTransaction } from '../../db/database.ts';
import { isoNow } from '../../db/time.ts';
import { enqueueJob } from '../../repos/job.repo.ts';
import { PROCESS_MEDIA_JOB } from '../../domain/media/media-jobs.ts';
import { assertUploadFits, remainingQuota, type StagedFile } from '../../domain/media/upload-policy.ts';
import { sniffBuffer } from '../../media-tools/sniff-type.ts';
import type { BlobEncryption } from '../../storage/blob-encryption.ts';
import { writeBlob } from '../../storage/blob-writer.ts';
import { SizeLimitError } from '../../storage/storage-errors.ts';
import { unauthorizedError } from '../../errors.ts';
import type { KeyOwner } from '../../keyring/keyring.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import { readPreferences } from '../../domain/account/user-view.ts';
import { tapHead } from './head-tap.ts';
import { isTypeAllowed, uploadSizeLimit } from '@vaultbox/common/upload-rules.ts';
import {
  fileTooLargeError,
  preferenceSizeError,
  storageQuotaError,
  typeNotAllowedError,
} from '../../domain/media/media-errors.ts';
import { findMediaOfUser, insertMediaFile } from '../../repos/media.repo.ts';
import { normalizeTags, toMediaDto } from '../../domain/media/media-view.ts';
import { defaultTitle, sanitizeOriginalName } from '../../domain/media/original-name.ts';
import { chargeStorage, findStorageAccount } from '../../repos/storage-quota.repo.ts';
import { createUploadReservations, type QuotaHold } from './upload-reservations.ts';

/** Room for multipart boundaries, part headers and the text fields around the file in a Content-Length. */
export const MULTIPART_MARGIN_BYTES = 256 * 1024;

/** What the account allows this upload, decided before a byte of the body is read. */
export interface UploadPlan {
  uploader: KeyOwner;
  /** Who uploads, for the activity list. */
  meta: RequestMeta;
  maxBytes: number;
  /** The user's maxFileSize preference in bytes (capped by the server's limit). */
  sizeLimit: number;
  remaining: number;
  /** The user's allowedTypes when they chose to restrict types, else null (every type). */
  allowedTypes: string[] | null;
  encrypt: boolean;
  defaultPublic: boolean;
  /** The quota this upload holds: the commit turns it into the charge. */
  quotaHold: QuotaHold;
  /** Gives back its place and what it still holds; call it when the upload ends, whatever happened. */
  release(): Promise<void>;
}

/** What committing a file needs of its plan (a resumable upload holds no quota of a multipart one). */
export type CommitPlan = Pick<UploadPlan, 'uploader' | 'meta' | 'defaultPublic'> & {
  quotaHold?: QuotaHold;
  /** Runs in the transaction once the row is in (a file request records its upload, docs/product.md, File requests). */
  afterInsert?: (trx: DbTransaction) => Promise<void>;
};

/**
 * Upload rules (docs/product.md, Uploads): bytes stream to a temp blob under a size cap; only when they are safe is
 * the blob committed, then the row inserted and the quota charged in one transaction with a conditional update.
 * Any failure removes the blob; a crash at any step leaves the whole file or nothing but a blob the sweep removes.
 */
export function createMediaUploadService(ctx: AppContext, onQueued: () => void) {
  const { db, blobs, config } = ctx;
  const reservations = createUploadReservations(ctx.holds, db);

  async function plan(uploader: KeyOwner, contentLength: number | null, meta: RequestMeta): Promise<UploadPlan> {
    const place = await reservations.takePlace(uploader.id);
    try {
      await reservations.reclaimLapsed(uploader.id);
      const account = await findStorageAccount(db, uploader.id);
      if (!account) throw unauthorizedError();
      // What is left beside what is charged and what every upload in flight or unfinished holds.
      const remaining = remainingQuota(account);
      const { upload } = readPreferences(account.preferences);
      const sizeLimit = uploadSizeLimit(upload.maxFileSize, config.maxUploadBytes);
      const limits = { serverMax: config.maxUploadBytes, sizeLimit, remaining };
      if (contentLength !== null) assertUploadFits(contentLength, MULTIPART_MARGIN_BYTES, limits);
      const maxBytes = Math.min(sizeLimit, remaining);
      // Declared size (with its multipart overhead) or, when undeclared, everything this upload may write.
      const wanted = Math.min(contentLength ?? maxBytes, maxBytes);
      const quotaHold = await reservations.reserve(uploader.id, wanted);
      if (!quotaHold) throw storageQuotaError(wanted, remaining);
      return {
        uploader,
        meta,
        maxBytes,
        sizeLimit,
        remaining,
        allowedTypes: upload.restrictTypes ? upload.allowedTypes : null,
        encrypt: upload.autoEncrypt,
        defaultPublic: upload.defaultPublic,
        quotaHold,
        release: async () => {
          await Promise.all([quotaHold.release(), place.release()]);
        },
      };
    } catch (error) {
      await place.release();
      throw error;
    }
  }

  async function stage(
    plan: UploadPlan,
    file: AsyncIterable<Buffer>,
    clientName: string | undefined,
  ): Promise<StagedFile> {
    const mediaId = randomUUID();
    let encryption: BlobEncryption | null = null;
    let wrappedKey: string | null = null;
    if (plan.encrypt) {
      ({ encryption, wrappedKey } = ctx.keyring.newFileKey(plan.uploader, mediaId));
    }
    const tap = tapHead(file);
    let written;
    try {
      written = await writeBlob(blobs, tap.source, { encryption, maxBytes: plan.maxBytes });
    } catch (error) {
      if (!(error instanceof SizeLimitError)) throw error;
      if (plan.remaining < plan.sizeLimit) throw storageQuotaError(null, plan.remaining);
      throw plan.sizeLimit < config.maxUploadBytes
        ? preferenceSizeError(plan.sizeLimit)
        : fileTooLargeError(plan.sizeLimit);
    }
    const head = tap.head();
    const sniffed = await sniffBuffer(head.bytes, head.isComplete);
    if (plan.allowedTypes && !isTypeAllowed(sniffed.mimeType, plan.allowedTypes)) {
      await blobs.discardTemp(written.tempId).catch(() => undefined);
      throw typeNotAllowedError(plan.allowedTypes);
    }
    return {
      mediaId,
      tempId: written.tempId,
      size: written.plaintextSize,
      sniffed,
      encrypted: encryption !== null,
      wrappedKey,
      originalName: sanitizeOriginalName(clientName),
    };
  }

  /**
   * Makes a staged file a media file. What the upload held of the quota is given back in the same transaction as
   * the charge; `alsoInTransaction` runs there first too (a resumable upload marks itself finished and gives back
   * its reservation); throwing from it rolls everything back.
   */
  async function commit(
    plan: CommitPlan,
    staged: StagedFile,
    fields: UploadFields,
    alsoInTransaction?: (trx: DbTransaction) => Promise<void>,
  ): Promise<MediaFile> {
    const userId = plan.uploader.id;
    const now = isoNow();
    // The bytes take their final name first, the row and charge come second: a crash between the two leaves a blob
    // no row names (swept after its grace), never a row without its bytes.
    await blobs.commit(staged.tempId, staged.mediaId);
    const dropBlob = () =>
      blobs.delete(staged.mediaId).catch((error: unknown) => ctx.log.warn({ err: error }, 'could not drop a blob'));
    const noRoom = new Error('no room');
    const charged = await db
      .transaction()
      .execute(async (trx) => {
        await plan.quotaHold?.releaseIn(trx);
        await alsoInTransaction?.(trx);
        // Thrown, not returned: what alsoInTransaction did must roll back too.
        if (!(await chargeStorage(trx, userId, staged.size))) throw noRoom;
        await insertMediaFile(trx, {
          id: staged.mediaId,
          user_id: userId,
          title: fields.title || defaultTitle(staged.originalName),
          description: fields.description ?? '',
          original_name: staged.originalName,
          mime_type: staged.sniffed.mimeType,
          category: staged.sniffed.category,
          size: staged.size,
          tags: JSON.stringify(normalizeTags(fields.tags ?? [])),
          is_public: fields.isPublic ?? plan.defaultPublic,
          storage_key: staged.mediaId,
          storage_format: staged.encrypted ? 'encrypted' : 'plain',
          wrapped_key: staged.wrappedKey,
          sha256: '', // not hashed: nothing read it, and it cost more than the encryption (decision 0006)
          width: null,
          height: null,
          duration: null,
          thumbnail_state: 'pending',
          thumbnail_error: null,
          // Known from the type alone: the player says "Preparing..." from the first moment, not after processing.
          preview_state: needsBrowserCopy(staged.sniffed.mimeType) ? 'pending' : 'none',
          created_at: now,
          updated_at: now,
        });
        await plan.afterInsert?.(trx);
        await enqueueJob(trx, PROCESS_MEDIA_JOB, { mediaId: staged.mediaId }, { ownerId: userId });
        await insertActivity(trx, {
          userId,
          action: 'upload',
          meta: plan.meta,
          details: { mediaId: staged.mediaId, name: staged.originalName, size: staged.size },
        });
        return true;
      })
      .catch(async (error: unknown) => {
        await dropBlob();
        if (error === noRoom) return false;
        throw error;
      });
    if (!charged) {
      // Another upload took the room meanwhile: tell how much is left now.
      const account = await findStorageAccount(db, userId);
      throw storageQuotaError(staged.size, account ? remainingQuota(account) : 0);
    }
    onQueued();
    const row = await findMediaOfUser(db, userId, staged.mediaId);
    if (!row) throw new Error(`media ${staged.mediaId} vanished right after its upload`);
    return toMediaDto(row);
  }

  async function discard(staged: StagedFile): Promise<void> {
    await blobs
      .discardTemp(staged.tempId)
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'could not discard a temp upload blob'));
  }

  return { plan, stage, commit, discard, reclaimLapsedHolds: reservations.reclaimLapsed };
}

export type MediaUploadService = ReturnType<typeof createMediaUploadService>;
