import { z } from 'zod';
import {
  LEAK_ALERT_VISITORS_DEFAULT,
  LEAK_ALERT_VISITORS_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SHARE_RECIPIENTS_MAX,
} from '../constants.ts';
import { STRIPPING_PROBLEMS } from '../strippable-types.ts';
import { dataResponse, emailField, futureDateField, idField, useLimitField } from './common.ts';
import { BULK_IDS_MAX, bulkDeleteRequestOf, mediaFileSchema, TITLE_MAX } from './media.ts';
import { dateRangeParams, pagedDataResponse, pageParams, searchParam, sortByParam, sortOrderParam } from './paging.ts';

export const SHARE_SORT_KEYS = ['createdAt', 'expiresAt', 'currentViews', 'currentDownloads'] as const;
export const SHARE_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
/**
 * What a link points at (docs/product.md, Multi-file shares): one file; an album, live (files added to it later appear,
 * files removed disappear); or a fixed selection of files chosen when the link was made.
 */
export const SHARE_KINDS = ['file', 'album', 'selection'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];
// In constants.ts, so that a page reads them without loading zod and the schemas.
export { SHARE_ITEMS_PAGE_SIZE, SHARE_RECIPIENTS_MAX } from '../constants.ts';

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
  kind: z.enum(SHARE_KINDS),
  /** The shared file of a 'file' link; null for albums and selections. */
  mediaFileId: z.string().nullable(),
  mediaFile: mediaFileSchema.pick({ title: true, originalName: true, category: true, mimeType: true }).nullable(),
  /** The album of an 'album' link (its name as it is now); null otherwise. */
  albumId: z.string().nullable(),
  album: z.object({ name: z.string() }).nullable(),
  /** What the link's page is titled: the file's title, the album's name, or the selection's title. */
  title: z.string(),
  /** Files the link serves now: 1 for a file, the album's files today, the selection's files still in the library. */
  itemCount: z.number(),
  /**
   * The addresses a recipient-verified link is bound to (docs/product.md, Recipient-verified links): a visitor must
   * prove one of them with a mailed code. Empty: anyone with the link (and its password).
   */
  recipients: z.array(z.string()),
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

const selectionTitle = z
  .string({ error: 'Title must be text' })
  .trim()
  .min(1, 'Title is required')
  .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`);
const recipientList = z
  .array(emailField, { error: 'Recipients must be a list of e-mail addresses' })
  .max(SHARE_RECIPIENTS_MAX, `At most ${SHARE_RECIPIENTS_MAX} recipients`);

/** Exactly one of mediaFileId (one file), mediaFileIds (a fixed selection) or albumId (a live album). */
export const createShareRequest = z
  .strictObject({
    mediaFileId: z.string({ error: 'Media file is required' }).min(1, 'Media file is required').max(64).optional(),
    mediaFileIds: z
      .array(idField, { error: 'File ids must be a list' })
      .min(1, 'Choose at least one file')
      .max(BULK_IDS_MAX, `At most ${BULK_IDS_MAX} files in one link`)
      .optional(),
    albumId: idField.optional(),
    /** The page title of a selection (default: "N files"); albums show their name, a file its title. */
    title: selectionTitle.optional(),
    recipients: recipientList.optional(),
    allowEmbedding: z.boolean().default(false),
    /** Absent: on for the images and videos whose metadata can be removed, off for the rest (stripsMetadataByDefault). */
    stripMetadata: z.boolean().optional(),
    expiresAt: futureDateField.optional(),
    maxViews: limitField('views').optional(),
    maxDownloads: limitField('downloads').optional(),
    password: sharePassword.optional(),
    leakAlertVisitors: leakAlertField.nullable().default(LEAK_ALERT_VISITORS_DEFAULT),
    leakAutoPause: z.boolean().default(false),
  })
  .refine(
    (body) => [body.mediaFileId, body.mediaFileIds, body.albumId].filter((target) => target !== undefined).length === 1,
    { message: 'Choose one file, several files or an album to share', path: ['mediaFileId'] },
  );
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
  /** A selection's page title (refused with 400 for a file or an album link). */
  title: selectionTitle.optional(),
  /** The addresses the link is bound to; an empty list (or null) opens it to anyone with the link again. */
  recipients: recipientList.nullable().optional(),
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

export const shareBulkDeleteRequest = bulkDeleteRequestOf('share link');
export type ShareBulkDeleteRequest = z.infer<typeof shareBulkDeleteRequest>;
