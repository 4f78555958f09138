// An album screen's place (/albums/{id}?page=3). The player opened from it carries it as ?album={id}&page=3, so its
// previous/next walk the album's files in the album's order and Back returns to the same page of the album.

export interface AlbumPlace {
  albumId: string;
  page: number;
}

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The album screen's page from its address; anything not understood is page 1. */
export function albumPageFromParams(params: URLSearchParams): number {
  return pageOf(params);
}

/** The album the player was opened from, or null when it was opened from the library. */
export function albumPlaceFromParams(params: URLSearchParams): AlbumPlace | null {
  const albumId = params.get('album');
  return albumId ? { albumId, page: pageOf(params) } : null;
}

/** The album screen at this place: where Back and Escape in the player go. */
export function albumScreenPath(place: AlbumPlace): string {
  const path = `/albums/${encodeURIComponent(place.albumId)}`;
  return place.page > 1 ? `${path}?page=${place.page}` : path;
}

/** A file in the player, walking the album's files from this place; `edit` opens the details editor. */
export function albumPlayerPath(id: string, place: AlbumPlace, options: { edit?: boolean } = {}): string {
  const params = new URLSearchParams({ album: place.albumId });
  if (place.page > 1) params.set('page', String(place.page));
  if (options.edit) params.set('edit', 'true');
  return `/player/${encodeURIComponent(id)}?${params.toString()}`;
}
