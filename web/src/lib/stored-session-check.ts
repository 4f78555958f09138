import { ApiError } from './api-client.ts';
import { isAuthenticated } from './auth-storage.ts';
import { fetchProfile } from './session-api.ts';
import { sessionStore } from './session-store.ts';

// A stored session is checked against the server before a signed-in screen shows (docs/product.md, Sessions): the
// token may have been revoked since. The page's HTML (web/index.html) already asks for the profile as it loads; the
// app's entry starts the check at once with that answer, and the session root takes the check when it first draws.

declare global {
  interface Window {
    /** Set by index.html's inline script: the stored token it sent and the answer to GET /api/user/profile. */
    vaultboxSessionCheck?: { token: string; answer: Promise<Response> };
  }
}

let started: Promise<void> | null = null;

/** Called by the app's entry, before its screens' code has loaded. */
export function startStoredSessionCheck(): void {
  started ??= checkStoredSession();
}

/**
 * The check for the session root: the one the entry started, or a new one; null when no stored session needs one (an
 * expired one is dropped at once). The promise settles once its outcome is in the session store.
 */
export function takeStoredSessionCheck(): Promise<void> | null {
  const check = started ?? checkStoredSession();
  started = null;
  return check;
}

function checkStoredSession(): Promise<void> | null {
  const stored = sessionStore.get();
  if (!stored) return null;
  if (!isAuthenticated(stored)) {
    sessionStore.clear();
    return null;
  }
  return fetchProfile(undefined, takeEarlyAnswer(stored.token)).then(
    (profile) => sessionStore.setUser(profile),
    (error: unknown) => {
      // Only the server's refusal of the token ends the session: a lost connection, a timeout or maintenance keeps
      // the stored one (and its user), which the next call checks again.
      if (tokenRefused(error)) sessionStore.clear();
    },
  );
}

/** The HTML's answer, taken once, if it was asked with the token the session holds now. */
function takeEarlyAnswer(token: string): Promise<Response> | undefined {
  const early = globalThis.window?.vaultboxSessionCheck;
  if (!early) return undefined;
  window.vaultboxSessionCheck = undefined;
  return early.token === token ? early.answer : undefined;
}

function tokenRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
