import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@vaultbox/common/constants.ts';
import { otherFormOfAddress } from '@vaultbox/common/form-of-address.ts';

// Every text of every namespace speaks to its reader in its language's one form (docs/product.md, Mails):
// German "du", French "vous", Spanish "tú", Chinese "你".
type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>(['./*.json', './*/*.json'], { eager: true, import: 'default' });

function texts(tree: Tree, prefix: string): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}.${key}`, value] as [string, string]] : texts(value, `${prefix}.${key}`),
  );
}

describe.each(LANGUAGES.filter((language) => language !== 'en'))('every %s text', (language) => {
  const mine = Object.entries(files).filter(([path]) => new RegExp(`^\\./${language}(?:\\.json|/)`).test(path));

  it('has texts to check', () => {
    expect(mine.length).toBeGreaterThan(1);
  });

  it('keeps to one form of address', () => {
    const found = mine.flatMap(([path, tree]) =>
      texts(tree, path)
        .map(([key, text]) => ({ key, words: otherFormOfAddress(language, text) }))
        .filter(({ words }) => words.length > 0),
    );
    // Say it in the language's form; where "Sie" or "Ihre" means "they, its", name the noun instead.
    expect(found).toEqual([]);
  });
});
