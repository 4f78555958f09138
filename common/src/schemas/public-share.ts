import { z } from 'zod';
import { PASSWORD_MAX } from '../constants.ts';
import { dataResponse, emailField } from './common.ts';
import { mediaFileSchema, THUMBNAIL_SIZES } from './media.ts';
import { pagedDataResponse, pageParams } from './paging.ts';
import { SHARE_ITEMS_PAGE_SIZE, SHARE_KINDS, shareLinkSchema } from './share.ts';

// What a link's visitors are answered and send (docs/product.md, Public share page); the owner's side is share.ts.

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
  /** A picture's or video's size as displayed (null when unknown): the page holds its place before it has loaded. */
  width: mediaFileSchema.shape.metadata.shape.width,
  height: mediaFileSchema.shape.metadata.shape.height,
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
// In constants.ts, so that the public share page reads it without loading zod and the schemas.
export { SHARE_CODE_LENGTH } from '../constants.ts';
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
