import { CATEGORIES, type Category } from '@vaultbox/common/media-category.ts';
import { PREVIEW_STATES, type PreviewState } from '@vaultbox/common/schemas/media.ts';
import type { SharedMedia } from '@vaultbox/common/schemas/public-share.ts';
import { profileIsPublic } from '../../domain/account/user-view.ts';
import { strippingProblemOf } from '../../domain/share/share-view.ts';
import type { PublicShareRow, ShareCounts } from '../../repos/public-share.repo.ts';

/** What the preview route serves: the browser-viewable copy once it is made, else the file itself. */
export const previewTypeOf = (row: PublicShareRow): string =>
  row.media_preview_state === 'ready' && row.media_preview_mime_type
    ? row.media_preview_mime_type
    : row.media_mime_type;

const previewStateOf = (value: string): PreviewState =>
  (PREVIEW_STATES as readonly string[]).includes(value) ? (value as PreviewState) : 'none';

export const categoryOf = (value: string): Category =>
  (CATEGORIES as readonly string[]).includes(value) ? (value as Category) : 'other';

/** The owner's name, only while their profile is public (docs/product.md, Public profile): else the page names nobody. */
const ownerOf = (row: PublicShareRow): SharedMedia['owner'] =>
  profileIsPublic(row.owner_preferences) ? { username: row.owner_username, displayName: row.owner_display_name } : null;

/**
 * Shared media: what a visitor who passed the rules may learn. Never ids, keys or password facts; the owner's name
 * only while their profile is public.
 */
export function toSharedMedia(row: PublicShareRow, counts: ShareCounts): SharedMedia {
  return {
    slug: row.slug,
    title: row.media_title,
    originalName: row.media_original_name,
    description: row.media_description,
    size: Number(row.media_size),
    category: categoryOf(row.media_category),
    mimeType: row.media_mime_type,
    hasThumbnail: row.media_thumbnail_state === 'ready',
    previewMimeType: previewTypeOf(row),
    previewState: previewStateOf(row.media_preview_state),
    width: row.media_width,
    height: row.media_height,
    strippingProblem: strippingProblemOf(row),
    shareInfo: {
      currentViews: counts.current_views,
      maxViews: row.max_views,
      currentDownloads: counts.current_downloads,
      maxDownloads: row.max_downloads,
      expiresAt: row.expires_at,
      allowEmbedding: row.allow_embedding,
    },
    owner: ownerOf(row),
  };
}

/** What the /s/{slug} page may tell link unfurlers: nothing at all unless the share is open and live. */
export interface SharePageMeta {
  allowFraming: boolean;
  media: {
    slug: string;
    title: string;
    description: string;
    originalName: string;
    category: string;
    /** A grant for the thumbnail only, so an unfurler fetching the picture pays no view and gets nothing else. */
    thumbnailGrant: string | null;
    /** Where that picture is under the share's path when it is not its `thumbnail` (a multi-file link's first item). */
    thumbnailPath?: string;
  } | null;
}

/** The tags of an open file link: its file, and its thumbnail's link-preview grant once the thumbnail is made. */
export function linkPreviewOf(row: PublicShareRow, thumbnailGrant: () => string): NonNullable<SharePageMeta['media']> {
  return {
    slug: row.slug,
    title: row.media_title,
    description: row.media_description,
    originalName: row.media_original_name,
    category: row.media_category,
    thumbnailGrant: row.media_thumbnail_state === 'ready' ? thumbnailGrant() : null,
  };
}
