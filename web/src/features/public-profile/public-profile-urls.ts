import type { ThumbnailSize } from '@vaultbox/common/schemas/media.ts';

// The addresses of a public profile's files (docs/product.md, Public profile): anonymous GETs, so an img, a video or
// a plain link asks for them directly.

const name = (username: string) => encodeURIComponent(username);
const id = (fileId: string) => encodeURIComponent(fileId);

export const publicThumbnailUrl = (username: string, fileId: string, size: ThumbnailSize = 'medium') =>
  `/api/u/${name(username)}/files/${id(fileId)}/thumbnail?size=${size}`;
export const publicPreviewUrl = (username: string, fileId: string) =>
  `/api/u/${name(username)}/files/${id(fileId)}/preview`;
export const publicDownloadUrl = (username: string, fileId: string) =>
  `/api/u/${name(username)}/files/${id(fileId)}/download`;

/** The page number in the address (?page=), 1 when absent or not a whole number above 0. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
