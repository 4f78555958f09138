import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The server allows the inline theme script by its hash, taken from the app's built index.html
// (server/src/http/inline-script-hashes.ts): the public share page's HTML must carry the very same script.
const html = (name: string) => readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');

describe("the public share page's HTML", () => {
  it("is the app's index.html with its own entry", () => {
    expect(html('public-share.html')).toBe(html('index.html').replace('/src/main.tsx', '/src/public-share-main.tsx'));
  });
});
