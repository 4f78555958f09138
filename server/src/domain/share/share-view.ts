import { CATEGORIES, type Category } from '@vaultbox/common/media-category.ts';
import type { ShareLink } from '@vaultbox/common/schemas/share.ts';
import { canStripMetadata, type StrippingProblem } from '@vaultbox/common/strippable-types.ts';
import type { Db } from '../../db/database.ts';
import type { ShareWithMedia } from '../../repos/share.repo.ts';
import { recipientsOfShares } from '../../repos/share-recipients.repo.ts';

const categoryOf = (value: string): Category =>
  (CATEGORIES as readonly string[]).includes(value) ? (value as Category) : 'other';

/**
 * Why the public routes refuse the file of a share that removes metadata (422): the one rule, read by the owner's list
 * and by the visitor's page.
 */
export function strippingProblemOf(
  row: Pick<ShareWithMedia, 'strip_metadata' | 'media_mime_type' | 'media_stripped_error'>,
): StrippingProblem | null {
  // A multi-file link has no file of its own: each item says its own (docs/product.md, Multi-file shares).
  if (!row.strip_metadata || row.media_mime_type === null) return null;
  if (!canStripMetadata(row.media_mime_type)) return 'unsupported_type';
  return row.media_stripped_error === null ? null : 'copy_failed';
}

export const shareUrl = (appUrl: string, slug: string) => `${appUrl.replace(/\/+$/, '')}/s/${slug}`;

function mediaFileOf(row: ShareWithMedia): ShareLink['mediaFile'] {
  if (row.media_title === null || row.media_original_name === null || row.media_mime_type === null) return null;
  const { media_title: title, media_original_name: originalName, media_mime_type: mimeType } = row;
  return { title, originalName, category: categoryOf(row.media_category ?? ''), mimeType };
}

/** What activity entries and mails name a link by: its file's original name, the album's name or the title. */
export const linkNameOf = (row: Pick<ShareWithMedia, 'kind' | 'media_original_name' | 'album_name' | 'title'>) =>
  (row.kind === 'file' ? row.media_original_name : row.kind === 'album' ? row.album_name : row.title) ?? '';

/** What the link's page is titled: the file's title, the album's name or the selection's title. */
export const titleOf = (row: Pick<ShareWithMedia, 'kind' | 'media_title' | 'album_name' | 'title'>): string =>
  (row.kind === 'file' ? row.media_title : row.kind === 'album' ? row.album_name : row.title) ?? '';

/**
 * The contract's ShareLink. Never carries the password hash; `token` repeats the slug for older clients; `recipients`:
 * the addresses a recipient-verified link is bound to (docs/product.md, Recipient-verified links), read by the caller.
 */
export function toShareDto(row: ShareWithMedia, appUrl: string, recipients: string[] = []): ShareLink {
  return {
    id: row.id,
    slug: row.slug,
    token: row.slug,
    url: shareUrl(appUrl, row.slug),
    kind: row.kind,
    mediaFileId: row.media_id,
    mediaFile: mediaFileOf(row),
    albumId: row.album_id,
    album: row.album_name === null ? null : { name: row.album_name },
    title: titleOf(row),
    itemCount: Number(row.item_count),
    recipients,
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

/** The views of `rows` (a page of the list, or one share), their recipients read in one query. */
export async function toShareDtos(db: Db, rows: ShareWithMedia[], appUrl: string): Promise<ShareLink[]> {
  const recipients = await recipientsOfShares(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toShareDto(row, appUrl, recipients.get(row.id)));
}
