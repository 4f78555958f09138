import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The server allows the inline theme script by its hash, taken from the built HTML pages
// (server/src/http/inline-script-hashes.ts): the public share page's HTML carries the very same script, and one more,
// which asks for the page's data at once.
const html = (name: string) => readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');

describe("the public share page's HTML", () => {
  it("is the app's index.html with its own entry and the early data call", () => {
    const withoutEarlyCall = html('public-share.html').replace(
      /\n {4}<script>\n {6}\/\/ The page's data[\s\S]*?<\/script>/,
      '',
    );
    expect(withoutEarlyCall).toBe(html('index.html').replace('/src/main.tsx', '/src/public-share-main.tsx'));
  });
});
