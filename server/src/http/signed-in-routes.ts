import type { FastifyInstance, FastifyRequest } from 'fastify';
import { declaredScopes, refuseTokenBeyondScope } from './route-scope.ts';
import { zodApp, type ZodApp } from './zod-app.ts';

/** A hook that lets a request through or throws the AppError that answers it (401, 403). */
export type Guard = (request: FastifyRequest) => Promise<void>;

/** How the OpenAPI document says a route needs a session: a bearer token or the session cookie. */
const SESSION_SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** And a route an API token may call: an `apiToken` with the scopes it needs (docs/security.md, API tokens). */
const securityOf = (needed: 'session' | readonly string[]) =>
  needed === 'session' ? SESSION_SECURITY : [...SESSION_SECURITY, { apiToken: [...needed] }];

/**
 * A group of routes that all need a signed-in user: the guard is declared once for the group (an onRequest hook, so
 * a stranger is answered 401 before any body is read) and every route of the group is documented as secured, under
 * the group's `tag`. The group's routes get the scope typed by the zod schemas. Every route declares what an API token
 * needs to call it (`config: { scope }`, http/route-scope.ts; the app does not start without it), which is checked
 * right after the guard and shown in the OpenAPI document (`x-token-scope` and an `apiToken` security requirement).
 */
export async function registerSignedInRoutes(
  app: FastifyInstance,
  guard: Guard,
  tag: string,
  routes: (scope: ZodApp) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      const needed = declaredScopes(route);
      route.schema = { ...route.schema, tags: [tag], security: securityOf(needed), 'x-token-scope': needed };
    });
    scope.addHook('onRequest', guard);
    scope.addHook('onRequest', refuseTokenBeyondScope);
    await routes(zodApp(scope));
  });
}
