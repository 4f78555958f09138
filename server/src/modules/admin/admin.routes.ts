import { idParams } from '@vaultbox/common/schemas/common.ts';
import {
  adminStatsResponse,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
  createUserRequest,
  deleteUserResponse,
  resetUserPasswordResponse,
  updateUserRequest,
} from '@vaultbox/common/schemas/admin.ts';
import { maintenanceRequest, maintenanceResponse } from '@vaultbox/common/schemas/system.ts';
import { currentUserId } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { created, ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { MaintenanceSwitch } from '../../domain/ports.ts';
import type { AdminService } from './admin.service.ts';

/**
 * HTTP only: user management and site statistics, plus the maintenance switch. The group's guard lets only owners in.
 */
export function registerAdminRoutes(app: ZodApp, admin: AdminService, maintenance: MaintenanceSwitch): void {
  app.get('/api/admin/users', {
    config: { scope: 'admin' },
    schema: {
      querystring: adminUsersQuery,
      response: { 200: adminUsersResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ok(await admin.list(request.query)),
  });

  app.post('/api/admin/users', {
    config: { scope: 'admin' },
    schema: {
      body: createUserRequest,
      response: { 201: adminUserResponse, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) =>
      created(reply, { user: await admin.create(currentUserId(request), request.body, requestMeta(request)) }),
  });

  app.get('/api/admin/users/:id', {
    config: { scope: 'admin' },
    schema: { params: idParams, response: { 200: adminUserResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) => ok({ user: await admin.get(request.params.id) }),
  });

  app.put('/api/admin/users/:id', {
    config: { scope: 'admin' },
    schema: {
      params: idParams,
      body: updateUserRequest,
      response: { 200: adminUserResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok({ user: await admin.update(currentUserId(request), request.params.id, request.body, requestMeta(request)) }),
  });

  app.post('/api/admin/users/:id/reset-password', {
    config: { scope: 'admin' },
    schema: {
      params: idParams,
      response: { 200: resetUserPasswordResponse, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) =>
      ok({
        newPassword: await admin.resetPassword(currentUserId(request), request.params.id, requestMeta(request)),
        message: 'Password reset successfully',
      }),
  });

  app.delete('/api/admin/users/:id', {
    config: { scope: 'admin' },
    schema: {
      params: idParams,
      response: { 200: deleteUserResponse, ...errorResponses(401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok({
        deleted: await admin.remove(currentUserId(request), request.params.id, requestMeta(request)),
        message: 'User deleted successfully',
      }),
  });

  app.get('/api/admin/stats', {
    config: { scope: 'admin' },
    schema: { response: { 200: adminStatsResponse, ...errorResponses(401, 403) } },
    handler: async () => ok({ stats: await admin.stats() }),
  });

  app.put('/api/admin/maintenance', {
    config: { scope: 'admin' },
    schema: {
      body: maintenanceRequest,
      response: { 200: maintenanceResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) =>
      ok({ maintenance: await maintenance.set(currentUserId(request), request.body.enabled, requestMeta(request)) }),
  });
}
