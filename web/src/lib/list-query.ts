import { withFilter } from './with-filter.ts';

type FilterKey<S> = Exclude<keyof S, 'page'>;

/**
 * What a paged list with filters is told: another page, one filter set (named by its key, as in
 * `{ type: 'status', status: 'active' }`), or every filter cleared.
 */
export type ListQueryAction<S extends { page: number }> =
  { type: 'page'; page: number } | { type: 'clear' } | { [K in FilterKey<S>]: { type: K } & Pick<S, K> }[FilterKey<S>];

/**
 * The reducer of such a list, starting from `initial`: the page never goes below 1, a new filter value starts again
 * from page 1 (the same value changes nothing), and clearing goes back to `initial`.
 */
export function listQueryReducer<S extends { page: number }>(initial: S) {
  return (state: S, action: ListQueryAction<S>): S => {
    if ('page' in action) return { ...state, page: Math.max(1, action.page) };
    if (action.type === 'clear') return initial;
    const key = action.type as FilterKey<S>;
    return withFilter<S, FilterKey<S>>(state, key, (action as Pick<S, FilterKey<S>>)[key]);
  };
}
