import { idParams, messageResponse } from '@vaultbox/common/schemas/common.ts';
import { currentAuth } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { AdminService } from './admin.service.ts';

/** HTTP only: DELETE /api/admin/users/{id}/2fa. Its group lets admins in as well as owners. */
export function registerAdminTwoFactorRoutes(app: ZodApp, admin: AdminService): void {
  app.delete('/api/admin/users/:id/2fa', {
    config: { scope: 'admin' },
    schema: { params: idParams, response: { 200: messageResponse, ...errorResponses(401, 403, 404, 409) } },
    handler: async (request) => {
      await admin.clearTwoFactor(currentAuth(request).user, request.params.id, requestMeta(request));
      return ok({ message: 'Two-factor authentication cleared' });
    },
  });
}
