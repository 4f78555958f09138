import type { Language } from './constants.ts';

// Each language speaks to its reader in one form throughout, the web's texts and the server's mails alike
// (docs/product.md, Mails): German "du", French "vous", Spanish "tú", Chinese "你". These are the words of the
// other form; the tests of both sides refuse any text that holds one.

/** A whole word: no letter, digit or underscore on either side (JavaScript's `\b` knows ASCII letters only). */
const word = (words: string, flags = '') =>
  new RegExp(`(?<![\\p{L}\\p{N}_])(?:${words})(?![\\p{L}\\p{N}_])`, `gu${flags}`);

const OTHER_FORM: Record<Language, RegExp[]> = {
  en: [],
  // Formal "Sie" and its "Ihr" are written with a capital; "sie" and "ihr" (they, her, its) are not. A sentence
  // that begins with "Sie" or "Ihre" in that sense is better said with its noun, so there is no exception.
  de: [word('Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen')],
  fr: [word('tu|toi|te|ton|ta|tes', 'i'), /(?<![\p{L}\p{N}_])t['’](?=\p{L})/giu],
  // "usted" and the formal imperatives a sentence begins with ("su" is also "his, their, its", so it is not listed).
  es: [
    word('usted|ustedes', 'i'),
    word(
      'Introduzca|Seleccione|Inténtelo|Elija|Haga|Pida|Compruebe|Vuelva|Inicie|Pruebe|Espere|Descargue|Guarde|Escriba|Añada|Recargue|Actualice|Abra|Consulte|Contacte|Pregunte|Ingrese|Revise|Pulse|Agregue|Confirme|Asegúrese|Verifique|Desea|Está seguro|Está segura',
    ),
  ],
  zh: [/您/gu],
};

/** The words of `text` that speak in the other form of `language` (none: the text keeps to its language's form). */
export function otherFormOfAddress(language: Language, text: string): string[] {
  const plain = text.replace(/\{\{\s*\w+\s*\}\}/g, ' ');
  return OTHER_FORM[language].flatMap((pattern) => [...plain.matchAll(pattern)].map((match) => match[0]));
}
