import { z } from 'zod';
import { successResponse } from './common.ts';

// What every page may know about the instance (GET /api/system/info, open to everyone) and the owner's maintenance
// switch (PUT /api/admin/maintenance).

export const systemInfoResponse = successResponse({
  /** Changes when a new web build is served: an open tab learns there is a new version. */
  buildId: z.string(),
  /** While on, only the owner may change anything (others get 503 MAINTENANCE_MODE). */
  maintenance: z.boolean(),
  /** The base of links in mails. */
  appUrl: z.string(),
  /** False when APP_URL was not set and appUrl is the default http://localhost:PORT. */
  appUrlConfigured: z.boolean(),
  /** The largest file this server takes (MAX_UPLOAD_BYTES); the upload screen checks against it. */
  maxUploadBytes: z.number(),
});
export type SystemInfo = z.infer<typeof systemInfoResponse>;

export const maintenanceRequest = z.strictObject({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export type MaintenanceRequest = z.infer<typeof maintenanceRequest>;

export const maintenanceResponse = successResponse({ maintenance: z.boolean() });
export type MaintenanceResponse = z.infer<typeof maintenanceResponse>;
