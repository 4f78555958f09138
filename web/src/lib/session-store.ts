import type { AuthData } from '@vaultbox/common/schemas/auth.ts';
import type { User } from '@vaultbox/common/schemas/user.ts';
import { AUTH_STORAGE_KEY, AUTH_TOKEN_STORAGE_KEY } from '@vaultbox/common/constants.ts';
import { clearAuth, expiryFrom, isAuthenticated, readAuth, writeAuth, type StoredAuth } from './auth-storage.ts';

// One in-memory copy of the stored auth data, kept in step with localStorage (also across tabs),
// so that React (useSyncExternalStore) and plain modules read the same thing.

type Listener = () => void;
const listeners = new Set<Listener>();
let current: StoredAuth | null = readAuth();

function emit(): void {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get(): StoredAuth | null {
    return current;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** After login: token, refresh token, user and expiry (the server's, else 7 days ahead). */
  signIn(data: AuthData): void {
    current = {
      token: data.token,
      refreshToken: data.refreshToken ?? null,
      user: data.user,
      expiresAt: expiryFrom(data.expiresAt),
    };
    writeAuth(current);
    emit();
  },
  updateTokens(tokens: { token: string; refreshToken?: string | null; expiresAt?: string | null }): void {
    if (!current) return;
    current = {
      ...current,
      token: tokens.token,
      refreshToken: tokens.refreshToken ?? current.refreshToken,
      expiresAt: expiryFrom(tokens.expiresAt),
    };
    writeAuth(current);
    emit();
  },
  setUser(user: User): void {
    if (!current) return;
    current = { ...current, user };
    writeAuth(current);
    emit();
  },
  clear(): void {
    clearAuth();
    if (current === null) return;
    current = null;
    emit();
  },
  isAuthenticated(now = Date.now()): boolean {
    return isAuthenticated(current, now);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== AUTH_STORAGE_KEY && event.key !== AUTH_TOKEN_STORAGE_KEY) return;
    current = readAuth();
    emit();
  });
}
