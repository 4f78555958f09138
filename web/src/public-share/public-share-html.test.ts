import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The server allows the inline theme script by its hash, taken from the built HTML pages
// (server/src/http/inline-script-hashes.ts): the public share page's HTML carries the very same script (not the app's
// early check of a stored session), and two more:
// one asks for the page's data at once, the other loads the page's script once a page the server drew shows its picture.
const html = (name: string) => readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');

describe("the public share page's HTML", () => {
  it("is the app's index.html with its own entry, the early data call and the drawn page's script loader", () => {
    const page = html('public-share.html');
    const withoutOwnScripts = page
      .replace(/\n {4}<script>\n {6}\/\/ The page's data[\s\S]*?<\/script>/, '')
      .replace(/\n {4}<script>\n {6}\/\/ A page the server drew[\s\S]*?<\/script>/, '');
    // A stored session's early check is the app's own, and so is its spinner drawn before the code: a share page
    // draws its own frame before #root, or nothing.
    const app = html('index.html')
      .replace(/\n {4}<script>\n {6}\/\/ A stored session[\s\S]*?<\/script>/, '')
      .replace(/<div id="root">\n[\s\S]*?\n {4}<\/div>/, '<div id="root"></div>');
    expect(withoutOwnScripts).toBe(app.replace('/src/main.tsx', '/src/public-share-main.tsx'));
    expect(page.length - withoutOwnScripts.length).toBeGreaterThan(1_000);
  });

  it("loads a drawn page's script from the frame's data-entry, once, after its picture", () => {
    const loader = /<script>\n {6}\/\/ A page the server drew([\s\S]*?)<\/script>/.exec(html('public-share.html'))?.[1];
    expect(loader).toContain("getElementById('share-frame')");
    expect(loader).toContain("getAttribute('data-entry')");
    expect(loader).toContain("script.type = 'module'");
    expect(loader).toContain("addEventListener('load', afterPaint)");
  });
});
