import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { isLanguage } from '@vaultbox/common/language.ts';
import { ApiError, setUnauthorizedHandler } from '../lib/api-client.ts';
import { isAuthenticated } from '../lib/auth-storage.ts';
import { applySignedInLanguage } from '../lib/language-choice.ts';
import { useAutoRefresh, useSession } from '../lib/session.ts';
import { fetchProfile } from '../lib/session-api.ts';
import { sessionStore } from '../lib/session-store.ts';
import { NewPageAtTop } from './new-page-at-top.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';

/**
 * Session handling (docs/product.md, Sessions) for the whole app: on start, a stored token is checked against
 * /user/profile (dropped when the server refuses it); the token is refreshed near expiry; a 401 anywhere sends the browser
 * to /login. The screens draw while the check runs, with the user stored at sign-in: every call they make carries the
 * token, so a refused one shows no data and ends the session, and the page's own calls do not wait a round trip more.
 */
export function SessionRoot() {
  const navigate = useNavigate();
  const { auth, user } = useSession();
  useEffect(() => {
    const stored = sessionStore.get();
    if (!stored) return;
    // An expired token (which the guards already treat as none) is dropped.
    if (!isAuthenticated(stored)) {
      sessionStore.clear();
      return;
    }
    const controller = new AbortController();
    fetchProfile(controller.signal)
      .then((profile) => sessionStore.setUser(profile))
      .catch((error: unknown) => {
        // Only the server's refusal of the token ends the session: a lost connection, a timeout or maintenance keeps
        // the stored one (and its user), which the next call checks again.
        if (!controller.signal.aborted && tokenRefused(error)) sessionStore.clear();
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      sessionStore.clear();
      if (window.location.pathname !== '/login') void navigate('/login', { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate]);

  // Signed in, the account's language applies, unless one was picked on a page before signing in (lib/language-choice.ts).
  const language = user?.preferences?.language;
  useEffect(() => {
    if (isLanguage(language)) void applySignedInLanguage(language).catch(() => undefined);
  }, [language]);

  useAutoRefresh(auth);

  return (
    <>
      <Outlet />
      <NewPageAtTop />
      <RouteAnnouncer />
    </>
  );
}

function tokenRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
