import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@vaultbox/common/error-codes.ts';
import { AppError } from '../errors.ts';

// PostgreSQL text cannot hold a NUL character (SQLite can): refused at the door, so both dialects answer the same
// 400 instead of one of them failing deep in a query.

export const NUL_TEXT_MESSAGE = ERROR_CODES.NUL_CHARACTER.message;

export const nulTextError = () => new AppError('NUL_CHARACTER');

export const hasNul = (text: string) => text.includes('\0');

/** Refuses a NUL anywhere in the path or query, raw or percent-encoded. */
export function refuseNulInUrls(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (hasNul(request.url) || /%00/i.test(request.url)) throw nulTextError();
  });
}
