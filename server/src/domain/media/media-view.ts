import { CATEGORIES, type Category } from '@vaultbox/common/media-category.ts';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import type { MediaListRow } from '../../repos/media-list-columns.ts';
import { previewFailureOf } from './preview-failure.ts';

export function readTags(raw: string): string[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

const categoryOfRow = (value: string): Category =>
  (CATEGORIES as readonly string[]).includes(value) ? (value as Category) : 'other';

/** The contract's MediaFile. Never carries storage keys, wrapped keys or hashes. */
export function toMediaDto(row: MediaListRow): MediaFile {
  return {
    id: row.id,
    _id: row.id,
    title: row.title,
    filename: row.original_name,
    originalName: row.original_name,
    description: row.description,
    size: Number(row.size),
    mimeType: row.mime_type,
    category: categoryOfRow(row.category),
    tags: readTags(row.tags),
    viewCount: Number(row.view_count),
    downloadCount: Number(row.download_count),
    isPublic: row.is_public,
    isEncrypted: row.storage_format === 'encrypted',
    thumbnailState: row.thumbnail_state,
    previewState: row.preview_state,
    previewMimeType: row.preview_state === 'ready' ? row.preview_mime_type : null,
    previewFailure: previewFailureOf(row.preview_state, row.preview_error),
    fromOutside: row.from_request_unseen,
    metadata: {
      duration: row.duration === null ? null : Number(row.duration),
      width: row.width,
      height: row.height,
    },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Tags as stored: trimmed, without duplicates (case-insensitive), in the order given. */
export function normalizeTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
