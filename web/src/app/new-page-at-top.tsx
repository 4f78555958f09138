import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A page opened by a link starts at its top, as a page the browser loads would: without it the player opened from
 * far down Photos or the library kept that scroll. Back and Forward (POP) leave the place to the screen, which may
 * restore its own (Photos does); replacing the address (the player stepping through files) keeps it. A passive effect,
 * so the screen being left has recorded its place (in its unmount cleanup) before the scroll moves.
 */
export function NewPageAtTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType === 'PUSH') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, navigationType]);
  return null;
}
