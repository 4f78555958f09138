import { z } from 'zod';
import { dataResponse } from './common.ts';
import { shareLinkSchema } from './share.ts';

// The one-click "extend by 7 days" link of an expiry reminder (docs/product.md, Expiry reminders): the mail carries
// `${APP_URL}/shares/extend/{token}`, the page there asks the owner to confirm through these two calls.

/** How far one extension moves a share's expiry: from its current expiry, not from now. */
export const SHARE_EXTEND_DAYS = 7;
export const SHARE_EXTEND_MS = SHARE_EXTEND_DAYS * 24 * 60 * 60 * 1000;

/** The web route the reminder mail links to. */
export const shareExtendPath = (token: string) => `/shares/extend/${encodeURIComponent(token)}`;

export const shareExtendParams = z.strictObject({ token: z.string().min(1).max(300) });
export type ShareExtendParams = z.infer<typeof shareExtendParams>;

/** GET /api/shares/extend/{token}: what the confirmation asks about. */
export const shareExtendPreviewResponse = dataResponse({
  shareId: z.string(),
  fileName: z.string(),
  /** The share's expiry now (the one the token was issued for). */
  expiresAt: z.string(),
  /** Its expiry once extended: SHARE_EXTEND_DAYS later. */
  extendedExpiresAt: z.string(),
});
export type ShareExtendPreviewResponse = z.infer<typeof shareExtendPreviewResponse>;

/** POST /api/shares/extend/{token}: the extended share. */
export const shareExtendResponse = dataResponse({ share: shareLinkSchema });
export type ShareExtendResponse = z.infer<typeof shareExtendResponse>;
