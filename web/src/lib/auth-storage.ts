import type { User } from '@vaultbox/common/schemas/user.ts';
import {
  AUTH_STORAGE_KEY,
  AUTH_TOKEN_STORAGE_KEY,
  REFRESH_WINDOW_MS,
  SESSION_LIFETIME_MS,
} from '@vaultbox/common/constants.ts';

/** What the browser keeps of the session (docs/product.md, Sessions). */
export interface StoredAuth {
  token: string;
  refreshToken: string | null;
  user: User;
  /** ISO date-time. */
  expiresAt: string;
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isStoredAuth(value: unknown): value is StoredAuth {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.expiresAt === 'string' &&
    !!v.user &&
    typeof v.user === 'object' &&
    (v.refreshToken === null || typeof v.refreshToken === 'string')
  );
}

/** Reads the stored auth data; anything unreadable counts as none. */
export function readAuth(storage: KeyValueStorage | null = browserStorage()): StoredAuth | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isStoredAuth(parsed)) return null;
    // The bare token key is the one other code (downloads, thumbnails) reads; it wins if it changed.
    const token = storage.getItem(AUTH_TOKEN_STORAGE_KEY);
    return token && token !== parsed.token ? { ...parsed, token } : parsed;
  } catch {
    return null;
  }
}

export function writeAuth(auth: StoredAuth, storage: KeyValueStorage | null = browserStorage()): void {
  if (!storage) return;
  storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(auth));
  storage.setItem(AUTH_TOKEN_STORAGE_KEY, auth.token);
}

export function clearAuth(storage: KeyValueStorage | null = browserStorage()): void {
  if (!storage) return;
  storage.removeItem(AUTH_STORAGE_KEY);
  storage.removeItem(AUTH_TOKEN_STORAGE_KEY);
}

/** The bearer token, read under the local key auth_token. */
export function readToken(storage: KeyValueStorage | null = browserStorage()): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function expiryMs(auth: Pick<StoredAuth, 'expiresAt'>): number {
  const ms = Date.parse(auth.expiresAt);
  return Number.isNaN(ms) ? 0 : ms;
}

/** Authenticated when a token exists and the expiry is in the future. */
export function isAuthenticated(auth: StoredAuth | null, now = Date.now()): auth is StoredAuth {
  return !!auth && auth.token.length > 0 && expiryMs(auth) > now;
}

/** Milliseconds until the automatic refresh should run (0 = now). */
export function msUntilRefresh(auth: StoredAuth, now = Date.now()): number {
  return Math.max(0, expiryMs(auth) - REFRESH_WINDOW_MS - now);
}

/** The server's expiry when it sent a valid one, else 7 days ahead. */
export function expiryFrom(expiresAt: string | undefined | null, now = Date.now()): string {
  if (expiresAt && !Number.isNaN(Date.parse(expiresAt))) return new Date(Date.parse(expiresAt)).toISOString();
  return new Date(now + SESSION_LIFETIME_MS).toISOString();
}
