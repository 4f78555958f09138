import { useCallback, useState } from 'react';

export type AlbumView = 'grid' | 'list';

const KEY = 'album-view';

function readView(): AlbumView {
  try {
    return localStorage.getItem(KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Grid or list on an album screen, remembered for the next visit. */
export function useAlbumView(): [AlbumView, (view: AlbumView) => void] {
  const [view, setView] = useState<AlbumView>(readView);
  const change = useCallback((next: AlbumView) => {
    setView(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Not remembered, still applied.
    }
  }, []);
  return [view, change];
}
