import { THUMBNAIL_SIZES, type ThumbnailSize } from '@vaultbox/common/schemas/media.ts';

// Thumbnails and copies have no table: each is its own blob whose key derives from the file's storage key, and whose
// chunks are bound to a distinct id, so one can never be served in place of another or of the file.

const DERIVED_SUFFIX = /-(thumb-(small|medium|large)|preview|stripped)$/;

export function thumbnailKey(storageKey: string, size: ThumbnailSize): string {
  return `${storageKey}-thumb-${size}`;
}

/** The id bound into the chunks of a thumbnail blob (the file itself is bound to its media id). */
export function thumbnailBlobId(mediaId: string, size: ThumbnailSize): string {
  return `${mediaId}.thumb-${size}`;
}

/** Which copy of a file: the browser-viewable one, or the one without location and camera data. */
export type CopyKind = 'preview' | 'stripped';

export function copyKey(storageKey: string, kind: CopyKind): string {
  return `${storageKey}-${kind}`;
}

export function copyBlobId(mediaId: string, kind: CopyKind): string {
  return `${mediaId}.${kind}`;
}

/** Every blob that belongs to a file besides the file itself: deleted with it. */
export function derivedKeys(storageKey: string): string[] {
  return [
    ...THUMBNAIL_SIZES.map((size) => thumbnailKey(storageKey, size)),
    copyKey(storageKey, 'preview'),
    copyKey(storageKey, 'stripped'),
  ];
}

/** The storage key a blob belongs to: its own key, or the file's key for a thumbnail or a copy. */
export function ownerStorageKey(blobKey: string): string {
  return blobKey.replace(DERIVED_SUFFIX, '');
}
