import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Preferences } from '@vaultbox/common/schemas/user.ts';
import { memoryStorage, testUser } from '../../test/support.ts';

const applied: string[] = [];
const saved: string[] = [];
let signedIn = false;
let user = testUser();

vi.mock('./i18n.ts', () => ({
  setLanguage: async (language: string) => void applied.push(language),
}));
vi.mock('./session-api.ts', () => ({
  saveLanguagePreference: async (language: string) => {
    saved.push(language);
    return { ...user.preferences, language } as Preferences;
  },
}));
vi.mock('./session-store.ts', () => ({
  sessionStore: {
    isAuthenticated: () => signedIn,
    get: () => (signedIn ? { user } : null),
    setUser: (next: typeof user) => void (user = next),
  },
}));

const { applySignedInLanguage, chooseLanguage, takeLanguagePickedSignedOut } = await import('./language-choice.ts');

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  applied.length = 0;
  saved.length = 0;
  signedIn = false;
  user = testUser();
});

describe('the language picked before sign-in', () => {
  it('applies at once and is kept, unsaved, for the next sign-in', async () => {
    await chooseLanguage('fr');
    expect(applied).toEqual(['fr']);
    expect(saved).toEqual([]);
    expect(takeLanguagePickedSignedOut()).toBe('fr');
    expect(takeLanguagePickedSignedOut()).toBeNull();
  });

  it("wins over the account's language at sign-in and is saved to the account", async () => {
    await chooseLanguage('fr');
    signedIn = true;
    await applySignedInLanguage('de');
    expect(applied).toEqual(['fr', 'fr']);
    expect(saved).toEqual(['fr']);
    expect(user.preferences.language).toBe('fr');
    // Only once: the next session start follows the account again.
    applied.length = 0;
    await applySignedInLanguage('de');
    expect(applied).toEqual(['de']);
  });

  it('saves nothing when the account already reads it', async () => {
    await chooseLanguage('de');
    signedIn = true;
    await applySignedInLanguage('de');
    expect(saved).toEqual([]);
    expect(applied.at(-1)).toBe('de');
  });

  it("leaves the account's language alone without a pick", async () => {
    signedIn = true;
    await applySignedInLanguage('zh');
    expect(applied).toEqual(['zh']);
    expect(saved).toEqual([]);
  });

  it('saves to the account at once when picked while signed in (a public page)', async () => {
    signedIn = true;
    await chooseLanguage('es');
    expect(saved).toEqual(['es']);
    expect(takeLanguagePickedSignedOut()).toBeNull();
  });
});
