import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { hasNul, nulTextError } from './nul-text.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;

const invalidJson = () => new AppError('INVALID_JSON');

/**
 * Replaces Fastify's JSON parser: an empty body reads as "no body" (clients often send the JSON content type on a
 * bare POST such as logout), bad JSON is our 400, and "__proto__" keys and NUL characters in strings are refused outright.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (_request, text, done) => {
      const source = typeof text === 'string' ? text : text.toString('utf8');
      if (source.trim() === '') {
        done(null, undefined);
        return;
      }
      try {
        done(
          null,
          JSON.parse(source, (key, value: unknown) => {
            if (key === '__proto__') throw invalidJson();
            if (typeof value === 'string' && hasNul(value)) throw nulTextError();
            return value;
          }),
        );
      } catch (error) {
        done(error instanceof AppError ? error : invalidJson(), undefined);
      }
    },
  );
}
