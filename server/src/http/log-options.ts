import type { FastifyRequest } from 'fastify';
import type { LogLevel } from '../config.ts';

/** Hides secrets that travel in URLs: the share `password` and `grant` query parameters and mail tokens in link paths. */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:password|grant)=)[^&#]*/gi, '$1[redacted]')
    .replace(/\/(activate|reset-password)\/[^/?#]+/g, '/$1/[redacted]');
}

/** Fastify logger options: secrets in headers and bodies are redacted wherever they would appear. */
export function logOptions(level: LogLevel) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        'password',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.refreshToken',
        'body.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
