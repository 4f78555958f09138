import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { uploadFieldsSchema, type MediaFile } from '@vaultbox/common/schemas/media.ts';
import { MAX_OPEN_UPLOADS, UPLOAD_IDLE_EXPIRY_MS } from '@vaultbox/common/resumable-upload.ts';
import { parseUploadChecksum } from '@vaultbox/common/schemas/resumable-upload.ts';
import { uploadSizeLimit } from '@vaultbox/common/upload-rules.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import { isoNow } from '../../db/time.ts';
import type { ResumableUploadRow } from '../../db/tables.ts';
import { AppError, notFoundError, orNotFound, unauthorizedError } from '../../errors.ts';
import type { KeyOwner } from '../../keyring/keyring.ts';
import { SNIFF_BYTES, sniffBuffer } from '../../media-tools/sniff-type.ts';
import { StorageUnavailableError } from '../../storage/storage-errors.ts';
import {
  appendToResumableBlob,
  createResumableBlob,
  locateResumePoint,
  type ResumePoint,
} from '../../storage/resumable-blob.ts';
import { isTypeAllowed } from '@vaultbox/common/upload-rules.ts';
import { storageQuotaError, typeNotAllowedError } from '../../domain/media/media-errors.ts';
import { assertUploadFits, remainingQuota } from '../../domain/media/upload-policy.ts';
import type { FileCommit, RequestUploadGate } from '../../domain/ports.ts';
import { sanitizeOriginalName } from '../../domain/media/original-name.ts';
import { findStorageAccount, releaseUpload, reserveUpload } from '../../repos/storage-quota.repo.ts';
import { readPreferences } from '../../domain/account/user-view.ts';
import {
  deleteFinishedBefore,
  deleteResumableUpload,
  deleteUnfinished,
  findResumableUpload,
  idleUnfinished,
  insertResumableUpload,
  markCompleted,
  saveProgress,
} from '../../repos/resumable-upload.repo.ts';
import { assertVisitorRoom, commitPlanOf, fieldsOf, visitorKey, type UploadActor } from './upload-actor.ts';
import { createUploadBlobs } from './upload-blobs.ts';
import { createUploadLocks } from './upload-locks.ts';
import { readMetadata, type StoredMetadata } from './upload-metadata.ts';
import { verifiedBody } from './verified-body.ts';

/** Where an upload stands, as HEAD and PATCH report it. */
export interface UploadStatus {
  id: string;
  offset: number;
  length: number;
  /** When an unfinished upload expires if nothing more arrives; null once finished. */
  expiresAt: Date | null;
  /** The media file it became, once finished. */
  mediaId: string | null;
}

const EXPIRY_BATCH = 200;

const offsetMismatchError = (sent: number, offset: number) =>
  new AppError('UPLOAD_OFFSET_MISMATCH', `Upload-Offset is ${sent} but the upload is at byte ${offset}`);
const pastTheEndError = () =>
  new AppError('PAYLOAD_TOO_LARGE', 'The body holds more bytes than are left of Upload-Length; none of it was kept');

/**
 * Resumable uploads (tus): each creation reserves its declared length of the quota; bytes are encrypted as
 * they arrive (storage/resumable-blob.ts); the last byte runs the same commit as a multipart upload, once. The state
 * is the row and the temp blob, so a restart or another request resumes where the bytes durably are.
 */
