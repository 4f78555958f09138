// The system notices (docs/product.md, System notices), as pure decisions: the connection's state, a new build, the
// owner's links warning.

export type ConnectionState = 'online' | 'lost' | 'restored';

/** What the browser or a health check just told us about the connection. */
export type ConnectionEvent = 'offline' | 'check-failed' | 'check-ok' | 'restored-shown';

/**
 * Lost on the browser's offline event or a failed health check; 'restored' once a check succeeds again (shown a
 * moment, then back to online). A good check while online changes nothing.
 */
export function nextConnection(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  switch (event) {
    case 'offline':
    case 'check-failed':
      return 'lost';
    case 'check-ok':
      return state === 'lost' ? 'restored' : state;
    case 'restored-shown':
      return state === 'restored' ? 'online' : state;
  }
}

/** A build id that is not the first one this tab saw means a new version is served ('none': no build, ignore). */
export function isNewBuild(first: string | null, current: string | null | undefined): boolean {
  if (!first || !current || first === 'none' || current === 'none') return false;
  return first !== current;
}

/**
 * The owner's warning: mails need APP_URL, so it shows when APP_URL is not set (mails use the server's default
 * address, whichever address the browser is on), or when it is set to another origin than the browser's. Compared as
 * origins, so a trailing slash or a path in either does not matter.
 */
export function mailLinksMisdirected(
  info: { appUrl: string; appUrlConfigured: boolean } | null | undefined,
  browserOrigin: string,
): boolean {
  if (!info) return false;
  if (!info.appUrlConfigured) return true;
  return originOf(info.appUrl) !== originOf(browserOrigin);
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url.replace(/\/+$/, '');
  }
}
