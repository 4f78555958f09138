/** A list's state with one filter set: a new value starts again from page 1, the same value changes nothing. */
export function withFilter<S extends { page: number }, K extends Exclude<keyof S, 'page'>>(
  state: S,
  key: K,
  value: S[K],
): S {
  return value === state[key] ? state : { ...state, [key]: value, page: 1 };
}
