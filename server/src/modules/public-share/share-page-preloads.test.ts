import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withSharePreloads } from './share-page-preloads.ts';

const INDEX = '<html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>';

describe('the share page preloads', () => {
  const dist = mkdtempSync(join(tmpdir(), 'vaultbox-share-preloads-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('list the share screen chunks that index.html does not list already', () => {
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
        '_react.js': { file: 'assets/react.js' },
        '_button.js': { file: 'assets/button.js', imports: ['_react.js'] },
        'src/features/public-share/public-share-screen.tsx': {
          file: 'assets/public-share-screen.js',
          imports: ['_react.js', '_button.js'],
        },
        'src/features/library/library-screen.tsx': { file: 'assets/library-screen.js', imports: ['_button.js'] },
      }),
    );
    const html = withSharePreloads(INDEX, dist);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/public-share-screen.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/button.js">');
    expect(html).not.toContain('href="/assets/react.js"');
    expect(html).not.toContain('library-screen');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leave index.html as it is without a manifest', () => {
    expect(withSharePreloads(INDEX, join(dist, 'missing'))).toBe(INDEX);
  });
});
