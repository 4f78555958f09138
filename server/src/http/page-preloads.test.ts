import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES, pageModules, pathMatches, withModulePreloads } from './page-preloads.ts';

const INDEX = '<html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_button.js': { file: 'assets/button.js', imports: ['_react.js'] },
  'src/app/shell/app-shell.tsx': { file: 'assets/app-shell.js', imports: ['_react.js', '_button.js'] },
  'src/features/library/library-screen.tsx': { file: 'assets/library-screen.js', imports: ['_button.js'] },
  'src/features/auth/login-screen.tsx': { file: 'assets/login-screen.js', imports: ['_react.js'] },
};

describe('a page route', () => {
  it('matches the addresses the router gives it', () => {
    expect(pathMatches('library', '/library')).toBe(true);
    expect(pathMatches('library', '/library/')).toBe(true);
    expect(pathMatches('albums/:id', '/albums/7')).toBe(true);
    expect(pathMatches('albums/:id', '/albums')).toBe(false);
    expect(pathMatches('albums', '/albums/7')).toBe(false);
    expect(pathMatches('reset-password/:token?', '/reset-password')).toBe(true);
    expect(pathMatches('reset-password/:token?', '/reset-password/abc')).toBe(true);
    expect(pathMatches('', '/')).toBe(true);
    expect(pathMatches('', '/nowhere')).toBe(false);
  });

  it('loads the signed-in frame and its screen, or nothing for an unknown address', () => {
    expect(pageModules('/library')).toEqual(['src/app/shell/app-shell.tsx', 'src/features/library/library-screen.tsx']);
    expect(pageModules('/')).toEqual(pageModules('/dashboard'));
    expect(pageModules('/login')).toEqual(['src/features/auth/login-screen.tsx']);
    expect(pageModules('/no/such/page')).toEqual([]);
  });

  it('is every route of the web router that loads a screen, with the frame where the router draws one', () => {
    const source = readFileSync(join(import.meta.dirname, '../../../web/src/app/router.tsx'), 'utf8');
    const signedInFrom = source.indexOf('kind="signed-in"');
    const frame = (at: number) => (at > signedInFrom ? ['src/app/shell/app-shell.tsx'] : []);
    const routes: { path: string; modules: string[] }[] = [];
    for (const match of source.matchAll(
      /path: '([^']+)',\s*lazy: \{\s*Component: async \(\) =>\s*\(await import\('\.\.\/([^']+)'\)\)/g,
    ))
      routes.push({ path: match[1], modules: [...frame(match.index), `src/${match[2]}`] });
    for (const match of source.matchAll(/oidcFinishRoute\('(\w+)'\),/g))
      routes.push({ path: `oidc/${match[1]}`, modules: ['src/features/auth/oidc-screens.tsx'] });
    expect(routes.length).toBeGreaterThan(25);
    const pages = PAGES.filter((page) => page.path !== '');
    expect(new Set(pages.map((page) => JSON.stringify(page)))).toEqual(
      new Set(routes.map((route) => JSON.stringify(route))),
    );
  });
});

describe('the preloads of a page', () => {
  it('list the chunks of its modules that index.html does not list already, in its head', () => {
    const html = withModulePreloads(INDEX, MANIFEST, pageModules('/library'));
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/app-shell.js">');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/library-screen.js">',
    );
    expect(html.match(/href="\/assets\/button.js"/g)).toHaveLength(1);
    expect(html).not.toContain('href="/assets/react.js"');
    expect(html).not.toContain('login-screen');
    expect(html.lastIndexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leave index.html as it is without a manifest, or for an address no route has', () => {
    expect(withModulePreloads(INDEX, null, pageModules('/library'))).toBe(INDEX);
    expect(withModulePreloads(INDEX, MANIFEST, pageModules('/no/such/page'))).toBe(INDEX);
  });
});
