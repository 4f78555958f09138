import i18next from 'i18next';
import { defaultPreferences, type User } from '@vaultbox/common/schemas/user.ts';
import enSharing from '../src/i18n/en/sharing.json';

// Fixtures for the web unit tests; nothing of the app imports this file.

/** An in-memory stand-in for localStorage; `data` shows what was written. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

/** A user as the server describes one; a test overrides what it looks at. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'a@example.com',
    username: 'alice',
    displayName: null,
    role: 'user',
    tier: 'free',
    storageUsed: 0,
    storageLimit: 1073741824,
    avatar: null,
    bio: null,
    isActive: true,
    preferences: defaultPreferences(),
    createdAt: '2025-01-01T00:00:00.000Z',
    lastLoginAt: null,
    pendingEmail: null,
    twoFactorEnabled: false,
    ...overrides,
  };
}

/** `t` of the English sharing namespace, for the helpers that take one. */
export async function englishSharingT() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { sharing: enSharing } },
    ns: ['sharing'],
    defaultNS: 'sharing',
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT('en', 'sharing');
}
