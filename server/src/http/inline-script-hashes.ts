import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/**
 * CSP hashes ('sha256-...') of the inline scripts of the built index.html (the theme script that runs before first
 * paint), so the policy can allow exactly those and still refuse any other inline script.
 */
export function inlineScriptHashes(indexHtmlPath: string): string[] {
  if (!existsSync(indexHtmlPath)) return [];
  const html = readFileSync(indexHtmlPath, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (match[1].trim()) hashes.push(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}
