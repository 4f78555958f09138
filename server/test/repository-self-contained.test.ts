import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture, REPO_ROOT } from './helpers/fixtures.ts';

// A bare clone must test itself: nothing outside docs/ may lean on a folder beside the repository. The patterns are
// assembled, so that this file does not name them itself.
const BESIDE = ['..', 'shared'].join('/');
const WORK_SHARED = ['', 'work', 'shared'].join('/');

/** The repository's files: what git tracks or would add, or, in a bare copy without .git, every file but installs. */
function repositoryFiles(): string[] {
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (listed.status === 0 && existsSync(join(REPO_ROOT, '.git')))
    return listed.stdout.split('\0').filter((file) => file && existsSync(join(REPO_ROOT, file)));
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name === 'node_modules') return [];
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.isFile() ? [relative(REPO_ROOT, path)] : [];
    });
  return walk(REPO_ROOT);
}

describe('the repository is self-contained', () => {
  it('references no folder beside it outside docs/', () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => {
      if (file.startsWith('docs/')) return false;
      const text = readFileSync(join(REPO_ROOT, file));
      if (text.includes(0)) return false; // binary: a fixture
      const content = text.toString('utf8');
      return content.includes(BESIDE) || content.includes(WORK_SHARED);
    });
    expect(offenders).toEqual([]);
  });

  it('holds the media fixtures the tests read, with their licences', () => {
    for (const name of ['README.md', 'LICENSE-file-type', 'LICENSE-exif-orientation-examples', 'fixture.jpg'])
      expect(existsSync(fixture(name)), name).toBe(true);
  });
});
