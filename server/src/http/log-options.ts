import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { PinoPretty } from 'pino-pretty';
import type { LogFormat, LogLevel } from '../config.ts';

const SECRET_PARAMS = new Set(['password', 'grant', 'token']);
const TOKEN_PATHS = /\/(activate|reset-password|verify-email)\/[^/?#]+/gi;

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
};

/**
 * Hides secrets that travel in URLs: the `password`, `grant` and `token` query parameters and mail tokens in link
 * paths. Keys and paths are compared decoded, so `?pass%77ord=` or `/%61ctivate/` hide nothing.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = decoded(at === -1 ? url : url.slice(0, at)).replace(TOKEN_PATHS, '/$1/[redacted]');
  if (at === -1) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((part) => {
      const key = part.split('=', 1)[0];
      return SECRET_PARAMS.has(decoded(key).trim().toLowerCase()) ? `${key}=[redacted]` : part;
    });
  return `${path}?${query.join('&')}`;
}

type LogLine = Record<string, unknown> & {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
};

/** One human line per event: "12:00:01 INFO  GET /api/media 200 in 4 ms", extra fields after it as JSON. */
export function prettyStream(colorize: boolean, destination?: NodeJS.WritableStream) {
  return PinoPretty({
    colorize,
    destination,
    singleLine: true,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log: LogLine, messageKey: string) => {
      const message = String(log[messageKey] ?? '');
      if (!log.req?.method) return message;
      const time = log.responseTime === undefined ? '' : ` in ${Math.round(log.responseTime)} ms`;
      return `${log.req.method} ${log.req.url} ${log.res?.statusCode ?? ''}${time}`;
    },
  });
}

/** One log line per request, when it is done, naming method, URL, status and time (Fastify writes two by default). */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

/** Fastify logger options: secrets in headers and bodies are redacted wherever they would appear. */
export function logOptions(level: LogLevel, format: LogFormat = 'json') {
  return {
    level,
    ...(format === 'pretty' ? { stream: prettyStream(process.stdout.isTTY === true) } : {}),
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
