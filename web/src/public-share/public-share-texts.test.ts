import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The public share page's own build ships only some areas of the texts (lib/i18n.ts, under VITE_PUBLIC_SHARE): every
// area a file of that page uses must be among them, or a visitor would read bare keys.
const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every file under web/src that public-share-main.tsx imports, directly or not (relative imports). */
function filesOfThePage(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, path] of text.matchAll(/(?:from|import)\s+'(\.{1,2}\/[^']+)'/g)) {
      const target = join(dirname(file), path);
      if (/\.tsx?$/.test(target) && existsSync(target)) visit(target);
    }
  };
  visit(join(src, 'public-share-main.tsx'));
  return [...seen];
}

function areasUsed(files: string[]): Set<string> {
  const areas = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, list] of text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g))
      for (const [, area] of list.matchAll(/'([\w-]+)'/g)) areas.add(area);
    for (const [, area] of text.matchAll(/\bns:\s*'([\w-]+)'/g)) areas.add(area);
    for (const [, area] of text.matchAll(/\bt\(\s*'([\w-]+):/g)) areas.add(area);
  }
  areas.delete('translation');
  return areas;
}

describe("the public share page's texts", () => {
  it('hold every area its files use', () => {
    const i18n = readFileSync(join(src, 'lib', 'i18n.ts'), 'utf8');
    const shipped = /'\.\.\/i18n\/en\/\{([\w,-]+)\}\.json'/.exec(i18n)?.[1].split(',') ?? [];
    expect(shipped.length).toBeGreaterThan(0);
    // The other languages' texts: the same areas.
    expect(/'\.\.\/i18n\/\*\/\{([\w,-]+)\}\.json'/.exec(i18n)?.[1].split(',')).toEqual(shipped);
    const files = filesOfThePage();
    expect(files.some((file) => file.endsWith('public-share-screen.tsx'))).toBe(true);
    expect([...areasUsed(files)].filter((area) => !shipped.includes(area))).toEqual([]);
  });
});
