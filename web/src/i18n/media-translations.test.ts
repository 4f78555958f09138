import { describe, expect, it } from 'vitest';
import en from './en/media.json';
import es from './es/media.json';
import fr from './fr/media.json';
import de from './de/media.json';
import zh from './zh/media.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('media namespace translations', () => {
  const base = flatten(en as Tree);
  it.each([
    ['es', es],
    ['fr', fr],
    ['de', de],
    ['zh', zh],
  ])('%s has exactly the English keys and placeholders, and no empty text', (_lang, tree) => {
    const other = flatten(tree as Tree);
    expect([...other.keys()].sort()).toEqual([...base.keys()].sort());
    for (const [key, text] of base) expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text));
    for (const [key, text] of other) expect(text.trim(), key).not.toBe('');
  });
});
