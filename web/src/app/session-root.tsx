import { startTransition, useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { isLanguage } from '@vaultbox/common/language.ts';
import { FullPageSpinner } from '../components/ui/full-page-spinner.tsx';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { applySignedInLanguage } from '../lib/language-choice.ts';
import { useAutoRefresh, useSession } from '../lib/session.ts';
import { sessionStore } from '../lib/session-store.ts';
import { takeStoredSessionCheck } from '../lib/stored-session-check.ts';
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
    const check = takeStoredSessionCheck();
    if (!check) {
      setChecking(false);
      return;
    }
    let left = false;
    void check.then(() => {
      // The frame and the screen behind the spinner are drawn in a transition: React draws them in slices between
      // which the page still answers, instead of one long task.
      if (!left) startTransition(() => setChecking(false));
    });
    return () => {
      left = true;
    };
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
