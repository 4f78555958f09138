import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Listens to every key pressed on the page while the component is shown. The listener is added once; it always runs
 * the latest `onKey`, so the handler may use the render's current state. The latest is kept as the render is put on
 * the page (a layout effect): Preact, which the public share page runs on, runs passive effects only after the next
 * paint, and a key pressed before it met the previous render's handler (one arrow key stepped twice).
 */
export function useDocumentKeydown(onKey: (event: KeyboardEvent) => void): void {
  const latest = useRef(onKey);
  useLayoutEffect(() => {
    latest.current = onKey;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => latest.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
