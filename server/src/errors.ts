import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@vaultbox/common/schemas/common.ts';

/** The one error type services throw: an honest status, a stable machine code and a sentence for people. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFoundError = () => new AppError(404, 'NOT_FOUND', 'The requested resource was not found.');
export const unauthorizedError = () => new AppError(401, 'UNAUTHORIZED', 'Please sign in to continue.');

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

function body(code: string, error: string, details?: unknown): ErrorResponse {
  return details === undefined ? { success: false, error, code } : { success: false, error, code, details };
}

/** Maps every thrown thing to the error body of ARCHITECTURE.md; user input never becomes a 500. */
export function handleError(err: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (err instanceof AppError) {
    return reply.status(err.status).send(body(err.code, err.message, err.details));
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = validationIssues(err);
    const first = issues[0];
    return reply.status(400).send(body('VALIDATION_ERROR', `${first.field}: ${first.message}`, { issues }));
  }
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return reply.status(400).send(body('INVALID_JSON', 'Request body is not valid JSON'));
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return reply.status(413).send(body('PAYLOAD_TOO_LARGE', 'Request body is too large'));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return reply.status(415).send(body('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type; send application/json'));
    default:
      break;
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Framework-level client errors (bad content length, bad URL...): keep the status, name the problem plainly.
    return reply.status(status).send(body(err.code ?? 'BAD_REQUEST', err.message || 'Bad request'));
  }
  request.log.error({ err }, 'request failed');
  return reply.status(500).send(body('INTERNAL_ERROR', 'Something went wrong on our side. Please try again later.'));
}
