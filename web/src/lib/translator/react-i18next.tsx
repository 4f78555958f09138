// Both builds resolve 'react-i18next' to this file (vite.translator.ts), over the app's translator (i18next.ts):
// useTranslation and Trans as the screens use them.
import { cloneElement, Fragment, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import i18n from './i18next.ts';

/** lib/i18n.ts passes it to `use`; this translator needs nothing of it. */
export const initReactI18next = { type: '3rdParty', init: () => undefined };

type Translate = (key: string, values?: Record<string, unknown>) => string;

const subscribe = (listener: () => void) => i18n.onLanguageChanged(listener);
const currentLanguage = () => i18n.language;

/** `t` in the namespace `ns` (the first of a list); the component draws again when the language changes. */
export function useTranslation(namespaces?: string | string[]): { t: Translate; i18n: typeof i18n } {
  const ns = Array.isArray(namespaces) ? namespaces[0] : namespaces;
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const t = useMemo<Translate>(
    // A new `t` for a new language, as react-i18next gives, so that texts memoised on `t` follow it.
    () => (key, values) => i18n.t(key, { ns, lng: language, ...values }),
    [ns, language],
  );
  return { t, i18n };
}

/** `<name>…</name>` in a text: the element named in `components`, around its part of the text. */
const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A text with elements in it ("Shared by <link>{{name}}</link>"). The tags are read from the text before its values
 * are filled in, so a value is always shown as text, never read as a tag.
 */
export function Trans({
  t,
  i18nKey,
  values = {},
  components = {},
}: {
  t: Translate;
  i18nKey: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}): ReactNode {
  // The text with its placeholders kept (each part is filled in below), its plural chosen by `count`.
  const kept = Object.keys(values).map((name) => [name, name === 'count' ? values.count : `{{${name}}}`]);
  const template = t(i18nKey, Object.fromEntries(kept));
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of template.matchAll(TAG)) {
    parts.push(i18n.interpolate(template.slice(at, match.index), values));
    const inner = i18n.interpolate(match[2], values);
    const element = components[match[1]];
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : inner);
    at = match.index + match[0].length;
  }
  parts.push(i18n.interpolate(template.slice(at), values));
  return <Fragment>{parts}</Fragment>;
}
