import { messageResponse } from '@vaultbox/common/schemas/common.ts';
import { identitiesResponse, identityIdParams, linkStartResponse } from '@vaultbox/common/schemas/oidc.ts';
import { currentAuth } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { IdentitiesService } from './identities.service.ts';
import { setFlowCookie } from './oidc.routes.ts';

// Security routes: a session only, never an API token (docs/security.md, API tokens).
const config = { scope: 'session' } as const;

/** HTTP only: the signed-in user's linked identities under /api/user/identities (docs/product.md, Single sign-on). */
export function registerIdentitiesRoutes(app: ZodApp, identities: IdentitiesService, secure: boolean): void {
  app.get('/api/user/identities', {
    config,
    schema: { response: { 200: identitiesResponse, ...errorResponses(401, 403) } },
    handler: async (request) => ok(await identities.list(currentAuth(request).user)),
  });

  app.post('/api/user/identities/link/start', {
    config,
    schema: { response: { 200: linkStartResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request, reply) => {
      const { flowCookie, redirectUrl } = await identities.startLink(currentAuth(request).user);
      setFlowCookie(reply, flowCookie, secure);
      return ok({ redirectUrl });
    },
  });

  app.delete('/api/user/identities/:id', {
    config,
    schema: { params: identityIdParams, response: { 200: messageResponse, ...errorResponses(401, 403, 404, 409) } },
    handler: async (request) => {
      await identities.unlink(currentAuth(request).user, request.params.id, requestMeta(request));
      return ok({ message: 'Identity unlinked' });
    },
  });
}
