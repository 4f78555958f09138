// The public share page's own build (web/vite.public.config.ts) resolves 'react-router' to this file: the few router
// pieces the share screen uses, read from the address, without React Router (docs/performance.md, Public share page:
// weight and Lighthouse). There is one page, so a link is a full page load and Navigate a replace.
import { useEffect, type AnchorHTMLAttributes } from 'react';

/** The slug of /s/{slug}. */
export function useParams(): { slug?: string } {
  const match = /^\/s\/([^/]+)\/?$/.exec(window.location.pathname);
  return { slug: match ? decodeURIComponent(match[1]) : undefined };
}

export function useSearchParams(): [URLSearchParams] {
  return [new URLSearchParams(window.location.search)];
}

export function Link({ to, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a href={to} {...props} />;
}

export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  useEffect(() => {
    if (replace) window.location.replace(to);
    else window.location.assign(to);
  }, [to, replace]);
  return null;
}
