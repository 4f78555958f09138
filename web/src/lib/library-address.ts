import { CATEGORIES, type Category } from '@vaultbox/common/media-category.ts';
import type { MediaListQuery } from '@vaultbox/common/schemas/media.ts';
import { MEDIA_SORT_KEYS, type MediaSortKey } from '@vaultbox/common/media-fields.ts';
import { LIBRARY_PAGE_SIZE } from '@vaultbox/common/constants.ts';

// The library's place (page, search, category, sort, grid or list) lives in the address bar. The player carries it in its own
// query, so its previous/next walk the same list and Back returns to the same place: both screens read it here.

export type SortOrder = 'asc' | 'desc';

export const LIBRARY_VIEWS = ['grid', 'list'] as const;
export type LibraryView = (typeof LIBRARY_VIEWS)[number];

export interface LibraryQueryState {
  page: number;
  search: string;
  category: Category | null;
  sortBy: MediaSortKey;
  sortOrder: SortOrder;
  /** The album filter: only this album's files (docs/product.md, Albums). */
  albumId: string | null;
  /** Grid or list as chosen on this place; null: not chosen here, the screen uses the remembered one. */
  view: LibraryView | null;
}

export const initialLibraryQuery: LibraryQueryState = {
  page: 1,
  search: '',
  category: null,
  sortBy: 'createdAt',
  sortOrder: 'desc',
  albumId: null,
  view: null,
};

/** A new key starts in the order people expect of it: names A to Z, everything else newest or largest first. */
export function defaultOrderFor(key: MediaSortKey): SortOrder {
  return key === 'filename' ? 'asc' : 'desc';
}

/** The GET /api/media query of a state. */
export function toListQuery(state: LibraryQueryState, limit = LIBRARY_PAGE_SIZE): Partial<MediaListQuery> {
  return {
    page: state.page,
    limit,
    search: state.search.trim() || undefined,
    category: state.category ?? undefined,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
    albumId: state.albumId ?? undefined,
  };
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/**
 * The library's state from the address bar (`/library?page=3&sortBy=size`), so Back from the player and a reload
 * return to the same place. Anything missing or not understood falls back to the default.
 */
export function fromSearchParams(params: URLSearchParams): LibraryQueryState {
  const page = Number(params.get('page'));
  const sortBy = oneOf(MEDIA_SORT_KEYS, params.get('sortBy')) ?? initialLibraryQuery.sortBy;
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    search: params.get('search') ?? '',
    category: oneOf(CATEGORIES, params.get('category')),
    sortBy,
    sortOrder: oneOf(['asc', 'desc'] as const, params.get('sortOrder')) ?? defaultOrderFor(sortBy),
    albumId: params.get('albumId') || null,
    view: oneOf(LIBRARY_VIEWS, params.get('view')),
  };
}

/** The address-bar form of a state: only what differs from the defaults, so a plain /library stays plain. */
export function toSearchParams(state: LibraryQueryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.search.trim()) params.set('search', state.search);
  if (state.category) params.set('category', state.category);
  if (state.sortBy !== initialLibraryQuery.sortBy) params.set('sortBy', state.sortBy);
  if (state.sortOrder !== defaultOrderFor(state.sortBy)) params.set('sortOrder', state.sortOrder);
  if (state.albumId) params.set('albumId', state.albumId);
  if (state.view) params.set('view', state.view);
  return params;
}

function withQuery(path: string, params: URLSearchParams): string {
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The library at this place: where Back and Escape in the player go. */
export function libraryPath(state: LibraryQueryState): string {
  return withQuery('/library', toSearchParams(state));
}

/** A file in the player, walking the library list of this place; `edit` opens the details editor. */
export function playerPath(id: string, state: LibraryQueryState, options: { edit?: boolean } = {}): string {
  const params = toSearchParams(state);
  if (options.edit) params.set('edit', 'true');
  return withQuery(`/player/${encodeURIComponent(id)}`, params);
}
