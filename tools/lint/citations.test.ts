// Comments, tests and documents cite only what the repository holds: docs/product.md for the product's rules
// ("docs/product.md, Shares"), docs/architecture.md and docs/decisions/ for the code and its departures from the plan.
// A citation of a document the repository does not hold (the specification we started from, its ARCHITECTURE.md) or
// of an issue number tells a reader nothing, so every tracked text file is read and each such line is named.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
/** This file names what it refuses. */
const self = path
  .relative(root, import.meta.filename)
  .split(path.sep)
  .join('/');

const SAY_IT = 'cite "docs/product.md, <Heading>" or say the rule in our own words';

/** Each kind of citation refused, and what to write instead. */
const REFUSED: ReadonlyArray<{ pattern: RegExp; instead: string }> = [
  // Upper case only: Playwright's ".spec.ts" files and the specification of a standard stay.
  { pattern: /\bSPEC\b/, instead: SAY_IT },
  { pattern: /\bspec(?:\.md)?\s*§/i, instead: SAY_IT },
  { pattern: /\bARCHITECTURE\.md\b/, instead: 'cite docs/architecture.md or docs/decisions/, or say it' },
  // "issue 12", "Issue #13", "issues 11": not zod's `issues[0]`.
  { pattern: /\bissues?\s?#?\d/i, instead: 'describe the behaviour, or cite docs/product.md or docs/decisions/' },
];

interface Citation {
  line: number;
  text: string;
  instead: string;
}

/** The lines of `text` that cite something the repository does not hold (1-based line numbers). */
function citationsIn(text: string): Citation[] {
  return text.split('\n').flatMap((line, index) => {
    const refused = REFUSED.find(({ pattern }) => pattern.test(line));
    return refused ? [{ line: index + 1, text: line.trim(), instead: refused.instead }] : [];
  });
}

/** Every file git tracks or would track (untracked but not ignored), as paths relative to the repository. */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\0'))].filter((file) => file !== '' && file !== self);
}

/** The file's text, or null for a binary file (one with a NUL byte) or one deleted from the working tree. */
function textOf(file: string): string | null {
  const full = path.join(root, file);
  if (!existsSync(full)) return null;
  const bytes = readFileSync(full);
  return bytes.includes(0) ? null : bytes.toString('utf8');
}

/** The headings of docs/product.md, which its citations name: "docs/product.md, Shares". */
function productHeadings(): string[] {
  const text = readFileSync(path.join(root, 'docs/product.md'), 'utf8');
  return [...text.matchAll(/^#{2,4} (.+)$/gm)].map((match) => match[1].trim());
}

/** What follows each "docs/product.md, " in `text` (from the next line when the citation wraps), with its line. */
function productCitationsIn(text: string): Array<{ line: number; cited: string }> {
  const lines = text.split('\n');
  return lines.flatMap((line, index) =>
    [...line.matchAll(/docs\/product\.md,[ \t]*(.*)/g)].map((match) => ({
      line: index + 1,
      cited: match[1] || (lines[index + 1] ?? '').replace(/^[\s*/#>-]*/, ''),
    })),
  );
}

describe('citations of what the repository does not hold', () => {
  const files = repositoryFiles().flatMap((file) => {
    const text = textOf(file);
    return text === null ? [] : [{ file, text }];
  });

  it('finds none in any tracked text file', () => {
    const found = files.flatMap(({ file, text }) =>
      citationsIn(text).map((c) => `${file}:${c.line}: ${c.text} (${c.instead})`),
    );
    expect(found).toEqual([]);
  });

  it('finds every "docs/product.md, <Heading>" naming one of its headings', () => {
    const headings = productHeadings();
    const unknown = files.flatMap(({ file, text }) =>
      productCitationsIn(text)
        .filter(({ cited }) => !cited.startsWith('<') && !headings.some((heading) => cited.startsWith(heading)))
        .map(({ line, cited }) => `${file}:${line}: docs/product.md, ${cited}`),
    );
    expect(unknown).toEqual([]);
  });

  it.each([
    '// Business constants and limits of SPEC.md §9',
    ' * The route table of SPEC §2: guest pages go to /dashboard.',
    "describe('theme (spec §2 Layout)', () => {",
    '// Issue 13: browser-viewable copies.',
    'Status: built for issue 12.',
    'Left for issue #14: the per-upload lock.',
    '(see issues 11 and 12)',
    "ARCHITECTURE.md's encryption at rest says no plaintext reaches the disk.",
  ])('refuses %j', (line) => {
    expect(citationsIn(line)).toHaveLength(1);
  });

  it.each([
    'web/e2e/accounts.spec.ts',
    'the tus 1.0 specification',
    'One HTTP byte range (RFC 9110 §14)',
    "parsed.error.issues[0]?.message ?? 'Invalid value'",
    'const issue = parsed.error.issues[0];',
    'docs/product.md, Shares',
    'docs/architecture.md (the layout as built)',
    'a Playwright spec of the upload screen',
  ])('lets %j through', (line) => {
    expect(citationsIn(line)).toEqual([]);
  });

  it('names the line of each citation', () => {
    expect(citationsIn('first\n// SPEC §4 Library\nthird\nbuilt for issue 12')).toEqual([
      { line: 2, text: '// SPEC §4 Library', instead: SAY_IT },
      { line: 4, text: 'built for issue 12', instead: expect.stringContaining('describe the behaviour') as string },
    ]);
  });
});
