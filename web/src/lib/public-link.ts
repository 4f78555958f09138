import { useQuery } from '@tanstack/react-query';
import { fetchSystemInfo, SYSTEM_INFO_POLL_MS, systemKeys } from './system-info.ts';

/** What decides a link's host: the server's base of links and whether APP_URL set it. */
export interface LinkFacts {
  appUrl: string;
  appUrlConfigured: boolean;
}

/**
 * The address a link the app shows or copies (a share link, a file request's link, their QR codes) starts with.
 * With APP_URL set, the server's url is the address visitors reach and stays as it is. Without it the server only
 * knows its default (http://localhost:PORT), so the link is moved onto the origin this browser uses, the same host
 * the public page's raw and embed links use. Until the facts are known, the server's url is kept.
 */
export function linkOnThisHost(
  serverUrl: string | undefined,
  fallbackPath: string,
  facts: LinkFacts | null | undefined,
  browserOrigin: string,
): string {
  if (serverUrl && (!facts || facts.appUrlConfigured)) return serverUrl;
  const path = serverUrl ? pathOf(serverUrl) : null;
  return `${browserOrigin.replace(/\/+$/, '')}${path ?? fallbackPath}`;
}

function pathOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}

/**
 * `linkOnThisHost` with the system facts and this window's origin: `(serverUrl, fallbackPath) => link`. It reads
 * the facts the app's notices keep polling, asking again only when they are older than one poll.
 */
export function usePublicLink(): (serverUrl: string | undefined, fallbackPath: string) => string {
  const { data } = useQuery({
    queryKey: systemKeys.info,
    queryFn: ({ signal }) => fetchSystemInfo(signal),
    staleTime: SYSTEM_INFO_POLL_MS,
  });
  return (serverUrl, fallbackPath) => linkOnThisHost(serverUrl, fallbackPath, data, window.location.origin);
}
