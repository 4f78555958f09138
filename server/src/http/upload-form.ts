import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  UPLOAD_FIELD_NAMES,
  uploadFieldsSchema,
  type MediaFile,
  type UploadFields,
} from '@vaultbox/common/schemas/media.ts';
import type { KeyOwner } from '../keyring/keyring.ts';
import type { MultipartUploadPlan, MultipartUploads } from '../domain/ports.ts';
import { requestMeta } from './request-meta.ts';
import { AppError } from '../errors.ts';
import { hasNul, NUL_TEXT_MESSAGE } from './nul-text.ts';
import { StorageUnavailableError } from '../storage/storage-errors.ts';
import { fileTooLargeError, formFieldError } from '../domain/media/media-errors.ts';

/** Far above any valid field (tags: 10,000 characters of UTF-8), small enough that a field is never a memory risk. */
const FIELD_BYTES = 48 * 1024;

export interface UploadForm<T> {
  fields: UploadFields;
  staged: T;
}

export interface UploadFormHandlers<T> {
  /** Streams the file somewhere safe; called once, as soon as the file part starts. */
  stage(file: AsyncIterable<Buffer>, fileName: string | undefined): Promise<T>;
  /** Undoes stage() when the form turns out bad after the file (a bad field after it, a second file). */
  discard(staged: T): Promise<void>;
}

function contentLengthOf(request: FastifyRequest): number | null {
  const header = request.headers['content-length'];
  const value = header === undefined ? NaN : Number(header);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/**
 * One multipart upload from plan to commit, for every route that takes one (the upload screen's and the
 * integrations'). Must run in a scope where @fastify/multipart is registered.
 */
export async function receiveUpload<Plan extends MultipartUploadPlan>(
  request: FastifyRequest,
  reply: FastifyReply,
  uploader: KeyOwner,
  uploads: MultipartUploads<Plan>,
  maxUploadBytes: number,
): Promise<MediaFile> {
  try {
    // Too large by its Content-Length alone: refused before a byte of the body is read.
    const plan = await uploads.plan(uploader, contentLengthOf(request), requestMeta(request));
    try {
      const form = await readUploadForm(request, maxUploadBytes, {
        stage: (file, fileName) => uploads.stage(plan, file, fileName),
        discard: (staged) => uploads.discard(staged),
      });
      try {
        return await uploads.commit(plan, form.staged, form.fields);
      } catch (error) {
        await uploads.discard(form.staged);
        throw error;
      }
    } finally {
      await plan.release();
    }
  } catch (error) {
    // The rest of an unread body is not worth receiving: answer, then close the connection.
    if (!request.raw.complete) reply.header('connection', 'close');
    throw error;
  }
}

type FieldName = (typeof UPLOAD_FIELD_NAMES)[number];
const isUploadField = (name: string): name is FieldName => (UPLOAD_FIELD_NAMES as readonly string[]).includes(name);

/**
 * Reads a multipart upload in one pass, never buffering the file: text fields may come before or after it. Fields are
 * checked as they arrive, so a bad title sent first fails before the file is read. Unknown fields are ignored.
 */
export async function readUploadForm<T>(
  request: FastifyRequest,
  maxUploadBytes: number,
  handlers: UploadFormHandlers<T>,
): Promise<UploadForm<T>> {
  const raw: Partial<Record<FieldName, string>> = {};
  let staged: T | undefined;
  try {
    // The busboy cap sits one byte above ours, so our own meter (with the quota-aware limit) always trips first.
    const parts = request.parts({
      limits: { fileSize: maxUploadBytes + 1, files: 1, fields: 20, fieldSize: FIELD_BYTES, parts: 25 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        staged = await handlers.stage(part.file, part.filename);
        if (part.file.truncated) throw fileTooLargeError(maxUploadBytes);
      } else if (isUploadField(part.fieldname)) {
        raw[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        checkField(part.fieldname, raw[part.fieldname]);
      }
    }
    if (staged === undefined) throw formFieldError('file', 'Choose a file to upload');
    return { fields: uploadFieldsSchema.parse(raw), staged };
  } catch (error) {
    if (staged !== undefined) await handlers.discard(staged);
    throw translateMultipartError(error, request, maxUploadBytes);
  }
}

function checkField(name: FieldName, value: string | undefined): void {
  if (value !== undefined && hasNul(value)) throw formFieldError(name, NUL_TEXT_MESSAGE);
  const parsed = uploadFieldsSchema.shape[name].safeParse(value);
  if (!parsed.success) throw formFieldError(name, parsed.error.issues[0]?.message ?? 'Invalid value');
}

const MULTIPART_ERRORS: Record<string, string> = {
  FST_FILES_LIMIT: 'Send one file per upload',
  FST_FIELDS_LIMIT: 'The upload form has too many fields',
  FST_PARTS_LIMIT: 'The upload form has too many parts',
  FST_PROTO_VIOLATION: 'The upload form has a forbidden field name',
  FST_INVALID_JSON_FIELD_ERROR: 'A JSON field of the upload form is not valid JSON',
};

/** Multipart and stream failures as honest client errors; the store unavailable is a 503, anything else a 500. */
function translateMultipartError(error: unknown, request: FastifyRequest, maxUploadBytes: number): unknown {
  // The store failing is ours to answer (503), whatever its socket error says.
  if (error instanceof AppError || error instanceof StorageUnavailableError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLargeError(maxUploadBytes);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the upload as multipart/form-data');
  if (code in MULTIPART_ERRORS) return new AppError('INVALID_UPLOAD', MULTIPART_ERRORS[code]);
  const message = error instanceof Error ? error.message : '';
  if (
    request.raw.aborted ||
    request.raw.socket?.destroyed ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'ECONNRESET'
  ) {
    return new AppError('UPLOAD_INTERRUPTED');
  }
  if (/multipart|boundary|unexpected end of form|malformed/i.test(message)) {
    return new AppError('INVALID_UPLOAD', 'The upload form is malformed or incomplete.');
  }
  return error;
}
