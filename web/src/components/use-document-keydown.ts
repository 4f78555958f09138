import { useEffect, useRef } from 'react';

/**
 * Listens to every key pressed on the page while the component is shown. The listener is added once; it always runs
 * the latest `onKey`, so the handler may use the render's current state.
 */
export function useDocumentKeydown(onKey: (event: KeyboardEvent) => void): void {
  const latest = useRef(onKey);
  useEffect(() => {
    latest.current = onKey;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => latest.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
