import { useEffect, useSyncExternalStore } from 'react';
import type { User } from '@vaultbox/common/schemas/user.ts';
import { isAuthenticated, msUntilRefresh, type StoredAuth } from './auth-storage.ts';
import { logoutRequest, refreshSessionRequest } from './session-api.ts';
import { sessionStore } from './session-store.ts';
import { t } from './i18n.ts';

export interface Session {
  auth: StoredAuth | null;
  user: User | null;
  isAuthenticated: boolean;
}

export function useSession(): Session {
  const auth = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  const authenticated = isAuthenticated(auth);
  return { auth, user: authenticated ? auth.user : null, isAuthenticated: authenticated };
}

/** The name people are greeted with: display name, else username, else 'User'. */
export function displayNameOf(user: Pick<User, 'displayName' | 'username'> | null | undefined): string {
  return user?.displayName?.trim() || user?.username?.trim() || t('common.user');
}

let refreshing: Promise<boolean> | null = null;

/** Refreshes the token; if that fails, the stored auth data is cleared. */
export function refreshSession(): Promise<boolean> {
  if (refreshing) return refreshing;
  const auth = sessionStore.get();
  if (!auth) return Promise.resolve(false);
  refreshing = (async () => {
    try {
      if (!auth.refreshToken) throw new Error(t('session.noRefreshToken'));
      const res = await refreshSessionRequest(auth.refreshToken);
      sessionStore.updateTokens(res);
      return true;
    } catch {
      sessionStore.clear();
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Logout clears local auth data even if the call fails. */
export async function signOut(): Promise<void> {
  try {
    await logoutRequest();
  } catch {
    // The server may be unreachable or the session already gone; local data goes regardless.
  } finally {
    sessionStore.clear();
  }
}

// setTimeout takes at most a signed 32-bit delay; longer waits are re-armed.
const MAX_TIMER_MS = 2_147_483_647;

/** Keeps the session alive: refreshes within 5 minutes of expiry, also after the tab wakes up. */
export function useAutoRefresh(auth: StoredAuth | null): void {
  const expiresAt = auth?.expiresAt ?? null;
  const token = auth?.token ?? null;
  useEffect(() => {
    if (!expiresAt || !token) return;
    const current = sessionStore.get();
    if (!current) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      const s = sessionStore.get();
      if (!s) return;
      const wait = msUntilRefresh(s);
      if (wait <= 0) {
        void refreshSession();
        return;
      }
      timer = setTimeout(arm, Math.min(wait, MAX_TIMER_MS));
    };
    arm();
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      arm();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [expiresAt, token]);
}
