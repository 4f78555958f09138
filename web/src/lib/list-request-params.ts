/** The state of a paged list with a search box, and filters whose 'all' means no filter. */
interface SearchedListState {
  page: number;
  search: string;
}

type FilterKey<S> = Exclude<keyof S, 'page' | 'search'>;

export type ListRequestParams<S> = { page: number; limit: number; search?: string } & {
  [K in FilterKey<S>]?: Exclude<S[K], 'all'>;
};

/** A list's state as request parameters: the search trimmed, an empty search and a filter on 'all' left out. */
export function listRequestParams<S extends SearchedListState>(state: S, limit: number): ListRequestParams<S> {
  const { page, search, ...filters } = state;
  const params: Record<string, unknown> = { page, limit };
  if (search.trim()) params.search = search.trim();
  for (const [key, value] of Object.entries(filters)) if (value !== 'all') params[key] = value;
  return params as ListRequestParams<S>;
}

/** Whether a search or a filter narrows the list: an empty one then says 'no matches' and offers to clear them. */
export function isListFiltered(state: SearchedListState): boolean {
  return Object.keys(listRequestParams(state, 0)).some((key) => key !== 'page' && key !== 'limit');
}
