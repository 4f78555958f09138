import { useCallback, useState } from 'react';
import type { LibraryView } from '../../lib/library-address.ts';

const KEY = 'library-view';

function readView(): LibraryView {
  try {
    return localStorage.getItem(KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Grid or list, remembered for the next visit (a place's address may name its own, see library-address.ts). */
export function useLibraryView(): [LibraryView, (view: LibraryView) => void] {
  const [view, setView] = useState<LibraryView>(readView);
  const change = useCallback((next: LibraryView) => {
    setView(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Not remembered, still applied.
    }
  }, []);
  return [view, change];
}
