import { z } from 'zod';
import { LEAK_ALERT_VISITORS_DEFAULT, LEAK_ALERT_VISITORS_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants.ts';
import { STRIPPING_PROBLEMS } from '../strippable-types.ts';
import { dataResponse, futureDateField, useLimitField } from './common.ts';
import { bulkDeleteRequestOf, mediaFileSchema, THUMBNAIL_SIZES } from './media.ts';
import { dateRangeParams, pagedDataResponse, pageParams, searchParam, sortByParam, sortOrderParam } from './paging.ts';

export const SHARE_SORT_KEYS = ['createdAt', 'expiresAt', 'currentViews', 'currentDownloads'] as const;
export const SHARE_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;

const limitField = (label: 'views' | 'downloads') => useLimitField(`Maximum ${label}`, 1_000_000_000);
const leakAlertField = useLimitField('Leak alert visitors', LEAK_ALERT_VISITORS_MAX);
const sharePassword = z
  .string({ error: 'Password must be text' })
  .min(PASSWORD_MIN.share, 'Password must be at least 4 characters long')
  .max(PASSWORD_MAX, 'Password is too long');

export const shareLinkSchema = z.object({
  id: z.string(),
  slug: z.string(),
  token: z.string(),
  url: z.string(),
  mediaFileId: z.string(),
  mediaFile: mediaFileSchema.pick({ title: true, originalName: true, category: true, mimeType: true }),
  isActive: z.boolean(),
  isPasswordProtected: z.boolean(),
  expiresAt: z.string().nullable(),
  maxViews: z.number().nullable(),
  currentViews: z.number(),
  maxDownloads: z.number().nullable(),
  currentDownloads: z.number(),
  allowEmbedding: z.boolean(),
  /** Public routes serve a copy without location and camera data (EXIF/GPS/XMP/IPTC, MP4 metadata atoms). */
  stripMetadata: z.boolean(),
  /**
   * Set when stripMetadata is on and the public routes refuse the file (422): 'unsupported_type', its type is not one
   * whose metadata can be removed; 'copy_failed', its copy without metadata could not be made. Null otherwise.
   */
  strippingProblem: z.enum(STRIPPING_PROBLEMS).nullable(),
  /** The owner is alerted when more distinct visitors than this open the link within an hour; null: never. */
  leakAlertVisitors: z.number().nullable(),
  /** With a leak alert, the link is also paused (isActive false) until the owner turns it on again. */
  leakAutoPause: z.boolean(),
  /** Paused by its leak alert: visitors see "This link has been paused by its owner". Cleared when turned on again. */
  pausedByLeak: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const createShareRequest = z.strictObject({
  mediaFileId: z.string({ error: 'Media file is required' }).min(1, 'Media file is required').max(64),
  allowEmbedding: z.boolean().default(false),
  /** Absent: on for the images and videos whose metadata can be removed, off for the rest (stripsMetadataByDefault). */
  stripMetadata: z.boolean().optional(),
  expiresAt: futureDateField.optional(),
  maxViews: limitField('views').optional(),
  maxDownloads: limitField('downloads').optional(),
  password: sharePassword.optional(),
  leakAlertVisitors: leakAlertField.nullable().default(LEAK_ALERT_VISITORS_DEFAULT),
  leakAutoPause: z.boolean().default(false),
});
export type CreateShareRequest = z.input<typeof createShareRequest>;

/** A real update: null clears a limit, the expiry or the password; absent leaves it as it is. */
export const updateShareRequest = z.strictObject({
  expiresAt: futureDateField.nullable().optional(),
  maxViews: limitField('views').nullable().optional(),
  maxDownloads: limitField('downloads').nullable().optional(),
  password: sharePassword.nullable().optional(),
  allowEmbedding: z.boolean().optional(),
  stripMetadata: z.boolean().optional(),
  isActive: z.boolean().optional(),
  leakAlertVisitors: leakAlertField.nullable().optional(),
  leakAutoPause: z.boolean().optional(),
});
export type UpdateShareRequest = z.infer<typeof updateShareRequest>;

export const shareListQuery = z.object({
  ...pageParams(),
  search: searchParam,
  status: z.enum(SHARE_STATUS_FILTERS, { error: 'Status must be all, active or inactive' }).default('all'),
  sortBy: sortByParam(SHARE_SORT_KEYS),
  sortOrder: sortOrderParam,
});
export type ShareListQuery = z.infer<typeof shareListQuery>;

export const shareSearchQuery = shareListQuery.extend({
  ...dateRangeParams,
  hasPassword: z
    .enum(['true', 'false'], { error: 'hasPassword must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type ShareSearchQuery = z.infer<typeof shareSearchQuery>;

export const shareListResponse = pagedDataResponse('shares', shareLinkSchema);
export type ShareListResponse = z.infer<typeof shareListResponse>;
export const shareResponse = dataResponse({ share: shareLinkSchema });
export type ShareResponse = z.infer<typeof shareResponse>;

export const shareStatsResponse = dataResponse({
  total: z.number(),
  active: z.number(),
  totalViews: z.number(),
  totalDownloads: z.number(),
});
export type ShareStatsResponse = z.infer<typeof shareStatsResponse>;

/**
 * Shared media: what an anonymous visitor may learn once the rules let them in (docs/product.md, Public share page).
 */
export const sharedMediaSchema = z.object({
  slug: z.string(),
  ...mediaFileSchema.pick({
    title: true,
    originalName: true,
    description: true,
    size: true,
    category: true,
    mimeType: true,
  }).shape,
  hasThumbnail: z.boolean(),
  /** What the preview URL serves: the browser-viewable copy's type when one is ready, else the file's own type. */
  previewMimeType: z.string(),
  /** 'pending' while a browser-viewable copy is being made ("Preparing video..."). */
  previewState: mediaFileSchema.shape.previewState,
  /** As the owner's list says it: when set, every public byte route refuses the file (422), so the page offers none. */
  strippingProblem: shareLinkSchema.shape.strippingProblem,
  shareInfo: shareLinkSchema.pick({
    currentViews: true,
    maxViews: true,
    currentDownloads: true,
    maxDownloads: true,
    expiresAt: true,
    allowEmbedding: true,
  }),
  /** Who shared it, only while the owner's profile is public (its page is /u/{username}); null otherwise. */
  owner: z.object({ username: z.string(), displayName: z.string().nullable() }).nullable(),
});
export type SharedMedia = z.infer<typeof sharedMediaSchema>;

export const publicShareRequest = z.strictObject({
  password: z.string({ error: 'Password must be text' }).max(PASSWORD_MAX, 'Password is too long').optional(),
});
export type PublicShareRequest = z.infer<typeof publicShareRequest>;

/**
 * A successful page load takes one view and answers a view grant (a few hours) bound to this share, for open shares
 * too: it proves the visitor passed the password and paid for the view. Preview, thumbnail, download and raw accept
 * it as `?grant=` or the X-Share-Grant header; with it, preview and thumbnail cost nothing more and keep working
 * after others used up the limit. A password change ends every grant of the share.
 */
export const publicShareResponse = dataResponse({
  media: sharedMediaSchema,
  grant: z.string(),
  grantExpiresAt: z.string(),
});
export type PublicShareResponse = z.infer<typeof publicShareResponse>;

export const SHARE_GRANT_HEADER = 'x-share-grant';
export const SHARE_GRANT_LIFETIME_MS = 3 * 60 * 60 * 1000;
/**
 * Grant-less preview, thumbnail and a player's partial ranges of a previewable file on the raw link cost one view per
 * visitor (address and user agent) per window; a range covering the whole file, or any of a file that cannot be
 * previewed, is a download.
 */
export const SHARE_VIEW_WINDOW_MS = 30 * 60 * 1000;

/** Credentials of the public byte routes; other query parameters (embed, autoplay, cache busters) are ignored. */
export const publicContentQuery = z.object({
  password: z.string().max(PASSWORD_MAX, 'Password is too long').optional(),
  grant: z.string().max(200, 'Invalid grant').optional(),
});
export type PublicContentQuery = z.infer<typeof publicContentQuery>;
export const publicThumbnailQuery = publicContentQuery.extend({
  size: z.enum(THUMBNAIL_SIZES).catch('medium').default('medium'),
});

/** Any text: a slug that is not one of ours is simply not found (404), like an unknown one. */
export const slugParams = z.object({ slug: z.string().max(200) });

export const shareBulkDeleteRequest = bulkDeleteRequestOf('share link');
export type ShareBulkDeleteRequest = z.infer<typeof shareBulkDeleteRequest>;
