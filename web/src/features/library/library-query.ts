import { CATEGORIES, type Category } from '@vaultbox/common/media-category.ts';
import { MEDIA_SORT_KEYS, type MediaListQuery, type MediaSortKey } from '@vaultbox/common/schemas/media.ts';
import { LIBRARY_PAGE_SIZE } from '@vaultbox/common/constants.ts';
import { withFilter } from '../../lib/with-filter.ts';

export type SortOrder = 'asc' | 'desc';

export interface LibraryQueryState {
  page: number;
  search: string;
  category: Category | null;
  sortBy: MediaSortKey;
  sortOrder: SortOrder;
}

export const initialLibraryQuery: LibraryQueryState = {
  page: 1,
  search: '',
  category: null,
  sortBy: 'createdAt',
  sortOrder: 'desc',
};

export type LibraryQueryAction =
  | { type: 'search'; search: string }
  | { type: 'category'; category: Category | null }
  | { type: 'sort'; sortBy: MediaSortKey }
  | { type: 'page'; page: number }
  | { type: 'clearFilters' };

/** A new key starts in the order people expect of it: names A to Z, everything else newest or largest first. */
export function defaultOrderFor(key: MediaSortKey): SortOrder {
  return key === 'filename' ? 'asc' : 'desc';
}

/** SPEC §4 Library: changing search, category or sort resets the page to 1; clicking the active sort flips the order. */
export function libraryQueryReducer(state: LibraryQueryState, action: LibraryQueryAction): LibraryQueryState {
  switch (action.type) {
    case 'search':
      return withFilter(state, 'search', action.search);
    case 'category':
      return withFilter(state, 'category', action.category);
    case 'sort':
      return action.sortBy === state.sortBy
        ? { ...state, sortOrder: state.sortOrder === 'asc' ? 'desc' : 'asc', page: 1 }
        : { ...state, sortBy: action.sortBy, sortOrder: defaultOrderFor(action.sortBy), page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(action.page)) };
    case 'clearFilters':
      return { ...state, search: '', category: null, page: 1 };
  }
}

export function hasActiveFilters(state: LibraryQueryState): boolean {
  return state.search.trim() !== '' || state.category !== null;
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
  return params;
}
