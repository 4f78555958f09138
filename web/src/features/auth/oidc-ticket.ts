import { OIDC_FAILURES, type OidcFailure } from '@vaultbox/common/schemas/oidc.ts';

/** The last ticket taken out of the address, with the page it was taken on. */
let taken: { path: string; ticket: string } | null = null;

/**
 * The one-time ticket of a single sign-on callback, read from the address's fragment (never sent to a server by the
 * browser, nor in a Referer) and then removed from the address, so it stays in neither the history nor a bookmark.
 * Asked again on the same page it is the same ticket: the screen's first render may be thrown away and done again
 * (a render React Router starts in a transition, interrupted), and the second would otherwise find the address empty.
 */
export function takeTicketFromAddress(): string {
  const path = window.location.pathname;
  const inAddress = new URLSearchParams(window.location.hash.slice(1)).get('ticket');
  if (window.location.hash) {
    window.history.replaceState(window.history.state, '', path + window.location.search);
  }
  if (inAddress) taken = { path, ticket: inAddress };
  return inAddress ?? (taken?.path === path ? taken.ticket : '');
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
