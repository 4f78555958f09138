import { currentAuth } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMeta } from '../../http/request-meta.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { exportFileName, type AccountExportService } from './account-export.service.ts';

/** HTTP only: GET /api/user/export (a JSON download) and GET /api/user/export/archive (a ZIP). */
export function registerAccountExportRoutes(app: ZodApp, exports: AccountExportService): void {
  const downloads = [
    {
      path: '/api/user/export',
      summary: 'Profile, preferences, files, shares and activity as a JSON file',
      contentType: 'application/json; charset=utf-8',
      extension: 'json',
      make: exports.exportDocument,
    },
    {
      path: '/api/user/export/archive',
      summary: 'Every original file, decrypted, and the JSON export, as a ZIP',
      contentType: 'application/zip',
      extension: 'zip',
      make: exports.archive,
    },
  ] as const;

  // Both exports are a download of private data: an attachment that no cache keeps.
  for (const { path, summary, contentType, extension, make } of downloads) {
    app.get(path, {
      config: { scope: 'account' },
      schema: { summary, response: errorResponses(401) },
      handler: async (request, reply) => {
        const body = await make(currentAuth(request).user, requestMeta(request));
        return reply
          .header('content-type', contentType)
          .header('content-disposition', contentDisposition('attachment', exportFileName(extension)))
          .header('cache-control', 'no-store')
          .send(body);
      },
    });
  }
}
