import { FILE_REQUEST_TYPES, type FileRequest, type FileRequestType } from '@vaultbox/common/schemas/file-requests.ts';
import type { FileRequestWithCounts } from '../../repos/file-request.repo.ts';

/** The visitor's page of a request: /request/{slug} on this server. */
export const fileRequestUrl = (appUrl: string, slug: string) => `${appUrl.replace(/\/+$/, '')}/request/${slug}`;

/** The stored JSON list of allowed categories, read back (anything unknown dropped). */
export function readAllowedTypes(raw: string): FileRequestType[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((t): t is FileRequestType => (FILE_REQUEST_TYPES as readonly unknown[]).includes(t));
  } catch {
    return [];
  }
}

const nullableNumber = (value: number | null) => (value === null ? null : Number(value));

/** The contract's FileRequest: never the password hash. */
export function toFileRequestDto(row: FileRequestWithCounts, appUrl: string): FileRequest {
  return {
    id: row.id,
    slug: row.slug,
    url: fileRequestUrl(appUrl, row.slug),
    title: row.title,
    message: row.message,
    hasPassword: row.password_hash !== null,
    expiresAt: row.expires_at,
    maxFiles: nullableNumber(row.max_files),
    maxTotalSize: nullableNumber(row.max_total_size),
    allowedTypes: readAllowedTypes(row.allowed_types),
    requireName: row.require_name,
    showUploads: row.show_uploads,
    isActive: row.is_active,
    albumId: row.album_id,
    uploadCount: row.upload_count,
    totalSize: row.upload_bytes,
    lastUploadAt: row.last_upload_at,
    newUploads: row.new_uploads,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
