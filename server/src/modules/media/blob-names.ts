import { THUMBNAIL_SIZES, type ThumbnailSize } from '@vaultbox/common/schemas/media.ts';

// Thumbnails have no table: each size is its own blob whose key derives from the file's storage key, and whose
// chunks are bound to a distinct id, so one size can never be served in place of another or of the file.

const THUMB_SUFFIX = /-thumb-(small|medium|large)$/;

export function thumbnailKey(storageKey: string, size: ThumbnailSize): string {
  return `${storageKey}-thumb-${size}`;
}

export function thumbnailKeys(storageKey: string): string[] {
  return THUMBNAIL_SIZES.map((size) => thumbnailKey(storageKey, size));
}

/** The id bound into the chunks of a thumbnail blob (the file itself is bound to its media id). */
export function thumbnailBlobId(mediaId: string, size: ThumbnailSize): string {
  return `${mediaId}.thumb-${size}`;
}

/** The storage key a blob belongs to: its own key, or the file's key for a thumbnail. */
export function ownerStorageKey(blobKey: string): string {
  return blobKey.replace(THUMB_SUFFIX, '');
}
