import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@vaultbox/common/schemas/common.ts';
import type { AppContext } from '../context.ts';
import { pingDatabase } from '../db/database.ts';

const healthResponse = z.object({ status: z.literal('ok') });
const CHECK = z.enum(['ok', 'failed', 'off']);
const readiness = {
  status: z.enum(['ready', 'not ready', 'shutting down']),
  checks: z.object({ database: CHECK, storage: CHECK, redis: CHECK }),
};
const readyResponse = z.object({ success: z.literal(true), ...readiness });
/** Not ready: the error envelope every refusal has, with the same checks inside. */
const notReadyResponse = errorResponse.extend(readiness);
type Check = z.infer<typeof CHECK>;
type Checks = Record<'database' | 'storage' | 'redis', Check>;

const CHECK_NAMES: Record<keyof Checks, string> = { database: 'database', storage: 'file storage', redis: 'Redis' };

/** The sentence of a 503: what is wrong, in words an operator reads in a load balancer's log. */
function notReadySentence(closing: boolean, checks: Checks): string {
  if (closing) return 'This instance is shutting down.';
  const failed = (Object.keys(checks) as (keyof Checks)[]).filter((name) => checks[name] === 'failed');
  return `This instance is not ready: the ${failed.map((name) => CHECK_NAMES[name]).join(', ')} check failed.`;
}

const CHECK_TIMEOUT_MS = 3000;

async function check(probe: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness (`/api/health`: the process serves and its database answers) and readiness (`/api/ready`: database, blob
 * store and Redis all answer, and the instance is not shutting down; 503 otherwise, so a load balancer sends its
 * traffic elsewhere while it drains).
 */
export function registerHealthRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  let closing = false;
  root.addHook('preClose', async () => {
    closing = true;
  });

  app.get('/api/health', {
    schema: { tags: ['system'], response: { 200: healthResponse } },
    logLevel: 'warn',
    handler: async () => {
      await pingDatabase(ctx.db);
      return { status: 'ok' as const };
    },
  });

  app.get('/api/ready', {
    schema: { tags: ['system'], response: { 200: readyResponse, 503: notReadyResponse } },
    logLevel: 'warn',
    handler: async (_request, reply) => {
      const [database, storage, redis] = await Promise.all([
        check(() => pingDatabase(ctx.db)),
        check(() => ctx.blobs.check()),
        ctx.redis ? check(() => ctx.redis!.ping()) : Promise.resolve<Check>('off'),
      ]);
      const checks = { database, storage, redis };
      const healthy = Object.values(checks).every((c) => c !== 'failed');
      if (healthy && !closing) return { success: true as const, status: 'ready' as const, checks };
      return reply.status(503).send({
        success: false,
        error: notReadySentence(closing, checks),
        code: 'NOT_READY',
        status: closing ? 'shutting down' : 'not ready',
        checks,
      });
    },
  });
}
