import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

// PostgreSQL text cannot hold a NUL character (SQLite can): refused at the door, so both dialects answer the same
// 400 instead of one of them failing deep in a query.

export const nulTextError = () => new AppError('NUL_CHARACTER');

export const NUL_TEXT_MESSAGE = nulTextError().message;

export const hasNul = (text: string) => text.includes('\0');

/** Refuses a NUL anywhere in the path or query, raw or percent-encoded. */
export function refuseNulInUrls(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (hasNul(request.url) || /%00/i.test(request.url)) throw nulTextError();
  });
}
