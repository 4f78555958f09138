import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MAX_PAGE_LIMIT } from '@vaultbox/common/constants.ts';
import type {
  Album,
  AlbumFilesResponse,
  AlbumListQuery,
  AlbumListResponse,
  AlbumResponse,
  CreateAlbumRequest,
  MediaAlbumsResponse,
} from '@vaultbox/common/schemas/albums.ts';
import { apiRequest } from './api-client.ts';
import { mediaKeys } from './media-cache.ts';

// Albums are filled from the library, the player and the upload screen, and walked by the player: the calls those
// features share, and the cache keys, live here (the album screens' own calls are in features/albums/api/).

export const albumKeys = {
  all: ['albums'] as const,
  list: (query: Partial<AlbumListQuery>) => ['albums', 'list', query] as const,
  detail: (id: string) => ['albums', 'detail', id] as const,
  /** Under the library's lists: an edited or deleted file refreshes album pages too, and the player finds it there. */
  files: (id: string, query: { page: number; limit: number }) => [...mediaKeys.lists, 'album', id, query] as const,
  ofMedia: (mediaId: string) => ['albums', 'of-media', mediaId] as const,
};

const albumPath = (id: string) => `/albums/${encodeURIComponent(id)}`;

/**
 * After an album or its files changed: every album list, album page and "in albums" list is stale, and so are the
 * library pages filtered by an album.
 */
export async function refreshAfterAlbumChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: albumKeys.all }),
    queryClient.invalidateQueries({ queryKey: mediaKeys.lists }),
  ]);
}

export async function fetchAlbums(query: Partial<AlbumListQuery>, signal?: AbortSignal) {
  const res = await apiRequest<AlbumListResponse>('/albums', { query, signal });
  return res.data;
}

/** GET /api/albums: a page of the user's albums, with an optional search. */
export function useAlbums(query: Partial<AlbumListQuery>, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: albumKeys.list(query),
    queryFn: ({ signal }) => fetchAlbums(query, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/**
 * Every album of the user (at most ALBUMS_PER_USER_MAX): the first page, then the others at once. A picker offers them
 * all, not only the first page.
 */
export async function fetchAllAlbums(signal?: AbortSignal): Promise<Album[]> {
  const first = await fetchAlbums({ page: 1, limit: MAX_PAGE_LIMIT }, signal);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) =>
      fetchAlbums({ page: i + 2, limit: MAX_PAGE_LIMIT }, signal),
    ),
  );
  return [first, ...rest].flatMap((page) => page.albums);
}

/** The albums a picker offers (the library's filter, the upload screen, "Add to album"): all of them. */
export function useAlbumChoices(options: { enabled?: boolean } = {}) {
  const list = useQuery({
    queryKey: [...albumKeys.all, 'choices'] as const,
    queryFn: ({ signal }) => fetchAllAlbums(signal),
    enabled: options.enabled ?? true,
  });
  return { ...list, albums: list.data ?? [] };
}

export async function createAlbum(body: CreateAlbumRequest): Promise<Album> {
  const res = await apiRequest<AlbumResponse>('/albums', { method: 'POST', body });
  return res.data.album;
}

/** POST /api/albums (with files to put in it at once, when given). */
export function useCreateAlbum() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAlbum, onSuccess: () => refreshAfterAlbumChange(queryClient) });
}

export interface AlbumFilesChange {
  albumId: string;
  mediaIds: string[];
}

/** POST /api/albums/{id}/files: files already in the album are skipped. */
export async function addToAlbum({ albumId, mediaIds }: AlbumFilesChange): Promise<AlbumFilesResponse['data']> {
  const res = await apiRequest<AlbumFilesResponse>(`${albumPath(albumId)}/files`, {
    method: 'POST',
    body: { mediaIds },
  });
  return res.data;
}

/** DELETE /api/albums/{id}/files: out of the album, never out of the library. */
export async function removeFromAlbum({ albumId, mediaIds }: AlbumFilesChange): Promise<AlbumFilesResponse['data']> {
  const res = await apiRequest<AlbumFilesResponse>(`${albumPath(albumId)}/files`, {
    method: 'DELETE',
    body: { mediaIds },
  });
  return res.data;
}

export function useAddToAlbum() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addToAlbum, onSettled: () => refreshAfterAlbumChange(queryClient) });
}

export function useRemoveFromAlbum() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeFromAlbum, onSettled: () => refreshAfterAlbumChange(queryClient) });
}

/** GET /api/media/{id}/albums: the albums a file is in (the player's "In albums"). */
export function useMediaAlbums(mediaId: string) {
  return useQuery({
    queryKey: albumKeys.ofMedia(mediaId),
    queryFn: async ({ signal }) =>
      (await apiRequest<MediaAlbumsResponse>(`/media/${encodeURIComponent(mediaId)}/albums`, { signal })).data.albums,
  });
}
