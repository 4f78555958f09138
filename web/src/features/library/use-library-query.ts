import { useSearchParams } from 'react-router';
import { fromSearchParams, toSearchParams, type LibraryQueryState } from '../../lib/library-address.ts';
import { libraryQueryReducer, type LibraryQueryAction } from './library-query.ts';

/**
 * The library's page, search, category and sort, kept in the address bar: Back from the player and a reload return
 * to the same place. Each change is a history entry, except typing in the search box, which replaces the last one.
 */
export function useLibraryQuery(): [LibraryQueryState, (action: LibraryQueryAction) => void] {
  const [params, setParams] = useSearchParams();
  const query = fromSearchParams(params);
  const dispatch = (action: LibraryQueryAction) => {
    const next = libraryQueryReducer(query, action);
    if (next === query) return;
    setParams(toSearchParams(next), { replace: action.type === 'search' });
  };
  return [query, dispatch];
}
