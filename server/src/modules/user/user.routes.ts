import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileResponse, updateProfileRequest } from '@vaultbox/common/schemas/user.ts';
import { currentAuth } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMeta } from '../../http/request-meta.ts';
import type { UserService } from './user.service.ts';

type Guard = (request: FastifyRequest) => Promise<void>;

/** HTTP only: the signed-in user's profile (SPEC §7 User). */
export function registerUserRoutes(root: FastifyInstance, users: UserService, requireUser: Guard): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];
  const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

  app.get('/api/user/profile', {
    schema: { tags, security, response: { 200: profileResponse, ...errorResponses(401) } },
    preHandler: requireUser,
    handler: async (request) => ({ success: true as const, data: { user: await users.getProfile(currentAuth(request).user.id) } }),
  });

  app.put('/api/user/profile', {
    schema: { tags, security, body: updateProfileRequest, response: { 200: profileResponse, ...errorResponses(400, 401, 403, 409) } },
    preHandler: requireUser,
    handler: async (request) => {
      const user = await users.updateProfile(currentAuth(request).user.id, request.body, requestMeta(request));
      return { success: true as const, data: { user } };
    },
  });
}
