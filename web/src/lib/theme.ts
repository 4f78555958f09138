import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME, THEMES, THEME_STORAGE_KEY, type Theme } from '@vaultbox/common/constants.ts';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The saved theme, default dark (SPEC §2 Layout). */
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

export function setTheme(next: Theme): void {
  theme = next;
  try {
    safeStorage()?.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Applied, just not remembered.
  }
  apply();
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies the saved theme and keeps 'system' in step with the operating system. */
export function initTheme(): void {
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
