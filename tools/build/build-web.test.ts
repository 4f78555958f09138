import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildReason, recordBuild, webSourcesHash } from '../../scripts/build-web.mjs';

// `npm start` builds the web app only when its sources changed (scripts/build-web.mjs): proven on a small tree.
const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'vaultbox-build-web-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) write(root, path, text);
  return root;
}

function write(root: string, path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const SOURCES = {
  'web/src/main.tsx': 'render()',
  'web/src/features/a/b.tsx': 'export const b = 1',
  'web/index.html': '<div id="root"></div>',
  'common/src/constants.ts': 'export const X = 1',
  'package-lock.json': '{}',
};

describe('web sources hash', () => {
  it('changes with a file edited, added or renamed, and not with files the build does not read', () => {
    const root = tree(SOURCES);
    const first = webSourcesHash(root);
    expect(webSourcesHash(root)).toBe(first);
    write(root, 'web/e2e/spec.ts', 'test()');
    write(root, 'server/src/main.ts', 'listen()');
    write(root, 'web/dist/index.html', 'built');
    expect(webSourcesHash(root)).toBe(first);

    write(root, 'web/src/features/a/b.tsx', 'export const b = 2');
    const edited = webSourcesHash(root);
    expect(edited).not.toBe(first);
    write(root, 'common/src/new.ts', '');
    const added = webSourcesHash(root);
    expect(added).not.toBe(edited);
    rmSync(join(root, 'common/src/new.ts'));
    write(root, 'common/src/renamed.ts', '');
    expect(webSourcesHash(root)).not.toBe(added);
  });
});

describe('build reason', () => {
  it('builds when there is no build, when the build is not stamped, and when sources changed; not otherwise', () => {
    const root = tree(SOURCES);
    expect(buildReason(root)).toBe('no build yet');
    write(root, 'web/dist/index.html', 'built');
    expect(buildReason(root)).toBe('the build was not made by this script');
    recordBuild(root, webSourcesHash(root));
    expect(buildReason(root)).toBeNull();
    write(root, 'web/src/main.tsx', 'render(<App />)');
    expect(buildReason(root)).toBe('its sources changed');
    recordBuild(root, webSourcesHash(root));
    expect(buildReason(root)).toBeNull();
    rmSync(join(root, 'web/dist'), { recursive: true });
    expect(buildReason(root)).toBe('no build yet');
  });
});
