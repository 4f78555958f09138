import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { isLanguage } from '@vaultbox/common/language.ts';
import { FullPageSpinner } from '../components/ui/full-page-spinner.tsx';
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
 * to /login.
 */
export function SessionRoot() {
  const navigate = useNavigate();
  const { auth, user } = useSession();
  const [checking, setChecking] = useState(() => sessionStore.get() !== null);

  useEffect(() => {
    const stored = sessionStore.get();
    if (!stored) return;
    if (!isAuthenticated(stored)) {
      sessionStore.clear();
      setChecking(false);
      return;
    }
    const controller = new AbortController();
    fetchProfile(controller.signal)
      .then((profile) => sessionStore.setUser(profile))
      .catch((error: unknown) => {
        // Only the server's refusal of the token ends the session: a lost connection, a timeout or maintenance keeps
        // the stored one (and its user), which the next call checks again.
        if (!controller.signal.aborted && tokenRefused(error)) sessionStore.clear();
      })
      .finally(() => {
        if (!controller.signal.aborted) setChecking(false);
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

  if (checking) return <FullPageSpinner />;
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
