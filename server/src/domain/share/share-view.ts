import { CATEGORIES, type Category } from '@vaultbox/common/media-category.ts';
import type { ShareLink } from '@vaultbox/common/schemas/share.ts';
import { canStripMetadata, type StrippingProblem } from '@vaultbox/common/strippable-types.ts';
import type { ShareWithMedia } from '../../repos/share.repo.ts';

const categoryOf = (value: string): Category =>
  (CATEGORIES as readonly string[]).includes(value) ? (value as Category) : 'other';

/**
 * Why the public routes refuse the file of a share that removes metadata (422): the one rule, read by the owner's list
 * and by the visitor's page.
 */
export function strippingProblemOf(
  row: Pick<ShareWithMedia, 'strip_metadata' | 'media_mime_type' | 'media_stripped_error'>,
): StrippingProblem | null {
  if (!row.strip_metadata) return null;
  if (!canStripMetadata(row.media_mime_type)) return 'unsupported_type';
  return row.media_stripped_error === null ? null : 'copy_failed';
}

export const shareUrl = (appUrl: string, slug: string) => `${appUrl.replace(/\/+$/, '')}/s/${slug}`;

/** The contract's ShareLink. Never carries the password hash; `token` repeats the slug for older clients. */
export function toShareDto(row: ShareWithMedia, appUrl: string): ShareLink {
  return {
    id: row.id,
    slug: row.slug,
    token: row.slug,
    url: shareUrl(appUrl, row.slug),
    mediaFileId: row.media_id,
    mediaFile: {
      title: row.media_title,
      originalName: row.media_original_name,
      category: categoryOf(row.media_category),
      mimeType: row.media_mime_type,
    },
    isActive: row.is_active,
    isPasswordProtected: row.password_hash !== null,
    expiresAt: row.expires_at,
    maxViews: row.max_views,
    currentViews: Number(row.current_views),
    maxDownloads: row.max_downloads,
    currentDownloads: Number(row.current_downloads),
    allowEmbedding: row.allow_embedding,
    stripMetadata: row.strip_metadata,
    strippingProblem: strippingProblemOf(row),
    leakAlertVisitors: row.leak_alert_visitors === null ? null : Number(row.leak_alert_visitors),
    leakAutoPause: row.leak_auto_pause,
    pausedByLeak: row.paused_by_leak,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
