import type { Album } from '@vaultbox/common/schemas/albums.ts';
import type { AlbumWithCover } from '../../repos/album.repo.ts';

/** The contract's Album: the cover is the chosen one, else the album's first file (null when it is empty). */
export function toAlbumDto(row: AlbumWithCover): Album {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    order: row.sort_order,
    coverMediaId: row.cover_id,
    fileCount: Number(row.file_count),
    totalSize: Number(row.total_size),
    fileRequestId: row.file_request_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