export function createResumableUploadService(
  ctx: AppContext,
  uploads: FileCommit,
  requests: RequestUploadGate | null = null,
) {
  const { db, blobs, config } = ctx;
  const locks = createUploadLocks(db);
  const { encryptionOf, blobOf, readHead } = createUploadBlobs(ctx);

  const expiresAt = (row: ResumableUploadRow) =>
    row.completed_at ? null : new Date(Date.parse(row.updated_at) + UPLOAD_IDLE_EXPIRY_MS);

  /** The upload if it is the caller's and still alive; an expired one is removed on the spot. */
  async function findLive(actor: UploadActor, id: string): Promise<ResumableUploadRow> {
    const row = orNotFound(await findResumableUpload(db, actor.owner.id, id, visitorKey(actor)));
    const expiry = expiresAt(row);
    if (expiry && expiry.getTime() <= Date.now()) {
      await abandon(row);
      throw notFoundError();
    }
    return row;
  }

  async function statusOf(owner: KeyOwner, row: ResumableUploadRow): Promise<UploadStatus> {
    const length = Number(row.length);
    if (row.completed_at) return { id: row.id, offset: length, length, expiresAt: null, mediaId: row.media_id };
    const point = await pointOf(owner, row);
    return { id: row.id, offset: point.offset, length, expiresAt: expiresAt(row), mediaId: null };
  }

  async function pointOf(owner: KeyOwner, row: ResumableUploadRow): Promise<ResumePoint> {
    try {
      return await locateResumePoint(blobs, blobOf(owner, row));
    } catch (error) {
      // The store away for a while: the upload waits for it.
      if (error instanceof StorageUnavailableError) throw error;
      // Its bytes are gone (or unreadable): the upload cannot go on.
      ctx.log.warn({ err: error, uploadId: row.id }, 'a resumable upload lost its temp blob');
      await abandon(row);
      throw notFoundError();
    }
  }

  /** Removes an unfinished upload: its row, its reservation, its bytes. */
  async function abandon(
    row: Pick<ResumableUploadRow, 'id' | 'user_id' | 'temp_id' | 'length' | 'request_id'>,
  ): Promise<void> {
    const removed = await db.transaction().execute(async (trx) => {
      if (!(await deleteUnfinished(trx, row.id))) return false;
      await releaseUpload(trx, row.user_id, Number(row.length));
      if (row.request_id !== null) await requests?.release(trx, row.request_id, Number(row.length));
      return true;
    });
    if (removed) await blobs.discardTemp(row.temp_id).catch(() => undefined);
  }

  async function create(
    actor: UploadActor,
    length: number,
    metadataHeader: string | undefined,
    meta: RequestMeta,
  ): Promise<UploadStatus> {
    const { owner, visitor } = actor;
    const metadata = readMetadata(metadataHeader);
    const key = visitorKey(actor);
    await assertVisitorRoom(db, actor);
    await uploads.reclaimLapsedHolds(owner.id);
    const account = await findStorageAccount(db, owner.id);
    if (!account) throw unauthorizedError();
    const { upload } = readPreferences(account.preferences);
    const limits = {
      serverMax: config.maxUploadBytes,
      sizeLimit: uploadSizeLimit(upload.maxFileSize, config.maxUploadBytes),
      remaining: remainingQuota(account),
    };
    assertUploadFits(length, 0, limits);
    if (account.uploadsOpen >= MAX_OPEN_UPLOADS) throw new AppError('TOO_MANY_OPEN_UPLOADS');

    const id = randomBytes(18).toString('base64url');
    const mediaId = randomUUID();
    const fileKey = upload.autoEncrypt ? ctx.keyring.newFileKey(owner, mediaId) : null;
    const created = await createResumableBlob(blobs, length, fileKey?.encryption ?? null);
    const now = isoNow();
    const noRoom = new Error('no room');
    try {
      await db.transaction().execute(async (trx) => {
        if (!(await reserveUpload(trx, owner.id, length, MAX_OPEN_UPLOADS))) throw noRoom;
        await visitor?.take(trx, length);
        await insertResumableUpload(trx, {
          id,
          user_id: owner.id,
          media_id: mediaId,
          temp_id: created.tempId,
          length,
          wrapped_key: fileKey?.wrappedKey ?? null,
          metadata: JSON.stringify(metadata),
          sealed_tail: created.sealedTail?.toString('base64') ?? null,
          completed_at: null,
          created_at: now,
          updated_at: now,
          ...(key ? { request_id: key.requestId, visitor_hash: key.visitorHash } : {}),
        });
      });
    } catch (error) {
      await blobs.discardTemp(created.tempId).catch(() => undefined);
      if (error !== noRoom) throw error;
      // Another creation or upload took the room (or the last open slot) meanwhile: say which.
      const after = await findStorageAccount(db, owner.id);
      if (!after) throw unauthorizedError();
      if (after.uploadsOpen >= MAX_OPEN_UPLOADS) throw new AppError('TOO_MANY_OPEN_UPLOADS');
      throw storageQuotaError(length, remainingQuota(after));
    }
    const row = await findLive(actor, id);
    // An empty file is whole at once.
    if (length === 0) return finish(actor, row, meta);
    return statusOf(owner, row);
  }

  /**
   * Where the upload durably stands. A request still writing to it is stopped first: a client asks this after its
   * connection failed, and the answer must not move under it before its next PATCH. An upload holding all its bytes
   * but not finished (its server stopped at the last moment) is finished now: offset = length is only ever said of
   * an upload that is a file.
   */
  async function status(actor: UploadActor, id: string, meta: RequestMeta): Promise<UploadStatus> {
    await findLive(actor, id); // 404 before waiting for any lock
    const release = await locks.acquire(id, () => undefined);
    try {
      const row = await findLive(actor, id);
      const current = await statusOf(actor.owner, row);
      if (current.mediaId === null && current.offset === current.length) return await finish(actor, row, meta);
      return current;
    } finally {
      await release();
    }
  }

  /**
   * Appends a PATCH body at `offset`. The bytes that arrive are kept even if the client goes away mid-body; a body
   * with Upload-Checksum is verified first and kept whole or not at all, and so is a body that runs past
   * Upload-Length: refused at once when its Content-Length (`declared`) says so, else cut off once read. The last
   * byte finishes the upload.
   */
  async function append(
    actor: UploadActor,
    id: string,
    offset: number,
    body: Readable,
    { checksumHeader, declared }: { checksumHeader?: string; declared: number | null },
    meta: RequestMeta,
  ): Promise<UploadStatus> {
    const checksum = checksumHeader === undefined ? null : parseUploadChecksum(checksumHeader);
    if (checksumHeader !== undefined && !checksum) throw new AppError('INVALID_CHECKSUM');
    const { owner } = actor;
    await findLive(actor, id); // 404 before waiting for any lock
    const release = await locks.acquire(id, () => body.destroy());
    try {
      const row = await findLive(actor, id);
      if (row.completed_at) {
        if (offset !== Number(row.length)) throw offsetMismatchError(offset, Number(row.length));
        return statusOf(owner, row);
      }
      const blob = blobOf(owner, row);
      const point = await pointOf(owner, row);
      if (offset !== point.offset) throw offsetMismatchError(offset, point.offset);
      if (declared !== null && declared > blob.length - offset) throw pastTheEndError();
      const source = checksum ? [await verifiedBody(body, checksum, blob.length - offset)] : body;
      const result = await appendToResumableBlob(blobs, blob, point, source);
      if (result.overflowed) throw pastTheEndError();
      const savedAt = isoNow();
      if (!(await saveProgress(db, id, result.sealedTail?.toString('base64') ?? null, savedAt))) throw notFoundError();
      if (result.point.offset === blob.length) return await finish(actor, { ...row, updated_at: savedAt }, meta);
      // The append knows where the blob now stands: no second read of the row or the blob to say so.
      const saved = { ...row, updated_at: savedAt };
      return { id, offset: result.point.offset, length: blob.length, expiresAt: expiresAt(saved), mediaId: null };
    } finally {
      await release();
    }
  }

  /**
   * Runs the multipart upload's commit on the finished blob; on a refusal the upload is removed. With the store
   * unavailable it stays whole and unfinished: the next HEAD or PATCH finishes it.
   */
  async function finish(actor: UploadActor, row: ResumableUploadRow, meta: RequestMeta): Promise<UploadStatus> {
    const { owner, visitor } = actor;
    const metadata = JSON.parse(row.metadata) as StoredMetadata;
    const encryption = encryptionOf(owner, row);
    const length = Number(row.length);
    try {
      const account = await findStorageAccount(db, owner.id);
      if (!account) throw unauthorizedError();
      const { upload } = readPreferences(account.preferences);
      const head = await readHead(row, encryption);
      const sniffed = await sniffBuffer(head, length <= SNIFF_BYTES);
      if (upload.restrictTypes && !isTypeAllowed(sniffed.mimeType, upload.allowedTypes)) {
        throw typeNotAllowedError(upload.allowedTypes);
      }
      visitor?.checkType(sniffed.mimeType);
      const fields = fieldsOf(actor, uploadFieldsSchema.parse(metadata.fields));
      const file: MediaFile = await uploads.commit(
        commitPlanOf(actor, row.media_id, meta, upload.defaultPublic),
        {
          mediaId: row.media_id,
          tempId: row.temp_id,
          size: length,
          sniffed,
          encrypted: encryption !== null,
          wrappedKey: row.wrapped_key,
          originalName: sanitizeOriginalName(metadata.fileName),
        },
        fields,
        async (trx) => {
          if (!(await markCompleted(trx, row.id, isoNow()))) throw notFoundError();
          await releaseUpload(trx, owner.id, length);
        },
      );
      visitor?.arrived(file);
      return { id: row.id, offset: length, length, expiresAt: null, mediaId: file.id };
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) await abandon(row);
      throw error;
    }
  }

  async function terminate(actor: UploadActor, id: string): Promise<void> {
    const row = orNotFound(await findResumableUpload(db, actor.owner.id, id, visitorKey(actor)));
    const release = await locks.acquire(id, () => undefined);
    try {
      if (row.completed_at) await deleteResumableUpload(db, id);
      else await abandon(row);
    } finally {
      await release();
    }
  }

  /** Removes unfinished uploads idle for UPLOAD_IDLE_EXPIRY_MS (their reservations go back) and old finished rows. */
  async function expireIdle(now = Date.now()): Promise<number> {
    const cutoff = new Date(now - UPLOAD_IDLE_EXPIRY_MS).toISOString();
    let expired = 0;
    for (;;) {
      const idle = await idleUnfinished(db, cutoff, EXPIRY_BATCH);
      for (const row of idle) await abandon(row);
      expired += idle.length;
      if (idle.length < EXPIRY_BATCH) break;
    }
    await deleteFinishedBefore(db, cutoff);
    return expired;
  }

  return { create, status, append, terminate, expireIdle };
}

export type ResumableUploadService = ReturnType<typeof createResumableUploadService>;
