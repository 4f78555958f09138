import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { currentAuth } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMeta } from '../../http/request-meta.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import { contentDisposition } from '../media/content-disposition.ts';
import { exportFileName, type AccountExportService } from './account-export.service.ts';

/** Both exports are a download of private data: an attachment that no cache keeps. */
function sendExport(reply: FastifyReply, contentType: string, extension: 'json' | 'zip', body: string | Readable) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition('attachment', exportFileName(extension)))
    .header('cache-control', 'no-store')
    .send(body);
}

/** HTTP only: GET /api/user/export (a JSON download, SPEC §7 User) and GET /api/user/export/archive (a ZIP). */
export function registerAccountExportRoutes(app: ZodApp, exports: AccountExportService): void {
  app.get('/api/user/export', {
    schema: {
      summary: 'Profile, preferences, files, shares and activity as a JSON file',
      response: errorResponses(401),
    },
    handler: async (request, reply) => {
      const doc = await exports.exportDocument(currentAuth(request).user, requestMeta(request));
      return sendExport(reply, 'application/json; charset=utf-8', 'json', JSON.stringify(doc, null, 2));
    },
  });

  app.get('/api/user/export/archive', {
    schema: {
      summary: 'Every original file, decrypted, and the JSON export, as a ZIP',
      response: errorResponses(401),
    },
    handler: async (request, reply) => {
      const zip = await exports.archive(currentAuth(request).user, requestMeta(request));
      return sendExport(reply, 'application/zip', 'zip', zip);
    },
  });
}
