import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@vaultbox/common/constants.ts';
import { browserLanguage, isLanguage } from '@vaultbox/common/language.ts';
import en from '../i18n/en.json';
import { numberFormatter } from './i18n-numbers.ts';

export const LANGUAGE_STORAGE_KEY = 'language';

type Bundle = Record<string, unknown>;

// The app's texts are `<lang>.json` (the default namespace) plus one namespace per area in `<lang>/<area>.json`.
// English ships with the app; the other languages (every namespace of them) load on first use. The public share page's
// own build (vite.public.config.ts) takes only the areas that page uses (the `media` area for a failed download).
const englishAreas = import.meta.env.VITE_PUBLIC_SHARE
  ? import.meta.glob<Bundle>('../i18n/en/{sharing,share-items,share-recipients,system,media}.json', {
      eager: true,
      import: 'default',
    })
  : import.meta.glob<Bundle>('../i18n/en/*.json', { eager: true, import: 'default' });
const otherLanguages = import.meta.env.VITE_PUBLIC_SHARE
  ? import.meta.glob<Bundle>(
      [
        '../i18n/*.json',
        '../i18n/*/{sharing,share-items,share-recipients,system,media}.json',
        '!../i18n/en.json',
        '!../i18n/en/*.json',
      ],
      { import: 'default' },
    )
  : import.meta.glob<Bundle>(['../i18n/*.json', '../i18n/*/*.json', '!../i18n/en.json', '!../i18n/en/*.json'], {
      import: 'default',
    });

/** `../i18n/fr/media.json` -> `media`; `../i18n/fr.json` -> `translation`. */
function namespaceOf(path: string): string {
  const area = /\/i18n\/\w+\/([\w-]+)\.json$/.exec(path);
  return area ? area[1] : 'translation';
}

function languageOf(path: string): string {
  return /\/i18n\/(\w+)/.exec(path)?.[1] ?? '';
}

const englishResources: Record<string, Bundle> = { translation: en };
for (const [path, bundle] of Object.entries(englishAreas)) englishResources[namespaceOf(path)] = bundle;

async function loadLanguage(language: Exclude<Language, 'en'>): Promise<Record<string, Bundle>> {
  const entries = Object.entries(otherLanguages).filter(([path]) => languageOf(path) === language);
  const bundles = await Promise.all(entries.map(async ([path, load]) => [namespaceOf(path), await load()] as const));
  return Object.fromEntries(bundles);
}

/** The language chosen on this device before, else null. */
export function storedLanguage(): Language | null {
  try {
    const saved = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : null;
  } catch {
    // Storage may be unavailable (private mode, tests).
    return null;
  }
}

/** The browser's own language when it is one of ours (navigator.languages, most wanted first), else English. */
export function languageOfBrowser(): Language {
  const nav = globalThis.navigator;
  return browserLanguage(nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : []) ?? 'en';
}

void i18n
  .use(numberFormatter)
  .use(initReactI18next)
  .init({
    resources: { en: englishResources },
    lng: 'en',
    fallbackLng: 'en',
    ns: Object.keys(englishResources),
    defaultNS: 'translation',
    // Numbers in sentences in the UI language (i18n-numbers.ts).
    interpolation: { escapeValue: false, alwaysFormat: true },
  });

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const bundles = await loadLanguage(language);
  for (const [ns, bundle] of Object.entries(bundles)) i18n.addResourceBundle(language, ns, bundle);
}

/** The language asked for last: a switch whose texts arrive after a later one's is not applied. */
let latest: Language | null = null;

/**
 * Switches the UI language (loading it when needed) and, unless `remember` is false, remembers it for the next visit.
 * A language taken from the browser is not remembered: it is not a choice, and it follows the browser's settings.
 * The last switch asked for wins: on a reload the stored account's language may be asked for first, and the account's
 * answer then names another, whose texts may be in before the first one's.
 */
export async function setLanguage(language: Language, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  latest = language;
  if (remember) {
    try {
      globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not remembered, still applied.
    }
  }
  await ensureLoaded(language);
  if (latest !== language) return;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

// The language chosen on this device before; on a first visit, the browser's. `languageReady` settles once its texts
// are in, so the first screen is drawn in it rather than in English first.
const stored = storedLanguage();
const initial = stored ?? languageOfBrowser();
export const languageReady: Promise<void> =
  initial === 'en' ? Promise.resolve() : setLanguage(initial, { remember: stored !== null }).catch(() => undefined);

export const t = i18n.t.bind(i18n);
export { i18n };
