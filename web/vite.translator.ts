import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const translator = (file: string) => fileURLToPath(new URL(`./src/lib/translator/${file}`, import.meta.url));

/**
 * Both builds (the app's and the share page's) resolve `i18next` and `react-i18next` to the app's own small translator
 * (decision 0013): the same answers for every text the app ships, at a few KB instead of 66 KB of script on every page.
 * Type-checking and the unit tests keep the real packages; `lib/translator/i18next.test.ts` holds the two together.
 */
export const translatorAliases: Alias[] = [
  { find: /^i18next$/, replacement: translator('i18next.ts') },
  { find: /^react-i18next$/, replacement: translator('react-i18next.tsx') },
];
