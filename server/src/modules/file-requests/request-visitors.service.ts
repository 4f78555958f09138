import { randomUUID } from 'node:crypto';
import { categoryOf } from '@vaultbox/common/media-category.ts';
import type {
  PublicFileRequest,
  PublicRequestUpload,
  RequestAccessRequest,
} from '@vaultbox/common/schemas/file-requests.ts';
import { uploadSizeLimit } from '@vaultbox/common/upload-rules.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { DbTransaction } from '../../db/database.ts';
import type { FileRequestRow, UserRow } from '../../db/tables.ts';
import { isoNow } from '../../db/time.ts';
import { verifyAgainstDummy, verifyPassword } from '../../domain/account/password-hasher.ts';
import { readPreferences } from '../../domain/account/user-view.ts';
import { remainingQuota } from '../../domain/media/upload-policy.ts';
import type { Notifier, RequestUploadGate, RequestVisitor } from '../../domain/ports.ts';
import { AppError } from '../../errors.ts';
import { coarseAddress } from '../../mail/request-facts.ts';
import { addAlbumFiles } from '../../repos/album-files.repo.ts';
import { insertAlbum } from '../../repos/album.repo.ts';
import { listUploadsForVisitor, recordRequestUpload } from '../../repos/file-request-upload.repo.ts';
import {
  findFileRequestById,
  findFileRequestBySlug,
  releaseRequestSlot,
  setRequestAlbum,
  takeRequestSlot,
} from '../../repos/file-request.repo.ts';
import { findStorageAccount } from '../../repos/storage-quota.repo.ts';
import { findUserById } from '../../repos/user.repo.ts';
import { readAllowedTypes } from '../../domain/file-requests/file-request-view.ts';
import { fileRequestNotFound } from './file-requests.service.ts';
import type { VisitorTokens } from './visitor-token.ts';

/** How many uploads a visitor's page lists. */
const VISITOR_LIST_MAX = 200;

const typeNotAllowed = (allowed: string[]) =>
  new AppError(
    'FILE_REQUEST_TYPE_NOT_ALLOWED',
    `This upload link takes only these kinds of files: ${allowed.join(', ')}.`,
  );

/**
 * The visitor's side of a file request (docs/product.md, File requests), with no account: the page's data, the visitor
 * token (after the password, with the name when asked), the uploads they may see, and the gate the resumable-upload
 * module asks for every tus call of theirs. An unknown, expired or turned-off request, or one whose owner is no longer
 * active, is one 404.
 */
