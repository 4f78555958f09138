import { useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

/** Runs the last scheduled call once `delayMs` have passed without another one; `cancel` drops the waiting call. */
export function debouncer(delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule(run: () => void) {
      clearTimeout(timer);
      timer = setTimeout(run, delayMs);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}

/**
 * A search box's text, shown as typed, and the search it stands for: `onSearch` runs once the typing has paused for
 * 300 ms, so a list is not fetched per key. `clear` empties the box and drops a search still waiting. `initial` is
 * the search the box starts with (one kept in the address bar).
 */
export function useSearchInput(onSearch: (search: string) => void, initial = '') {
  const [input, setInput] = useState(initial);
  const [debounce] = useState(() => debouncer(SEARCH_DEBOUNCE_MS));
  const change = (value: string) => {
    setInput(value);
    debounce.schedule(() => onSearch(value));
  };
  const clear = () => {
    debounce.cancel();
    setInput('');
  };
  return { input, change, clear };
}
