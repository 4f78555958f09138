import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../control-characters.ts';
import { dataResponse, idField } from './common.ts';
import { BULK_IDS_MAX, DESCRIPTION_MAX, TITLE_MAX } from './media.ts';
import { pagedDataResponse, pageParams, searchParam } from './paging.ts';

/**
 * Albums (docs/product.md, Albums): a user's named groups of their own files. A file may be in many albums; removing
 * a file from an album, or deleting the album, never deletes the file. 'manual' keeps the order the owner set
 * (positions), 'date' orders by the file's upload date, newest first.
 */
export const ALBUM_ORDERS = ['manual', 'date'] as const;
export type AlbumOrder = (typeof ALBUM_ORDERS)[number];
export const ALBUMS_PER_USER_MAX = 1000;
export const ALBUM_FILES_MAX = 50_000;

export const albumSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  order: z.enum(ALBUM_ORDERS),
  /** The file whose thumbnail stands for the album: the one the owner chose, else the album's first; null if empty. */
  coverMediaId: z.string().nullable(),
  fileCount: z.number(),
  totalSize: z.number(),
  /**
   * Set for the album a file request fills (docs/product.md, File requests): its files came from outside. Null for
   * albums the owner made.
   */
  fileRequestId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Album = z.infer<typeof albumSchema>;

const withoutControls = (text: z.ZodString) =>
  text.refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE);
const albumName = withoutControls(
  z
    .string({ error: 'Album name must be text' })
    .trim()
    .min(1, 'Album name is required')
    .max(TITLE_MAX, `Album name must be at most ${TITLE_MAX} characters`),
);
const albumDescription = withoutControls(
  z
    .string({ error: 'Description must be text' })
    .trim()
    .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
);
const albumOrder = z.enum(ALBUM_ORDERS, { error: 'Order must be manual or date' });
const mediaIds = z
  .array(idField, { error: 'File ids must be a list' })
  .min(1, 'Choose at least one file')
  .max(BULK_IDS_MAX, `At most ${BULK_IDS_MAX} files at once`);

export const createAlbumRequest = z.strictObject({
  name: albumName,
  description: albumDescription.default(''),
  order: albumOrder.default('date'),
  /** Files to put in the new album at once (the library's bulk action, the upload screen). */
  mediaIds: mediaIds.optional(),
});
export type CreateAlbumRequest = z.input<typeof createAlbumRequest>;

export const updateAlbumRequest = z.strictObject({
  name: albumName.optional(),
  description: albumDescription.optional(),
  order: albumOrder.optional(),
  /** Null: the album's first file stands for it again. The file must be in the album (else 400). */
  coverMediaId: idField.nullable().optional(),
});
export type UpdateAlbumRequest = z.infer<typeof updateAlbumRequest>;

/** POST /api/albums/{id}/files adds (files already in it are skipped); DELETE with the same body removes. */
export const albumFilesRequest = z.strictObject({ mediaIds });
export type AlbumFilesRequest = z.infer<typeof albumFilesRequest>;
export const albumFilesResponse = dataResponse({ changed: z.number(), album: albumSchema });
export type AlbumFilesResponse = z.infer<typeof albumFilesResponse>;

/** PUT /api/albums/{id}/order: the album's files in their new manual order (every file of the album, once). */
export const albumOrderRequest = z.strictObject({
  mediaIds: z
    .array(idField, { error: 'File ids must be a list' })
    .max(ALBUM_FILES_MAX, `At most ${ALBUM_FILES_MAX} files`),
});
export type AlbumOrderRequest = z.infer<typeof albumOrderRequest>;

export const albumListQuery = z.object({ ...pageParams(), search: searchParam });
export type AlbumListQuery = z.infer<typeof albumListQuery>;
/** GET /api/albums/{id}/files: a page of the album's files in its order, answered as the library's mediaListResponse. */
export const albumFilesQuery = z.object({ ...pageParams() });
export type AlbumFilesQuery = z.infer<typeof albumFilesQuery>;
export const albumListResponse = pagedDataResponse('albums', albumSchema);
export type AlbumListResponse = z.infer<typeof albumListResponse>;
export const albumResponse = dataResponse({ album: albumSchema });
export type AlbumResponse = z.infer<typeof albumResponse>;

/** GET /api/media/{id}/albums: the albums a file is in (the player's "In albums" and its add/remove menu). */
export const mediaAlbumsResponse = dataResponse({ albums: z.array(albumSchema.pick({ id: true, name: true })) });
export type MediaAlbumsResponse = z.infer<typeof mediaAlbumsResponse>;