export function createRequestVisitorsService(ctx: AppContext, tokens: VisitorTokens, notifier: Notifier) {
  const { db, config } = ctx;

  async function liveRequest(slug: string): Promise<{ request: FileRequestRow; owner: UserRow }> {
    const request = await findFileRequestBySlug(db, slug);
    if (!request || !request.is_active) throw fileRequestNotFound();
    if (request.expires_at !== null && Date.parse(request.expires_at) <= Date.now()) throw fileRequestNotFound();
    const owner = await findUserById(db, request.user_id);
    if (!owner || !owner.is_active) throw fileRequestNotFound();
    return { request, owner };
  }

  const filesLeft = (r: FileRequestRow) => (r.max_files === null ? null : Math.max(0, r.max_files - r.files_taken));
  const bytesLeft = (r: FileRequestRow) =>
    r.max_total_size === null ? null : Math.max(0, Number(r.max_total_size) - Number(r.bytes_taken));

  async function page(slug: string): Promise<PublicFileRequest> {
    const { request, owner } = await liveRequest(slug);
    const account = await findStorageAccount(db, owner.id);
    const { upload } = readPreferences(owner.preferences);
    const sizes = [uploadSizeLimit(upload.maxFileSize, config.maxUploadBytes), account ? remainingQuota(account) : 0];
    const left = bytesLeft(request);
    if (left !== null) sizes.push(left);
    return {
      title: request.title,
      message: request.message,
      ownerName: owner.display_name || owner.username,
      hasPassword: request.password_hash !== null,
      requireName: request.require_name,
      showUploads: request.show_uploads,
      expiresAt: request.expires_at,
      allowedTypes: readAllowedTypes(request.allowed_types),
      maxFileSize: Math.min(...sizes),
      filesLeft: filesLeft(request),
      bytesLeft: left,
    };
  }

  /** A visitor token: the password first when there is one, the name when the request asks for it. */
  async function access(slug: string, input: RequestAccessRequest) {
    const { request } = await liveRequest(slug).catch(async (error: unknown) => {
      // The same time spent for an unknown link as for a wrong password.
      if (input.password) await verifyAgainstDummy(input.password);
      throw error;
    });
    if (request.password_hash !== null) {
      if (!input.password) throw new AppError('REQUEST_PASSWORD_REQUIRED');
      if (!(await verifyPassword(request.password_hash, input.password))) throw new AppError('INVALID_PASSWORD');
    }
    const name = input.name?.trim() || null;
    if (request.require_name && !name) throw new AppError('UPLOADER_NAME_REQUIRED');
    return tokens.issue(request, name);
  }

  async function visitorOf(slug: string, token: string | undefined) {
    const found = await liveRequest(slug);
    const claims = tokens.verify(token, found.request);
    if (!claims) {
      throw new AppError(found.request.password_hash === null ? 'REQUEST_TOKEN_REQUIRED' : 'REQUEST_PASSWORD_REQUIRED');
    }
    return { ...found, claims };
  }

  /** The uploads a visitor's page lists: every visitor's when the request shows them, else the visitor's own. */
  async function uploadsFor(slug: string, token: string | undefined): Promise<PublicRequestUpload[]> {
    const { request, claims } = await visitorOf(slug, token);
    const scope = request.show_uploads ? null : claims.visitorHash;
    const rows = await listUploadsForVisitor(db, request.id, scope, VISITOR_LIST_MAX);
    return rows.map((row) => ({
      fileName: row.original_name,
      size: Number(row.size),
      uploaderName: row.uploader_name,
      uploadedAt: row.created_at,
      mine: row.visitor_hash === claims.visitorHash,
    }));
  }

  /** The album the request's uploads land in: made again when the owner deleted it. */
  async function albumOf(trx: DbTransaction, request: FileRequestRow): Promise<string> {
    if (request.album_id !== null) return request.album_id;
    const albumId = await insertAlbum(trx, {
      user_id: request.user_id,
      name: request.title,
      description: request.message,
      sort_order: 'date',
      file_request_id: request.id,
    });
    await setRequestAlbum(trx, request.id, albumId);
    return albumId;
  }

  const gate: RequestUploadGate = {
    async admit(slug, token): Promise<RequestVisitor> {
      const { request, owner, claims } = await visitorOf(slug, token);
      const allowed = readAllowedTypes(request.allowed_types);
      return {
        owner,
        requestId: request.id,
        visitorHash: claims.visitorHash,
        async take(trx, bytes) {
          const refused = await takeRequestSlot(trx, request.id, bytes);
          if (refused === 'gone') throw fileRequestNotFound();
          if (refused === 'files') throw new AppError('FILE_REQUEST_FILES_LIMIT');
          if (refused === 'bytes') throw new AppError('FILE_REQUEST_SIZE_LIMIT');
        },
        checkType(mimeType) {
          if (allowed.length > 0 && !allowed.includes(categoryOf(mimeType))) throw typeNotAllowed(allowed);
        },
        async record(trx, mediaId, meta: RequestMeta) {
          // Read again in the commit: the owner may have deleted the request or its album meanwhile.
          const current = await findFileRequestById(trx, request.id);
          if (!current) throw fileRequestNotFound();
          const albumId = await albumOf(trx, current);
          await recordRequestUpload(trx, {
            id: randomUUID(),
            request_id: request.id,
            media_id: mediaId,
            uploader_name: claims.name,
            visitor_hash: claims.visitorHash,
            address: coarseAddress(meta.ip),
            created_at: isoNow(),
          });
          await addAlbumFiles(trx, owner.id, albumId, [mediaId]);
        },
        arrived(file) {
          void notifier.notify(
            owner.id,
            'request_upload',
            {
              requestId: request.id,
              requestTitle: request.title,
              uploaderName: claims.name,
              fileName: file.originalName,
              count: 1,
            },
            { group: request.id },
          );
        },
      };
    },
    release: (trx, requestId, bytes) => releaseRequestSlot(trx, requestId, bytes),
  };

  return { page, access, uploads: uploadsFor, gate };
}

export type RequestVisitorsService = ReturnType<typeof createRequestVisitorsService>;
