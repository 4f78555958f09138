import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { contentDisposition } from '../media/content-disposition.ts';
import { exportFileName, type AccountExportService } from './account-export.service.ts';

/** HTTP only: GET /api/user/export (a JSON download, SPEC §7 User) and GET /api/user/export/archive (a ZIP). */
export function registerAccountExportRoutes(root: FastifyInstance, exports: AccountExportService): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];

  app.get('/api/user/export', {
    schema: {
      tags,
      summary: 'Profile, preferences, files, shares and activity as a JSON file',
      response: errorResponses(401),
    },
    handler: async (request, reply) => {
      const doc = await exports.exportDocument(currentAuth(request).user, requestMeta(request));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', exportFileName('json')))
        .header('cache-control', 'no-store')
        .send(JSON.stringify(doc, null, 2));
    },
  });

  app.get('/api/user/export/archive', {
    schema: {
      tags,
      summary: 'Every original file, decrypted, and the JSON export, as a ZIP',
      response: errorResponses(401),
    },
    handler: async (request, reply) => {
      const zip = await exports.archive(currentAuth(request).user, requestMeta(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', exportFileName('zip')))
        .header('cache-control', 'no-store')
        .send(zip);
    },
  });
}
