import type { FastifyInstance, FastifyRequest } from 'fastify';
import { zodApp, type ZodApp } from './zod-app.ts';

/** A hook that lets a request through or throws the AppError that answers it (401, 403). */
export type Guard = (request: FastifyRequest) => Promise<void>;

/** How the OpenAPI document says a route needs a session: a bearer token or the session cookie. */
const SESSION_SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * A group of routes that all need a signed-in user: the guard is declared once for the group (an onRequest hook, so
 * a stranger is answered 401 before any body is read) and every route of the group is documented as secured, under
 * the group's `tag`. The group's routes get the scope typed by the zod schemas.
 */
export async function registerSignedInRoutes(
  app: FastifyInstance,
  guard: Guard,
  tag: string,
  routes: (scope: ZodApp) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: [tag], security: SESSION_SECURITY };
    });
    scope.addHook('onRequest', guard);
    await routes(zodApp(scope));
  });
}
