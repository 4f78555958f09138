import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/**
 * CSP hashes ('sha256-...') of the inline scripts of the built pages (the theme script that runs before first paint;
 * the public share page's early data call), so the policy can allow exactly those and still refuse any other inline
 * script. A page not built is skipped.
 */
export function inlineScriptHashes(htmlPaths: string[]): string[] {
  const hashes = new Set<string>();
  for (const path of htmlPaths.filter((p) => existsSync(p))) {
    const html = readFileSync(path, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)) {
      if (match[1].trim()) hashes.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes];
}
