import { isIP } from 'node:net';

/**
 * Who passkeys are made for (docs/security.md, Passkeys): the relying party's id is APP_URL's host name and the only
 * origin accepted is APP_URL's origin (unset: http://localhost:PORT, which browsers treat as secure). WebAuthn takes
 * no IP address as a relying party id, so a server reached by its IP address offers no passkeys.
 */
export interface RelyingParty {
  id: string;
  origin: string;
  available: boolean;
}

export function relyingPartyOf(appUrl: string): RelyingParty {
  const url = new URL(appUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return { id: host, origin: url.origin, available: isIP(host) === 0 };
}
