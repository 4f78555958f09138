// Both builds resolve 'i18next' to this file (vite.translator.ts, decision 0013): what lib/i18n.ts and the screens ask
// of i18next, and nothing more. i18next was 50 KB of every page's script (docs/performance.md, The app's texts without
// i18next). The same answers for every text the app ships, in every language, are checked against i18next itself
// (i18next.test.ts).
import type { FormatterModule } from 'i18next';

type Bundle = Record<string, unknown>;
type Values = Record<string, unknown> & { ns?: string; lng?: string; count?: unknown };
type Format = (value: unknown, format: string | undefined, language: string) => unknown;
type Module = { type: string; format?: unknown };

interface InitOptions {
  resources?: Record<string, Record<string, Bundle>>;
  lng?: string;
  fallbackLng?: string;
  defaultNS?: string;
}

/** `{{name}}` in a text; i18next's default prefix and suffix. */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

const isBundle = (value: unknown): value is Bundle => typeof value === 'object' && value !== null;

export class Translator {
  language = 'en';
  private fallback = 'en';
  private defaultNS = 'translation';
  private resources: Record<string, Record<string, Bundle>> = {};
  private format: Format = (value) => value;
  private readonly listeners = new Set<() => void>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  /** The number formatter (lib/i18n-numbers.ts); react-i18next's module needs nothing here. */
  use(module: Module | FormatterModule): this {
    if (module.type === 'formatter' && typeof module.format === 'function') this.format = module.format as Format;
    return this;
  }

  init(options: InitOptions): Promise<Translator['t']> {
    this.resources = { ...options.resources };
    this.language = options.lng ?? this.language;
    this.fallback = options.fallbackLng ?? this.fallback;
    this.defaultNS = options.defaultNS ?? this.defaultNS;
    return Promise.resolve(this.t);
  }

  hasResourceBundle(language: string, ns: string): boolean {
    return this.resources[language]?.[ns] !== undefined;
  }

  addResourceBundle(language: string, ns: string, bundle: Bundle): this {
    const languageBundles = (this.resources[language] ??= {});
    languageBundles[ns] = { ...languageBundles[ns], ...bundle };
    return this;
  }

  changeLanguage(language: string): Promise<Translator['t']> {
    if (language !== this.language) {
      this.language = language;
      for (const listener of this.listeners) listener();
    }
    return Promise.resolve(this.t);
  }

  /** Called on every change of language; returns the unsubscribe. */
  onLanguageChanged(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The text of `key` (dots walk into the namespace's objects, `area:` before it names the namespace) in the language (`lng`, else the current one), else in
   * English, with its plural form by `count` (`_zero` for 0 when the text has one, else the language's plural rule),
   * its `{{placeholders}}` filled through the number formatter; a placeholder without a value stays as written, a
   * missing text is its key.
   */
  t = (name: string, values: Values = {}): string => {
    // `area:key` names its namespace, as in i18next.
    const [ns, key] = name.includes(':')
      ? [name.slice(0, name.indexOf(':')), name.slice(name.indexOf(':') + 1)]
      : [values.ns ?? this.defaultNS, name];
    const wanted = values.lng ?? this.language;
    for (const language of new Set([wanted, this.fallback])) {
      const text = this.resolve(language, ns, key, values.count);
      if (text !== undefined) return this.interpolate(text, values, wanted);
    }
    return key;
  };

  /** `text` with its placeholders filled from `values`, numbers written in `language`. */
  interpolate(text: string, values: Values, language = this.language): string {
    return text.replace(PLACEHOLDER, (written, name: string) => {
      const value = this.format(values[name], undefined, language);
      // As i18next: a missing value leaves `{{name}}` as written, null is written as nothing.
      if (value === undefined) return written;
      return value === null ? '' : String(value);
    });
  }

  private resolve(language: string, ns: string, key: string, count: unknown): string | undefined {
    if (typeof count === 'number') {
      const zero = count === 0 ? this.lookup(language, ns, `${key}_zero`) : undefined;
      if (zero !== undefined) return zero;
      const plural = this.lookup(language, ns, `${key}_${this.pluralOf(language, count)}`);
      if (plural !== undefined) return plural;
    }
    return this.lookup(language, ns, key);
  }

  private lookup(language: string, ns: string, key: string): string | undefined {
    let node: unknown = this.resources[language]?.[ns];
    for (const part of key.split('.')) node = isBundle(node) ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  }

  private pluralOf(language: string, count: number): Intl.LDMLPluralRule {
    let rules = this.pluralRules.get(language);
    if (!rules) this.pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  }
}

const i18n = new Translator();
export default i18n;
