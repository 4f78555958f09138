import type {
  Album,
  AlbumFilesQuery,
  AlbumListQuery,
  CreateAlbumRequest,
  UpdateAlbumRequest,
} from '@vaultbox/common/schemas/albums.ts';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { pageFactsOf, type PageFacts } from '@vaultbox/common/schemas/paging.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFoundError } from '../../errors.ts';
import { toMediaDto } from '../../domain/media/media-view.ts';
import {
  addAlbumFiles,
  albumFilesPage,
  albumsOfMedia,
  allAlbumFileIds,
  isInAlbum,
  removeAlbumFiles,
  setAlbumFilesOrder,
} from '../../repos/album-files.repo.ts';
import {
  deleteAlbumOfUser,
  findAlbumOfUser,
  insertAlbum,
  listAlbumsOfUser,
  updateAlbumOfUser,
  type AlbumPatch,
} from '../../repos/album.repo.ts';
import { findMediaOfUser } from '../../repos/media.repo.ts';
import { toAlbumDto } from './album-view.ts';

export type AlbumPageResult = { albums: Album[] } & PageFacts;
export type AlbumFilesPageResult = { files: MediaFile[] } & PageFacts;

const albumNotFound = () => new AppError('ALBUM_NOT_FOUND');

/**
 * A user's albums (docs/product.md, Albums). Every call is scoped to `userId`: another user's album is 404
 * ALBUM_NOT_FOUND, and another user's file ids are ignored where files are added or removed (as if absent).
 */
export function createAlbumsService(ctx: AppContext) {
  const { db } = ctx;

  async function get(userId: string, id: string): Promise<Album> {
    const row = await findAlbumOfUser(db, userId, id);
    if (!row) throw albumNotFound();
    return toAlbumDto(row);
  }

  async function list(userId: string, query: AlbumListQuery): Promise<AlbumPageResult> {
    const { rows, total } = await listAlbumsOfUser(db, userId, { ...query, search: query.search || undefined });
    return { albums: rows.map(toAlbumDto), ...pageFactsOf(query, total) };
  }

  /** The album and, at once, the files it starts with (the user's own among `mediaIds`). */
  async function create(userId: string, input: CreateAlbumRequest): Promise<Album> {
    const id = await db.transaction().execute(async (trx) => {
      const albumId = await insertAlbum(trx, {
        user_id: userId,
        name: input.name,
        description: input.description ?? '',
        sort_order: input.order ?? 'date',
      });
      if (input.mediaIds) await addAlbumFiles(trx, userId, albumId, input.mediaIds);
      return albumId;
    });
    return get(userId, id);
  }

  /** A cover must be a file of the album (checked in the same transaction as the change). */
  async function update(userId: string, id: string, input: UpdateAlbumRequest): Promise<Album> {
    const patch: AlbumPatch = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.order !== undefined && { sort_order: input.order }),
      ...(input.coverMediaId !== undefined && { cover_media_id: input.coverMediaId }),
    };
    await db.transaction().execute(async (trx) => {
      if (!(await findAlbumOfUser(trx, userId, id))) throw albumNotFound();
      if (input.coverMediaId && !(await isInAlbum(trx, userId, id, input.coverMediaId))) {
        throw new AppError('VALIDATION_ERROR', 'The cover must be one of the files in this album.');
      }
      await updateAlbumOfUser(trx, userId, id, patch);
    });
    return get(userId, id);
  }

  /** The album goes; its files stay in the library (and in their other albums). */
  async function remove(userId: string, id: string): Promise<void> {
    if (!(await deleteAlbumOfUser(db, userId, id))) throw albumNotFound();
  }

  async function files(userId: string, id: string, query: AlbumFilesQuery): Promise<AlbumFilesPageResult> {
    const album = await get(userId, id);
    const rows = await albumFilesPage(db, userId, id, album.order, query);
    return { files: rows.map(toMediaDto), ...pageFactsOf(query, album.fileCount) };
  }

  /** Answers how many files were added (those already in it, or not the user's, are skipped) and the album. */
  async function addFiles(userId: string, id: string, mediaIds: string[]): Promise<{ changed: number; album: Album }> {
    await get(userId, id);
    const changed = await addAlbumFiles(db, userId, id, mediaIds);
    return { changed, album: await get(userId, id) };
  }

  async function removeFiles(
    userId: string,
    id: string,
    mediaIds: string[],
  ): Promise<{ changed: number; album: Album }> {
    await get(userId, id);
    const changed = await removeAlbumFiles(db, userId, id, mediaIds);
    return { changed, album: await get(userId, id) };
  }

  /** A new manual order names every file of the album once; the album is in manual order from then on. */
  async function setOrder(userId: string, id: string, mediaIds: string[]): Promise<Album> {
    await db.transaction().execute(async (trx) => {
      if (!(await findAlbumOfUser(trx, userId, id))) throw albumNotFound();
      const inAlbum = await allAlbumFileIds(trx, userId, id);
      const named = new Set(mediaIds);
      if (named.size !== mediaIds.length || named.size !== inAlbum.size || mediaIds.some((m) => !inAlbum.has(m))) {
        throw new AppError(
          'VALIDATION_ERROR',
          'The new order must list every file of the album exactly once. Reload the album and try again.',
        );
      }
      await setAlbumFilesOrder(trx, userId, id, mediaIds);
      await updateAlbumOfUser(trx, userId, id, { sort_order: 'manual' });
    });
    return get(userId, id);
  }

  /** The user's albums that hold the file; a file that is not the user's is 404. */
  async function albumsOfFile(userId: string, mediaId: string): Promise<{ id: string; name: string }[]> {
    if (!(await findMediaOfUser(db, userId, mediaId))) throw notFoundError();
    return albumsOfMedia(db, userId, mediaId);
  }

  return { list, create, get, update, remove, files, addFiles, removeFiles, setOrder, albumsOfFile };
}

export type AlbumsService = ReturnType<typeof createAlbumsService>;
