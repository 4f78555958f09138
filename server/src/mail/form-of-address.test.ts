import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@vaultbox/common/constants.ts';
import { otherFormOfAddress } from '@vaultbox/common/form-of-address.ts';

// Every sentence of every mail and push message, as written in texts/*.ts, speaks to its reader in its language's
// one form (docs/product.md, Mails). Read from the source, so that a sentence no rendered case reaches is checked too:
// each language's part begins at its `const de`, `de: {` or `const DE_...`, and runs to the next language's.

const TEXTS = new URL('./texts/', import.meta.url);
const FILES = readdirSync(TEXTS).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
const START = /^\s*(?:(?:export\s+)?const\s+)?(en|de|fr|es|zh)(?:_\w+)?\s*[:=]/i;
const COMMENT = /^\s*(?:\/\/|\/\*|\*)/;

/** The lines of each language's part of a texts file, comments left out. */
function parts(source: string): Map<Language, string> {
  const out = new Map<Language, string>();
  let current: Language | null = null;
  for (const line of source.split('\n')) {
    const start = START.exec(line);
    if (start) current = start[1].toLowerCase() as Language;
    if (current && !COMMENT.test(line)) out.set(current, `${out.get(current) ?? ''}${line}\n`);
  }
  return out;
}

describe.each(FILES)('texts/%s', (file) => {
  const found = parts(readFileSync(new URL(file, TEXTS), 'utf8'));

  it('has a part in each language', () => {
    expect([...found.keys()].sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('keeps to one form of address in %s', (language) => {
    expect(otherFormOfAddress(language, found.get(language) ?? '')).toEqual([]);
  });
});
