import type { Language } from '@vaultbox/common/constants.ts';
import { isLanguage } from '@vaultbox/common/language.ts';
import { setLanguage } from './i18n.ts';
import { saveLanguagePreference } from './session-api.ts';
import { sessionStore } from './session-store.ts';

// A language picked before sign-in (the sign-in, register and reset pages, a public share page) is an explicit choice:
// it is applied at once, stays after sign-out, and wins over the account's saved language at the next sign-in, which
// then saves it to the account's preferences (as Settings, Appearance would), so every device follows it.
const PICKED_SIGNED_OUT_KEY = 'languagePickedSignedOut';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Saves the language to the signed-in account and updates the session's copy of its preferences. */
async function saveToAccount(language: Language): Promise<void> {
  const preferences = await saveLanguagePreference(language);
  const user = sessionStore.get()?.user;
  if (user) sessionStore.setUser({ ...user, preferences });
}

/** The language picker's choice: applied now; saved to the account when signed in, else kept for the next sign-in. */
export async function chooseLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  if (sessionStore.isAuthenticated()) {
    storage()?.removeItem(PICKED_SIGNED_OUT_KEY);
    await saveToAccount(language).catch(() => undefined);
  } else {
    storage()?.setItem(PICKED_SIGNED_OUT_KEY, language);
  }
}

/** The language picked before this sign-in, once: reading it forgets it. */
export function takeLanguagePickedSignedOut(): Language | null {
  const store = storage();
  const picked = store?.getItem(PICKED_SIGNED_OUT_KEY) ?? null;
  store?.removeItem(PICKED_SIGNED_OUT_KEY);
  return isLanguage(picked) ? picked : null;
}

/**
 * The UI language right after a sign-in or a session's start: the language picked before signing in when there is one
 * (saved to the account if it differs from the account's), else the account's own.
 */
export async function applySignedInLanguage(accountLanguage: Language | undefined): Promise<void> {
  const picked = takeLanguagePickedSignedOut();
  if (picked) {
    await setLanguage(picked);
    if (picked !== accountLanguage) await saveToAccount(picked);
    return;
  }
  if (accountLanguage) await setLanguage(accountLanguage);
}
