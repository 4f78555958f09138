import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants.ts';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../control-characters.ts';
import { CATEGORIES } from '../media-category.ts';
import { dataResponse, futureDateField, idField, useLimitField } from './common.ts';
import { DESCRIPTION_MAX, TITLE_MAX } from './media.ts';
import { pagedDataResponse, pageParams } from './paging.ts';

/**
 * File requests (docs/product.md, File requests): a link through which people without an account upload files into
 * an album of the owner's library. Allowed types are file categories (image, video, audio, document, other), checked
 * on the type sniffed from the bytes, never on the name; an empty list allows every type.
 */
export const FILE_REQUEST_TYPES = CATEGORIES;
export type FileRequestType = (typeof FILE_REQUEST_TYPES)[number];

/** The header a visitor's calls (the tus upload, the uploads list) carry their visitor token in. */
export const REQUEST_TOKEN_HEADER = 'x-request-token';
/** How long a visitor token lasts: long enough for a big upload, resumed after a reload. */
export const REQUEST_TOKEN_LIFETIME_MS = 6 * 60 * 60 * 1000;
export const FILE_REQUESTS_PER_USER_MAX = 200;
export const FILE_REQUEST_MAX_FILES = 10_000;
export const FILE_REQUEST_MAX_TOTAL_SIZE = 1024 ** 5; // 1 PiB: the owner's quota is the real bound
export const UPLOADER_NAME_MAX = 100;

/** The visitor tus endpoint of a request: creation at this path, each upload under it. */
export const requestUploadsPath = (slug: string) => `/api/requests/public/${encodeURIComponent(slug)}/uploads`;

const withoutControls = (text: z.ZodString) =>
  text.refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE);

const requestTitle = withoutControls(
  z
    .string({ error: 'Title must be text' })
    .trim()
    .min(1, 'Title is required')
    .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
);
const requestMessage = withoutControls(
  z
    .string({ error: 'Message must be text' })
    .trim()
    .max(DESCRIPTION_MAX, `Message must be at most ${DESCRIPTION_MAX} characters`),
);
const requestPassword = z
  .string({ error: 'Password must be text' })
  .min(PASSWORD_MIN.share, 'Password must be at least 4 characters long')
  .max(PASSWORD_MAX, 'Password is too long');
const allowedTypes = z
  .array(z.enum(FILE_REQUEST_TYPES, { error: 'Allowed types are image, video, audio, document or other' }))
  .max(FILE_REQUEST_TYPES.length)
  .transform((types) => [...new Set(types)]);
const maxFiles = useLimitField('Maximum files', FILE_REQUEST_MAX_FILES);
const maxTotalSize = useLimitField('Maximum total size', FILE_REQUEST_MAX_TOTAL_SIZE);

export const fileRequestSchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** The page visitors open: /request/{slug} on this server. */
  url: z.string(),
  title: z.string(),
  message: z.string(),
  hasPassword: z.boolean(),
  expiresAt: z.string().nullable(),
  maxFiles: z.number().nullable(),
  maxTotalSize: z.number().nullable(),
  /** Categories a file may be of; empty: any. */
  allowedTypes: z.array(z.enum(FILE_REQUEST_TYPES)),
  requireName: z.boolean(),
  /** Visitors see every upload of the request (names, sizes, who); off: only their own. */
  showUploads: z.boolean(),
  isActive: z.boolean(),
  /** The album the uploads land in; null once the owner deleted it (the next upload makes a new one). */
  albumId: z.string().nullable(),
  uploadCount: z.number(),
  totalSize: z.number(),
  lastUploadAt: z.string().nullable(),
  /** Uploads since the owner last opened the request's uploads. */
  newUploads: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FileRequest = z.infer<typeof fileRequestSchema>;

export const createFileRequestRequest = z.strictObject({
  title: requestTitle,
  message: requestMessage.default(''),
  password: requestPassword.optional(),
  expiresAt: futureDateField.optional(),
  maxFiles: maxFiles.optional(),
  maxTotalSize: maxTotalSize.optional(),
  allowedTypes: allowedTypes.default([]),
  requireName: z.boolean({ error: 'Require name must be true or false' }).default(false),
  showUploads: z.boolean({ error: 'Show uploads must be true or false' }).default(false),
});
export type CreateFileRequestRequest = z.input<typeof createFileRequestRequest>;

