import { CATEGORIES, type Category } from '@vaultbox/common/media-category.ts';
import { PREVIEW_STATES, type PreviewState } from '@vaultbox/common/schemas/media.ts';
import type { SharedMedia } from '@vaultbox/common/schemas/public-share.ts';
import { sharedPreviewOf } from '@vaultbox/common/shared-preview.ts';
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
    /** What a file link's page shows first when it is a picture or a video of known size (share-page-frame.ts). */
    picture?: { kind: 'image' | 'video'; width: number; height: number } | null;
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
    picture: pictureOf(row),
  };
}

/** The picture or video a file link's page previews first, with its size as displayed; null for anything else. */
function pictureOf(row: PublicShareRow): NonNullable<SharePageMeta['media']>['picture'] {
  const { kind } = sharedPreviewOf({
    category: categoryOf(row.media_category),
    previewMimeType: previewTypeOf(row),
    previewState: previewStateOf(row.media_preview_state),
    strippingProblem: strippingProblemOf(row),
    size: Number(row.media_size),
  });
  if ((kind !== 'image' && kind !== 'video') || !row.media_width || !row.media_height) return null;
  return { kind, width: row.media_width, height: row.media_height };
}
