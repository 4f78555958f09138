import { OIDC_FAILURES, type OidcFailure } from '@vaultbox/common/schemas/oidc.ts';

/**
 * The one-time ticket of a single sign-on callback, read from the address's fragment (never sent to a server by the
 * browser, nor in a Referer) and then removed from the address, so it stays in neither the history nor a bookmark.
 */
export function takeTicketFromAddress(): string {
  const ticket = new URLSearchParams(window.location.hash.slice(1)).get('ticket') ?? '';
  if (window.location.hash) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return ticket;
}

/** The reason of /oidc/error?reason=..., or null when it is none we know. */
export function failureOf(reason: string | null): OidcFailure | null {
  return OIDC_FAILURES.find((known) => known === reason) ?? null;
}

/**
 * The sentence of a refused callback, as `namespace:key`: an account refused as it is (deactivated, not activated yet)
 * says what the password sign-in says, from the `sign-in` namespace; every other reason has its own in `oidc`.
 */
export function failureSentenceKey(reason: OidcFailure | null): string {
  if (reason === 'account_disabled') return 'sign-in:disabled';
  if (reason === 'not_activated') return 'sign-in:notActivated';
  return `oidc:errors.${reason ?? 'unknown'}`;
}