/** PATCH: only what is sent changes; null clears a password, an expiry or a limit. */
export const updateFileRequestRequest = z.strictObject({
  title: requestTitle.optional(),
  message: requestMessage.optional(),
  password: requestPassword.nullable().optional(),
  expiresAt: futureDateField.nullable().optional(),
  maxFiles: maxFiles.nullable().optional(),
  maxTotalSize: maxTotalSize.nullable().optional(),
  allowedTypes: allowedTypes.optional(),
  requireName: z.boolean({ error: 'Require name must be true or false' }).optional(),
  showUploads: z.boolean({ error: 'Show uploads must be true or false' }).optional(),
  isActive: z.boolean({ error: 'Active must be true or false' }).optional(),
});
export type UpdateFileRequestRequest = z.input<typeof updateFileRequestRequest>;

export const fileRequestResponse = dataResponse({ request: fileRequestSchema });
export type FileRequestResponse = z.infer<typeof fileRequestResponse>;

export const fileRequestListQuery = z.object({ ...pageParams(20) });
export type FileRequestListQuery = z.infer<typeof fileRequestListQuery>;
export const fileRequestListResponse = pagedDataResponse('requests', fileRequestSchema);
export type FileRequestListResponse = z.infer<typeof fileRequestListResponse>;

/** One file that arrived through a request, as its owner sees it. */
export const fileRequestUploadSchema = z.object({
  id: z.string(),
  mediaId: z.string(),
  fileName: z.string(),
  size: z.number(),
  mimeType: z.string(),
  uploaderName: z.string().nullable(),
  /** The uploader's address as coarse as we keep it ('203.0.113.0/24'), or null. */
  address: z.string().nullable(),
  uploadedAt: z.string(),
  /** Arrived after the owner's previous look at the request's uploads. */
  isNew: z.boolean(),
});
export type FileRequestUpload = z.infer<typeof fileRequestUploadSchema>;

export const fileRequestUploadsQuery = z.object({ ...pageParams(50) });
export type FileRequestUploadsQuery = z.infer<typeof fileRequestUploadsQuery>;
export const fileRequestUploadsResponse = pagedDataResponse('uploads', fileRequestUploadSchema);
export type FileRequestUploadsResponse = z.infer<typeof fileRequestUploadsResponse>;

export const requestSlugParams = z.object({ slug: z.string().min(1).max(64) });
export const requestUploadParams = z.object({ slug: z.string().min(1).max(64), id: z.string().min(1).max(64) });

/** GET /api/requests/public/{slug}: what the visitor's page shows before anything is sent. */
export const publicFileRequestSchema = z.object({
  title: z.string(),
  message: z.string(),
  ownerName: z.string(),
  hasPassword: z.boolean(),
  requireName: z.boolean(),
  showUploads: z.boolean(),
  expiresAt: z.string().nullable(),
  allowedTypes: z.array(z.enum(FILE_REQUEST_TYPES)),
  /** The largest one file may be (the server's cap, the owner's space left, what the link has left). */
  maxFileSize: z.number(),
  /** Files the link still takes; null: no limit. */
  filesLeft: z.number().nullable(),
  /** Bytes the link still takes; null: no limit. */
  bytesLeft: z.number().nullable(),
});
export type PublicFileRequest = z.infer<typeof publicFileRequestSchema>;
export const publicFileRequestResponse = dataResponse({ request: publicFileRequestSchema });
export type PublicFileRequestResponse = z.infer<typeof publicFileRequestResponse>;

/** POST /api/requests/public/{slug}/access: the password (when there is one) and the name (when required). */
export const requestAccessRequest = z.strictObject({
  password: z.string({ error: 'Password must be text' }).max(PASSWORD_MAX, 'Password is too long').optional(),
  name: withoutControls(
    z
      .string({ error: 'Name must be text' })
      .trim()
      .max(UPLOADER_NAME_MAX, `Name must be at most ${UPLOADER_NAME_MAX} characters`),
  ).optional(),
});
export type RequestAccessRequest = z.infer<typeof requestAccessRequest>;
export const requestAccessResponse = dataResponse({ token: z.string(), expiresAt: z.string() });
export type RequestAccessResponse = z.infer<typeof requestAccessResponse>;

/** A file the visitor's page lists: theirs, or every visitor's when the request shows uploads. */
export const publicRequestUploadSchema = z.object({
  fileName: z.string(),
  size: z.number(),
  uploaderName: z.string().nullable(),
  uploadedAt: z.string(),
  mine: z.boolean(),
});
export type PublicRequestUpload = z.infer<typeof publicRequestUploadSchema>;
export const publicRequestUploadsResponse = dataResponse({ uploads: z.array(publicRequestUploadSchema) });
export type PublicRequestUploadsResponse = z.infer<typeof publicRequestUploadsResponse>;

export const fileRequestIdParams = z.object({ id: idField });
