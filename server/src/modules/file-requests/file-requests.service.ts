import { randomUUID } from 'node:crypto';
import {
  FILE_REQUESTS_PER_USER_MAX,
  type FileRequest,
  type FileRequestListQuery,
  type FileRequestUploadsQuery,
  type UpdateFileRequestRequest,
  type createFileRequestRequest,
} from '@vaultbox/common/schemas/file-requests.ts';
import { pageFactsOf } from '@vaultbox/common/schemas/paging.ts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { isoNow } from '../../db/time.ts';
import { hashPassword } from '../../domain/account/password-hasher.ts';
import { AppError } from '../../errors.ts';
import { insertAlbum } from '../../repos/album.repo.ts';
import { listRequestUploads } from '../../repos/file-request-upload.repo.ts';
import {
  countFileRequestsOfUser,
  deleteFileRequestOfUser,
  findFileRequestOfUser,
  insertFileRequest,
  listFileRequestsOfUser,
  markFileRequestSeen,
  updateFileRequestOfUser,
  type FileRequestPatch,
} from '../../repos/file-request.repo.ts';
import { newRequestSlug } from './request-slug.ts';
import { toFileRequestDto } from '../../domain/file-requests/file-request-view.ts';

type CreateInput = z.output<typeof createFileRequestRequest>;
type UpdateInput = UpdateFileRequestRequest;

export const fileRequestNotFound = () => new AppError('FILE_REQUEST_NOT_FOUND');

const tooManyRequests = () =>
  new AppError(
    'VALIDATION_ERROR',
    `You can have at most ${FILE_REQUESTS_PER_USER_MAX} file requests. Delete one before making another.`,
  );

/**
 * The owner's file requests (docs/product.md, File requests): made with an album named after them, where the uploads
 * land; edited, turned off, deleted (the album and its files stay); their uploads listed with who sent what, and
 * what arrived since the owner's last look marked new.
 */
export function createFileRequestsService(ctx: AppContext) {
  const { db, config } = ctx;
  const dto = (row: Parameters<typeof toFileRequestDto>[0]) => toFileRequestDto(row, config.appUrl);

  async function found(userId: string, id: string) {
    const row = await findFileRequestOfUser(db, userId, id);
    if (!row) throw fileRequestNotFound();
    return row;
  }

  async function create(userId: string, values: CreateInput): Promise<FileRequest> {
    if ((await countFileRequestsOfUser(db, userId)) >= FILE_REQUESTS_PER_USER_MAX) throw tooManyRequests();
    const passwordHash = values.password ? await hashPassword(values.password) : null;
    const id = randomUUID();
    const now = isoNow();
    await db.transaction().execute(async (trx) => {
      const albumId = await insertAlbum(trx, {
        user_id: userId,
        name: values.title,
        description: values.message,
        sort_order: 'date',
        file_request_id: id,
      });
      await insertFileRequest(trx, {
        id,
        user_id: userId,
        slug: newRequestSlug(),
        title: values.title,
        message: values.message,
        password_hash: passwordHash,
        expires_at: values.expiresAt ?? null,
        max_files: values.maxFiles ?? null,
        max_total_size: values.maxTotalSize ?? null,
        allowed_types: JSON.stringify(values.allowedTypes),
        require_name: values.requireName,
        show_uploads: values.showUploads,
        is_active: true,
        album_id: albumId,
        last_seen_at: now,
        created_at: now,
        updated_at: now,
      });
    });
    return dto(await found(userId, id));
  }

  async function list(userId: string, query: FileRequestListQuery) {
    const { rows, total } = await listFileRequestsOfUser(db, userId, query.limit, (query.page - 1) * query.limit);
    return { requests: rows.map(dto), ...pageFactsOf(query, total) };
  }

  async function get(userId: string, id: string): Promise<FileRequest> {
    return dto(await found(userId, id));
  }

  async function update(userId: string, id: string, input: UpdateInput): Promise<FileRequest> {
    await found(userId, id);
    const patch: FileRequestPatch = { updated_at: isoNow() };
    if (input.title !== undefined) patch.title = input.title;
    if (input.message !== undefined) patch.message = input.message;
    if (input.password !== undefined) {
      patch.password_hash = input.password === null ? null : await hashPassword(input.password);
    }
    if (input.expiresAt !== undefined) patch.expires_at = input.expiresAt;
    if (input.maxFiles !== undefined) patch.max_files = input.maxFiles;
    if (input.maxTotalSize !== undefined) patch.max_total_size = input.maxTotalSize;
    if (input.allowedTypes !== undefined) patch.allowed_types = JSON.stringify(input.allowedTypes);
    if (input.requireName !== undefined) patch.require_name = input.requireName;
    if (input.showUploads !== undefined) patch.show_uploads = input.showUploads;
    if (input.isActive !== undefined) patch.is_active = input.isActive;
    if (!(await updateFileRequestOfUser(db, userId, id, patch))) throw fileRequestNotFound();
    return dto(await found(userId, id));
  }

  /** The link goes; the album and the files that arrived stay in the owner's library. */
  async function remove(userId: string, id: string): Promise<void> {
    if (!(await deleteFileRequestOfUser(db, userId, id))) throw fileRequestNotFound();
  }

  /** A page of the request's uploads, newest first; reading the first page moves the owner's "last seen". */
  async function uploads(userId: string, id: string, query: FileRequestUploadsQuery) {
    const request = await found(userId, id);
    const { rows, total } = await listRequestUploads(db, id, query.limit, (query.page - 1) * query.limit);
    const seen = request.last_seen_at;
    if (query.page === 1) await markFileRequestSeen(db, userId, id, isoNow());
    return {
      uploads: rows.map((row) => ({
        id: row.id,
        mediaId: row.media_id,
        fileName: row.original_name,
        size: Number(row.size),
        mimeType: row.mime_type,
        uploaderName: row.uploader_name,
        address: row.address,
        uploadedAt: row.created_at,
        isNew: seen === null || row.created_at > seen,
      })),
      ...pageFactsOf(query, total),
    };
  }

  return { create, list, get, update, remove, uploads };
}

export type FileRequestsService = ReturnType<typeof createFileRequestsService>;
