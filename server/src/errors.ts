import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorCode } from '@vaultbox/common/error-codes.ts';
import type { ErrorResponse } from '@vaultbox/common/schemas/common.ts';
import { StorageUnavailableError } from './storage/storage-errors.ts';

/**
 * The one error type services throw: a stable code of the catalogue (common/error-codes.ts), which gives the honest
 * status, and a sentence for people (the catalogue's own when it has one and none is given).
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
  ) {
    const entry: { status: number; message?: string } = ERROR_CODES[code];
    super(message ?? entry.message ?? ERROR_CODES.BAD_REQUEST.message);
    this.name = 'AppError';
    this.status = entry.status;
  }
}

/** A refusal that says when to try again (the error handler writes Retry-After): 429, or another code such as a 503. */
export class RetryLaterError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    code: ErrorCode = 'RATE_LIMITED',
  ) {
    super(code);
  }
}

export const notFoundError = () => new AppError('NOT_FOUND');
export const unauthorizedError = () => new AppError('UNAUTHORIZED');

/** The row a caller asked for, or the 404 that answers its absence (another user's row is absent too). */
export function orNotFound<Row>(row: Row | undefined): Row {
  if (row === undefined) throw notFoundError();
  return row;
}

type ValidationIssue = { field: string; message: string };

/** zod issues, as the type provider hands them over, turned into "field: sentence" pairs. */
function validationIssues(err: FastifyError): ValidationIssue[] {
  const context = err.validationContext ?? 'body';
  return (err.validation ?? []).map((v) => {
    const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const params = v.params as { keys?: string[] };
    if (v.keyword === 'unrecognized_keys' && params.keys?.length) {
      const keys = params.keys.map((k) => (field ? `${field}.${k}` : k));
      return { field: keys.join(', '), message: `Unknown field${keys.length > 1 ? 's' : ''}` };
    }
    if (!field && v.keyword === 'invalid_type') {
      const what = context === 'body' ? 'Request body' : context === 'querystring' ? 'Query string' : 'Request';
      // zod does not echo the input; its default message says what it received.
      const missing = /received (undefined|null)/.test(v.message ?? '');
      return { field: context, message: missing ? `${what} is required` : `${what} must be a JSON object` };
    }
    return { field: field || context, message: v.message ?? 'Invalid value' };
  });
}

function body(code: ErrorCode, error: string, details?: unknown): ErrorResponse {
  return details === undefined ? { success: false, error, code } : { success: false, error, code, details };
}

const send = (reply: FastifyReply, err: AppError) =>
  reply.status(err.status).send(body(err.code, err.message, err.details));

/** The catalogue's general code for a framework-level client error of this status. */
const GENERAL_CODES: Partial<Record<number, ErrorCode>> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  429: 'RATE_LIMITED',
};

/** Maps every thrown thing to the error body (docs/product.md, Errors); user input never becomes a 500. */
export function handleError(err: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (err instanceof RetryLaterError) reply.header('retry-after', String(err.retryAfterSeconds));
  if (err instanceof AppError) return send(reply, err);
  if (err instanceof StorageUnavailableError) {
    request.log.warn({ err }, 'the blob store is unavailable');
    return send(reply, new AppError('STORAGE_UNAVAILABLE'));
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = validationIssues(err);
    const first = issues[0];
    return reply.status(400).send(body('VALIDATION_ERROR', `${first.field}: ${first.message}`, { issues }));
  }
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return send(reply, new AppError('INVALID_JSON'));
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(reply, new AppError('PAYLOAD_TOO_LARGE'));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return send(reply, new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type; send application/json'));
    default:
      break;
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Framework-level client errors (bad content length, bad URL...): keep the status, name the problem plainly.
    return reply.status(status).send(body(GENERAL_CODES[status] ?? 'BAD_REQUEST', err.message || 'Bad request'));
  }
  request.log.error({ err }, 'request failed');
  return send(reply, new AppError('INTERNAL_ERROR'));
}
