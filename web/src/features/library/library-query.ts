import type { Category } from '@vaultbox/common/media-category.ts';
import type { MediaListQuery, MediaSortKey } from '@vaultbox/common/schemas/media.ts';
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
