import { z } from 'zod';
import { successResponse } from './common.ts';

/** The one upload call of ready-made configurations (docs/product.md, Integrations): ShareX, Flameshot, scripts. */
export const INTEGRATION_UPLOAD_PATH = '/api/integrations/upload';

/** `share`: the share page `/s/{slug}`; `raw`: the file's bytes `/r/{slug}`. */
export const INTEGRATION_LINKS = ['share', 'raw'] as const;
export type IntegrationLink = (typeof INTEGRATION_LINKS)[number];

/** `text`: only the link, as text/plain, for a shell pipe. */
export const INTEGRATION_FORMATS = ['json', 'text'] as const;
export type IntegrationFormat = (typeof INTEGRATION_FORMATS)[number];

export const integrationUploadQuery = z.object({
  link: z.enum(INTEGRATION_LINKS, { error: 'link must be share or raw' }).default('share'),
  format: z.enum(INTEGRATION_FORMATS, { error: 'format must be json or text' }).default('json'),
});
export type IntegrationUploadQuery = z.infer<typeof integrationUploadQuery>;

export const integrationUploadResponse = successResponse({
  /** The link to hand out: the share page or the raw bytes, on APP_URL. */
  url: z.string(),
  /** A signed-in web page that asks before deleting the file. */
  deleteUrl: z.string(),
  /** The file's id. */
  id: z.string(),
});
export type IntegrationUploadResponse = z.infer<typeof integrationUploadResponse>;

/** The web page a configuration's DeletionURL opens. */
export const fileDeletePagePath = (id: string) => `/files/${encodeURIComponent(id)}/delete`;
