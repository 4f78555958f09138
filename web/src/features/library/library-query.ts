import type { Category } from '@vaultbox/common/media-category.ts';
import type { MediaSortKey } from '@vaultbox/common/schemas/media.ts';
import {
  defaultOrderFor,
  initialLibraryQuery,
  type LibraryQueryState,
  type LibraryView,
} from '../../lib/library-address.ts';
import { withFilter } from '../../lib/with-filter.ts';

export type LibraryQueryAction =
  | { type: 'search'; search: string }
  | { type: 'category'; category: Category | null }
  | { type: 'sort'; sortBy: MediaSortKey }
  | { type: 'album'; albumId: string | null }
  | { type: 'page'; page: number }
  | { type: 'view'; view: LibraryView }
  | { type: 'clearFilters' };

/** Changing search, category or sort resets the page to 1; clicking the active sort flips the order. */
export function libraryQueryReducer(state: LibraryQueryState, action: LibraryQueryAction): LibraryQueryState {
  switch (action.type) {
    case 'search':
      return withFilter(state, 'search', action.search);
    case 'category':
      return withFilter(state, 'category', action.category);
    case 'album':
      return withFilter(state, 'albumId', action.albumId);
    case 'sort':
      return action.sortBy === state.sortBy
        ? { ...state, sortOrder: state.sortOrder === 'asc' ? 'desc' : 'asc', page: 1 }
        : { ...state, sortBy: action.sortBy, sortOrder: defaultOrderFor(action.sortBy), page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(action.page)) };
    case 'view':
      // The same files laid out differently: the page stays.
      return state.view === action.view ? state : { ...state, view: action.view };
    case 'clearFilters':
      return { ...state, search: '', category: null, albumId: null, page: 1 };
  }
}

export function hasActiveFilters(state: LibraryQueryState): boolean {
  return state.search.trim() !== '' || state.category !== null || state.albumId !== null;
}

/** Whether the filter panel holds a choice of its own (a category, a sort), which folded away it would hide. */
export function hasPanelChoices(state: LibraryQueryState): boolean {
  return (
    state.category !== null ||
    state.albumId !== null ||
    state.sortBy !== initialLibraryQuery.sortBy ||
    state.sortOrder !== defaultOrderFor(state.sortBy)
  );
}
