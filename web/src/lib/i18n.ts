import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@vaultbox/common/constants.ts';
import en from '../i18n/en.json';
import enMedia from '../i18n/en/media.json';
import enSharing from '../i18n/en/sharing.json';

export const LANGUAGE_STORAGE_KEY = 'language';

type Bundle = Record<string, unknown>;
type Namespaces = { translation: Bundle; media: Bundle; sharing: Bundle };

type Lazy = Promise<{ default: Bundle }>;

async function namespaces(translation: Lazy, media: Lazy, sharing: Lazy): Promise<Namespaces> {
  const [app, mediaBundle, sharingBundle] = await Promise.all([translation, media, sharing]);
  return { translation: app.default, media: mediaBundle.default, sharing: sharingBundle.default };
}

// English ships with the app; the other languages (every namespace of them) load on first use.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Namespaces>> = {
  es: () => namespaces(import('../i18n/es.json'), import('../i18n/es/media.json'), import('../i18n/es/sharing.json')),
  fr: () => namespaces(import('../i18n/fr.json'), import('../i18n/fr/media.json'), import('../i18n/fr/sharing.json')),
  de: () => namespaces(import('../i18n/de.json'), import('../i18n/de/media.json'), import('../i18n/de/sharing.json')),
  zh: () => namespaces(import('../i18n/zh.json'), import('../i18n/zh/media.json'), import('../i18n/zh/sharing.json')),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function savedLanguage(): Language {
  try {
    const saved = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage may be unavailable (private mode, tests): English it is.
  }
  return 'en';
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en, media: enMedia, sharing: enSharing } },
  lng: 'en',
  fallbackLng: 'en',
  ns: ['translation', 'media', 'sharing'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
});

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const bundles = await loaders[language]();
  for (const [ns, bundle] of Object.entries(bundles)) i18n.addResourceBundle(language, ns, bundle);
}

/** Switches the UI language (loading it when needed) and remembers it for the next visit. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, still applied.
  }
  await ensureLoaded(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

const initial = savedLanguage();
if (initial !== 'en') void setLanguage(initial).catch(() => undefined);

export const t = i18n.t.bind(i18n);
export { i18n };
