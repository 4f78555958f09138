import { useLayoutEffect, useRef, useState } from 'react';

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
 * 300 ms, so a list is not fetched per key. `clear` empties the box and drops a search still waiting. `current` is
 * the search in effect (one kept in the address bar): the box starts with it and shows it again when it changes
 * without the box, as Back does.
 */
export function useSearchInput(onSearch: (search: string) => void, current = '') {
  const [input, setInput] = useState(current);
  const [shown, setShown] = useState(current);
  if (current !== shown) {
    setShown(current);
    setInput(current);
  }
  const [debounce] = useState(() => debouncer(SEARCH_DEBOUNCE_MS));
  // The waiting search runs the newest onSearch: the one of the render it was typed in would build on the state of
  // then, and drop a category or sort clicked while the typing paused.
  const latest = useRef(onSearch);
  useLayoutEffect(() => {
    latest.current = onSearch;
  });
  const change = (value: string) => {
    setInput(value);
    debounce.schedule(() => latest.current(value));
  };
  const clear = () => {
    debounce.cancel();
    setInput('');
  };
  return { input, change, clear };
}
