import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Says the new page's title to screen readers when the app moves to another page: a browser only does so for a full
 * page load. The screens' titles are set by their own effects, which run before this one (it sits above them).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  // The first page is read by the browser itself.
  const announced = useRef(pathname);
  useEffect(() => {
    if (announced.current === pathname) return;
    announced.current = pathname;
    setMessage(document.title);
  }, [pathname]);
  return (
    <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
