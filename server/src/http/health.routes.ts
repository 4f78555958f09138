import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { pingDatabase } from '../db/database.ts';

const healthResponse = z.object({ status: z.literal('ok') });
const CHECK = z.enum(['ok', 'failed', 'off']);
const readyResponse = z.object({
  status: z.enum(['ready', 'not ready', 'shutting down']),
  checks: z.object({ database: CHECK, storage: CHECK, redis: CHECK }),
});
type Check = z.infer<typeof CHECK>;

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
    schema: { tags: ['system'], response: { 200: readyResponse, 503: readyResponse } },
    logLevel: 'warn',
    handler: async (_request, reply) => {
      const [database, storage, redis] = await Promise.all([
        check(() => pingDatabase(ctx.db)),
        check(() => ctx.blobs.check()),
        ctx.redis ? check(() => ctx.redis!.ping()) : Promise.resolve<Check>('off'),
      ]);
      const checks = { database, storage, redis };
      const healthy = Object.values(checks).every((c) => c !== 'failed');
      const status = closing ? 'shutting down' : healthy ? 'ready' : 'not ready';
      return reply.status(status === 'ready' ? 200 : 503).send({ status, checks });
    },
  });
}
