import type { FastifyBaseLogger } from 'fastify';

/** Warnings and errors of the services go to stderr, the rest stays quiet: the command prints its own result. */
export function quietLog(): FastifyBaseLogger {
  const say = (level: string) => (first: unknown, second?: unknown) => {
    const text = typeof first === 'string' ? first : typeof second === 'string' ? second : '';
    if (text) console.error(`${level}: ${text}`);
  };
  const none = () => undefined;
  const log = {
    level: 'warn',
    fatal: say('error'),
    error: say('error'),
    warn: say('warning'),
    info: none,
    debug: none,
    trace: none,
    silent: none,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}
