import { LANGUAGES, type Language } from './constants.ts';

// Which of our languages someone reads, from what their browser says: the web's first visit (navigator.languages)
// and the server's mails before an account has a preference (the registering request's Accept-Language).

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages we have ('de-AT' counts as 'de'), else null. */
export function browserLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.trim().toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/**
 * The language tags of an Accept-Language header, most wanted first ('fr-CH, fr;q=0.9, en;q=0.8'); equal weights
 * keep their order, and a weight of 0 ("not this one") is left out. A malformed part counts as weight 1, as
 * browsers never send one and a hand-written header should still be heard.
 */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, index, weight: Number.isFinite(weight) ? weight : 1 };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The language an Accept-Language header asks for, when it names one of ours. */
export function acceptedLanguage(header: string | null | undefined): Language | null {
  return browserLanguage(acceptLanguageTags(header));
}
