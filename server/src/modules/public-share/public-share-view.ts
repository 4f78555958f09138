import { CATEGORIES, type Category } from '@vaultbox/common/media-category.ts';
import type { SharedMedia } from '@vaultbox/common/schemas/share.ts';
import type { PublicShareRow, ShareCounts } from './public-share.repo.ts';

export const categoryOf = (value: string): Category =>
  (CATEGORIES as readonly string[]).includes(value) ? (value as Category) : 'other';

/** SPEC §3 Shared media: what a visitor who passed the rules may learn. Never ids, keys, owner or password facts. */
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
    shareInfo: {
      currentViews: counts.current_views,
      maxViews: row.max_views,
      currentDownloads: counts.current_downloads,
      maxDownloads: row.max_downloads,
      expiresAt: row.expires_at,
      allowEmbedding: row.allow_embedding === 1,
    },
  };
}
