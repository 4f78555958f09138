import type { Language } from '@vaultbox/common/constants.ts';

/** Each language named in itself, so a person who cannot read the current one still finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  zh: '中文',
};
