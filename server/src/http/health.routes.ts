import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase, type Db } from '../db/database.ts';

const healthResponse = z.object({ status: z.literal('ok') });

/** Liveness for load balancers and the e2e runner; it also proves the database answers. */
export function registerHealthRoute(root: FastifyInstance, db: Db): void {
  root.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    schema: { tags: ['system'], response: { 200: healthResponse } },
    logLevel: 'warn',
    handler: async () => {
      await pingDatabase(db);
      return { status: 'ok' as const };
    },
  });
}
