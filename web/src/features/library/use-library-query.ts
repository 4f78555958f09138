import { useSearchParams } from 'react-router';
import { fromSearchParams, toSearchParams, type LibraryQueryState } from '../../lib/library-address.ts';
import { libraryQueryReducer, type LibraryQueryAction } from './library-query.ts';

/**
 * The library's page, search, category, sort and view, kept in the address bar: Back from the player and a reload return
 * to the same place. Each change is a history entry, except typing in the search box and switching grid and list,
 * which replace the last one.
 */
export function useLibraryQuery(): [LibraryQueryState, (action: LibraryQueryAction) => void] {
  const [params, setParams] = useSearchParams();
  const query = fromSearchParams(params);
  const dispatch = (action: LibraryQueryAction) => {
    const next = libraryQueryReducer(query, action);
    if (next === query) return;
    // At once, not in a transition: the address would change before the screen, and a click in between would build
    // on the old state and drop this change (a sort lost on the way to page 3).
    // Grid or list is how the place looks, not a new place: it replaces the entry too.
    setParams(toSearchParams(next), { replace: action.type === 'search' || action.type === 'view', flushSync: true });
  };
  return [query, dispatch];
}
