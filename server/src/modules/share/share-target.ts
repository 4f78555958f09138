import type { CreateShareRequest } from '@vaultbox/common/schemas/share.ts';
import { stripsMetadataByDefault } from '@vaultbox/common/strippable-types.ts';
import type { Db } from '../../db/database.ts';
import type { MediaFileRow } from '../../db/tables.ts';
import { AppError, notFoundError, orNotFound } from '../../errors.ts';
import { findAlbumOfUser } from '../../repos/album.repo.ts';
import { findMediaFilesOfUser, findMediaOfUser } from '../../repos/media.repo.ts';

/** What a new link points at (docs/product.md, Multi-file shares), checked to be the caller's. */
export interface ShareTarget {
  kind: 'file' | 'album' | 'selection';
  mediaId: string | null;
  albumId: string | null;
  /** A selection's page title; null for the others (their page shows the file's title or the album's name). */
  title: string | null;
  /** A selection's files, in the order chosen. */
  itemIds: string[];
  /** The files whose copy without metadata is queued now when the link strips it (an album's are made on demand). */
  files: MediaFileRow[];
  /** What the activity list names. */
  name: string;
  stripsByDefault: boolean;
}

export const titleNotAllowedError = () =>
  new AppError('VALIDATION_ERROR', 'title: Only a link to several chosen files has a title of its own');

/**
 * Only the owner of a file or album may share it: someone else's file is as unknown as a missing one (404), someone
 * else's album is 404 ALBUM_NOT_FOUND. A selection keeps the order given and ignores repeated ids; multi-file links
 * strip metadata unless asked not to (each item that cannot be stripped is withheld on its own).
 */
export async function shareTargetOf(db: Db, userId: string, input: CreateShareRequest): Promise<ShareTarget> {
  if (input.mediaFileIds !== undefined) {
    const ids = [...new Set(input.mediaFileIds)];
    const files = await findMediaFilesOfUser(db, userId, ids);
    if (files.length !== ids.length) throw notFoundError();
    const title = input.title ?? (ids.length === 1 ? '1 file' : `${ids.length} files`);
    const byId = new Map(files.map((file) => [file.id, file]));
    const ordered = ids.map((id) => byId.get(id)).filter((file) => file !== undefined);
    const base = { kind: 'selection' as const, mediaId: null, albumId: null, title, itemIds: ids, files: ordered };
    return { ...base, name: title, stripsByDefault: true };
  }
  if (input.title !== undefined) throw titleNotAllowedError();
  if (input.albumId !== undefined) {
    const album = await findAlbumOfUser(db, userId, input.albumId);
    if (!album) throw new AppError('ALBUM_NOT_FOUND');
    const base = { kind: 'album' as const, mediaId: null, albumId: album.id, title: null, itemIds: [], files: [] };
    return { ...base, name: album.name, stripsByDefault: true };
  }
  const media = orNotFound(await findMediaOfUser(db, userId, input.mediaFileId ?? ''));
  const base = { kind: 'file' as const, mediaId: media.id, albumId: null, title: null, itemIds: [], files: [media] };
  return { ...base, name: media.original_name, stripsByDefault: stripsMetadataByDefault(media.mime_type) };
}
