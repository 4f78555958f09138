import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME, THEMES, THEME_STORAGE_KEY, type Theme } from '@vaultbox/common/constants.ts';
import type { PreferencesResponse } from '@vaultbox/common/schemas/user.ts';
import { apiRequest } from './api-client.ts';
import { sessionStore } from './session-store.ts';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The saved theme, default dark. */
export function readTheme(storage: Pick<Storage, 'getItem'> | null = safeStorage()): Theme {
  try {
    const saved = storage?.getItem(THEME_STORAGE_KEY);
    return isTheme(saved) ? saved : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** Whether the page is drawn dark: 'system' follows the operating system. */
export function resolvesDark(theme: Theme, systemPrefersDark: boolean): boolean {
  switch (theme) {
    case 'dark':
      return true;
    case 'light':
      return false;
    case 'system':
      return systemPrefersDark;
  }
}

function safeStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const darkQuery = () =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;

type Listener = () => void;
const listeners = new Set<Listener>();
let theme: Theme = readTheme();

function apply(): void {
  if (typeof document === 'undefined') return;
  const dark = resolvesDark(theme, darkQuery()?.matches ?? true);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

export function getTheme(): Theme {
  return theme;
}

/** Draws the page in `next` at once and remembers it on this device (under 'theme'). */
export function applyTheme(next: Theme): void {
  theme = next;
  try {
    safeStorage()?.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Applied, just not remembered.
  }
  apply();
  for (const listener of listeners) listener();
}

/**
 * The theme switcher's choice: applied at once and, for a signed-in user, saved to their preferences so that every
 * device they sign in on follows (a failed save leaves this device's choice in place).
 */
export function setTheme(next: Theme): void {
  applyTheme(next);
  if (!sessionStore.isAuthenticated()) return;
  void apiRequest<PreferencesResponse>('/user/preferences', { method: 'PUT', body: { theme: next } })
    .then((res) => {
      const user = sessionStore.get()?.user;
      if (user) sessionStore.setUser({ ...user, preferences: res.data.preferences });
    })
    .catch(() => undefined);
}

// The saved preference wins whenever it arrives or changes (sign-in, the profile check on start, another tab):
// the theme follows the account from device to device.
let followed: string | null = null;

function followedKey(): { key: string | null; saved: Theme | null } {
  const user = sessionStore.get()?.user;
  const saved: unknown = user?.preferences?.theme;
  return user && isTheme(saved) ? { key: `${user.id}:${saved}`, saved } : { key: null, saved: null };
}

function followPreferences(): void {
  const { key, saved } = followedKey();
  if (key === followed) return;
  followed = key;
  if (saved && saved !== theme) applyTheme(saved);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies the saved theme and keeps 'system' in step with the operating system and with the account's preference. */
export function initTheme(): void {
  // The copy of the user stored with the session may predate this device's last choice: only a change the server
  // reports (sign-in, the profile check, a save) moves the theme.
  followed = followedKey().key;
  sessionStore.subscribe(followPreferences);
  apply();
  darkQuery()?.addEventListener('change', () => {
    if (theme === 'system') apply();
  });
}

export function useTheme(): [Theme, (next: Theme) => void] {
  const value = useSyncExternalStore(subscribe, getTheme, getTheme);
  return [value, setTheme];
}

/** 'dark' or 'light' as drawn now, for widgets (toasts) that need a concrete scheme. */
export function useResolvedTheme(): 'dark' | 'light' {
  const [value] = useTheme();
  return resolvesDark(value, darkQuery()?.matches ?? true) ? 'dark' : 'light';
}
