import { z } from 'zod';
import { LEAK_ALERT_VISITORS_DEFAULT, LEAK_ALERT_VISITORS_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants.ts';
import { STRIPPING_PROBLEMS } from '../strippable-types.ts';
import { dataResponse, emailField, futureDateField, idField, useLimitField } from './common.ts';
import { BULK_IDS_MAX, bulkDeleteRequestOf, mediaFileSchema, THUMBNAIL_SIZES, TITLE_MAX } from './media.ts';
import { dateRangeParams, pagedDataResponse, pageParams, searchParam, sortByParam, sortOrderParam } from './paging.ts';

export const SHARE_SORT_KEYS = ['createdAt', 'expiresAt', 'currentViews', 'currentDownloads'] as const;
export const SHARE_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
/**
 * What a link points at (docs/product.md, Multi-file shares): one file; an album, live (files added to it later appear,
 * files removed disappear); or a fixed selection of files chosen when the link was made.
 */
export const SHARE_KINDS = ['file', 'album', 'selection'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];
/** How many items one page of a multi-file share's grid holds (the page load carries the first). */
export const SHARE_ITEMS_PAGE_SIZE = 100;
/** How many addresses a recipient-verified link may be bound to. */
export const SHARE_RECIPIENTS_MAX = 50;

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

const publicContentQueryBase = z.object({
  password: z.string().max(PASSWORD_MAX, 'Password is too long').optional(),
  grant: z.string().max(200, 'Invalid grant').optional(),
});

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

/** One file of a multi-file link as its visitors see it; `id` is what the item routes take as `:itemId`. */
export const sharedItemSchema = z.object({
  id: z.string(),
  ...sharedMediaSchema.pick({
    title: true,
    originalName: true,
    size: true,
    category: true,
    mimeType: true,
    hasThumbnail: true,
    previewMimeType: true,
    previewState: true,
    strippingProblem: true,
  }).shape,
});
export type SharedItem = z.infer<typeof sharedItemSchema>;

/** A multi-file link's page: what it is, its first page of items (SHARE_ITEMS_PAGE_SIZE), its limits and owner. */
export const sharedCollectionSchema = z.object({
  slug: z.string(),
  kind: z.enum(['album', 'selection']),
  title: z.string(),
  description: z.string(),
  itemCount: z.number(),
  totalSize: z.number(),
  items: z.array(sharedItemSchema),
  shareInfo: sharedMediaSchema.shape.shareInfo,
  owner: sharedMediaSchema.shape.owner,
});
export type SharedCollection = z.infer<typeof sharedCollectionSchema>;

/** GET /api/share/public/s/{slug}/items: a further page of a multi-file link's grid (free with the page's grant). */
export const sharedItemsQuery = publicContentQueryBase.extend({ ...pageParams(SHARE_ITEMS_PAGE_SIZE) });
export const sharedItemsResponse = pagedDataResponse('items', sharedItemSchema);
export type SharedItemsResponse = z.infer<typeof sharedItemsResponse>;

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
  kind: z.enum(SHARE_KINDS),
  /** A 'file' link's file; null for albums and selections. */
  media: sharedMediaSchema.nullable(),
  /** An 'album' or 'selection' link's page; null for a file. */
  collection: sharedCollectionSchema.nullable(),
  /** The address a recipient-verified visitor proved with their code; null for every other link. */
  recipient: z.string().nullable(),
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
export const publicContentQuery = publicContentQueryBase;
export type PublicContentQuery = z.infer<typeof publicContentQuery>;
export const publicThumbnailQuery = publicContentQuery.extend({
  size: z.enum(THUMBNAIL_SIZES).catch('medium').default('medium'),
});

/** Any text: a slug that is not one of ours is simply not found (404), like an unknown one. */
export const slugParams = z.object({ slug: z.string().max(200) });
/**
 * One item of a multi-file link: /api/share/public/s/{slug}/items/{itemId}/preview|thumbnail|download and the raw
 * link /r/{slug}/{itemId}. An id that is not one of the link's items now is 404 SHARE_ITEM_NOT_FOUND.
 */
export const shareItemParams = slugParams.extend({ itemId: z.string().max(200) });

/**
 * Recipient-verified links (docs/product.md, Recipient-verified links). POST /api/share/public/{slug}/recipient/code
 * always answers the same sentence, whether or not the address is on the link's list (only listed addresses get a
 * mail). POST /api/share/public/{slug}/recipient/verify with the mailed code (and the password, when the link has
 * one too) answers what a page load answers, with a grant bound to that address.
 */
export const SHARE_CODE_LENGTH = 6;
export const SHARE_CODE_LIFETIME_MS = 10 * 60 * 1000;
export const recipientCodeRequest = z.strictObject({ email: emailField });
export type RecipientCodeRequest = z.infer<typeof recipientCodeRequest>;
export const recipientVerifyRequest = z.strictObject({
  email: emailField,
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .regex(/^[0-9]{6}$/, 'The code is the 6 digits from the e-mail'),
  password: z.string({ error: 'Password must be text' }).max(PASSWORD_MAX, 'Password is too long').optional(),
});
export type RecipientVerifyRequest = z.infer<typeof recipientVerifyRequest>;

export const shareBulkDeleteRequest = bulkDeleteRequestOf('share link');
export type ShareBulkDeleteRequest = z.infer<typeof shareBulkDeleteRequest>;
