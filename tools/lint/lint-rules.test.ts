// Proofs of the boundary rules in eslint.config.js: for each, a bad snippet that the rule reports and a good
// one that passes every rule. Snippets are linted as if they were files at a given place in the tree (lintText with a
// filePath), so the config blocks that hold there apply; only the cycle needs files on disk (fixtures/, which
// `eslint .` skips). One ESLint instance, with the repository's config minus type information: none of these rules
// needs it, and the type-aware rules are the slow ones.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { isKebabCaseName } from './kebab-case-filename.js';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, ignore: false, overrideConfig: [tseslint.configs.disableTypeChecked] });

type Problem = Pick<Linter.LintMessage, 'ruleId' | 'message'>;

/** Every problem ESLint finds in `code` as if it were the file at `file` (relative to the repository). */
async function lint(file: string, code: string): Promise<Problem[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

async function lintFile(file: string): Promise<Problem[]> {
  const [result] = await eslint.lintFiles([path.join(root, file)]);
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

/** Exactly one problem, from `ruleId`, whose message contains `words`. */
function expectOnly(problems: Problem[], ruleId: string, words: string): void {
  expect(problems).toEqual([{ ruleId, message: expect.stringContaining(words) as string }]);
}

/** Some source file (not a test) under a folder of the tree, as a path relative to the repository. */
function aSourceFileIn(folder: string): string {
  const entries = readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true });
  const found = entries.find((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.includes('.test.'));
  if (!found) throw new Error(`no source file under ${folder}`);
  return path.relative(root, path.join(found.parentPath, found.name));
}

/** The import specifier that reaches `target` from a file at `from` (both relative to the repository). */
function specifier(from: string, target: string): string {
  const relative = path.relative(path.dirname(from), target).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** A module that imports `target` (namespace import, used, so no other rule minds). */
const importing = (from: string, target: string) =>
  `import * as other from '${specifier(from, target)}';\n\nexport const probe = other;\n`;

describe('web: a feature never imports another feature', () => {
  const features = readdirSync(path.join(root, 'web/src/features'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const [mine, theirs] = features;
  const probe = `web/src/features/${mine}/lint-probe.ts`;

  it('reports an import from another feature (import-x/no-restricted-paths)', async () => {
    const problems = await lint(probe, importing(probe, aSourceFileIn(`web/src/features/${theirs}`)));
    expectOnly(problems, 'import-x/no-restricted-paths', 'A feature never imports another feature');
  });

  it('lets a feature import its own files, components/, lib/ and common/', async () => {
    const code = [
      `import * as own from '${specifier(probe, aSourceFileIn(`web/src/features/${mine}`))}';`,
      `import * as shared from '${specifier(probe, aSourceFileIn('web/src/components'))}';`,
      `import * as lib from '${specifier(probe, aSourceFileIn('web/src/lib'))}';`,
      `import * as contract from '@vaultbox/common/constants.ts';`,
      '',
      'export const probe = [own, shared, lib, contract];',
      '',
    ].join('\n');
    expect(await lint(probe, code)).toEqual([]);
  });
});

describe('web: components/ and lib/ never import features/ or app/', () => {
  it('reports components/ importing a feature (import-x/no-restricted-paths)', async () => {
    const probe = 'web/src/components/lint-probe.ts';
    const problems = await lint(probe, importing(probe, aSourceFileIn('web/src/features')));
    expectOnly(problems, 'import-x/no-restricted-paths', 'components/ and lib/ never import features/ or app/');
  });

  it('reports lib/ importing app/ (import-x/no-restricted-paths)', async () => {
    const probe = 'web/src/lib/lint-probe.ts';
    const problems = await lint(probe, importing(probe, aSourceFileIn('web/src/app')));
    expectOnly(problems, 'import-x/no-restricted-paths', 'components/ and lib/ never import features/ or app/');
  });

  it('lets components/ import lib/', async () => {
    const probe = 'web/src/components/lint-probe.ts';
    expect(await lint(probe, importing(probe, aSourceFileIn('web/src/lib')))).toEqual([]);
  });
});

/** Each `reports` snippet at `probe` gives exactly one problem, from `ruleId` and saying `message`; each `allows` none. */
function proveImportRule(rule: {
  probe: string;
  ruleId: string;
  message: string;
  reports: [what: string, code: string][];
  allows: [what: string, code: string][];
}): void {
  it.each(rule.reports)(`reports %s (${rule.ruleId})`, async (_what, code) => {
    expectOnly(await lint(rule.probe, code), rule.ruleId, rule.message);
  });
  it.each(rule.allows)('allows %s', async (_what, code) => {
    expect(await lint(rule.probe, code)).toEqual([]);
  });
}

// The server's layers (eslint.config.js, serverLayers): zones generated from the folders of server/src, so the proofs
// below use real folders and files (an import that resolves to nothing is not checked).
const serverSrc = 'server/src';
const foldersIn = (folder: string) =>
  readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `${folder}/${e.name}`);
const serverModules = foldersIn(`${serverSrc}/modules`);
const layerMessages = {
  module: 'A server module never imports another module',
  repos: 'repos/ hold SQL only',
  domain: 'domain/ never imports modules/ or the composition root',
  infrastructure: 'Server infrastructure (http/, db/, storage/, ...; config.ts, context.ts, errors.ts) never imports',
  cli: 'cli/ never imports a module',
};
/** One import of some source file under each folder of server/src, with what the case is called. */
const importsFrom = (probe: string, folders: string[]): [string, string][] =>
  folders.map((folder) => [`an import from ${folder}/`, importing(probe, aSourceFileIn(`${serverSrc}/${folder}`))]);
/** Imports of root files of server/src (the composition root, config.ts, ...). */
const importsOfFiles = (probe: string, files: string[]): [string, string][] =>
  files.map((file) => [`an import of ${file}`, importing(probe, `${serverSrc}/${file}`)]);

describe('server: a module never imports another module', () => {
  const probe = `${serverSrc}/modules/auth/lint-probe.ts`;

  proveImportRule({
    probe,
    ruleId: 'import-x/no-restricted-paths',
    message: layerMessages.module,
    reports: [
      ...importsFrom(probe, ['modules/user']),
      [
        'a type-only import from modules/user/',
        `import type * as other from '${specifier(probe, aSourceFileIn(`${serverSrc}/modules/user`))}';\n\nexport type Probe = typeof other;\n`,
      ],
    ],
    allows: importsFrom(probe, ['modules/auth', 'repos', 'domain', 'http', 'db']),
  });

  it.each(serverModules.map((module, i) => [module, serverModules[(i + 1) % serverModules.length]]))(
    'reports %s importing %s: a zone for every module folder (import-x/no-restricted-paths)',
    async (module, other) => {
      const moduleProbe = `${module}/lint-probe.ts`;
      const problems = await lint(moduleProbe, importing(moduleProbe, aSourceFileIn(other)));
      expectOnly(problems, 'import-x/no-restricted-paths', layerMessages.module);
    },
  );
});

describe('server: repos/ import neither modules/, domain/, http/ nor the composition root', () => {
  const probe = `${serverSrc}/repos/lint-probe.ts`;
  proveImportRule({
    probe,
    ruleId: 'import-x/no-restricted-paths',
    message: layerMessages.repos,
    reports: [...importsFrom(probe, ['modules/media', 'domain', 'http']), ...importsOfFiles(probe, ['app.ts'])],
    allows: [...importsFrom(probe, ['db', 'repos']), ...importsOfFiles(probe, ['errors.ts', 'context.ts'])],
  });
});

describe('server: domain/ never imports modules/ or the composition root', () => {
  const probe = `${serverSrc}/domain/lint-probe.ts`;
  proveImportRule({
    probe,
    ruleId: 'import-x/no-restricted-paths',
    message: layerMessages.domain,
    reports: [...importsFrom(probe, ['modules/user']), ...importsOfFiles(probe, ['main.ts'])],
    allows: [
      ...importsFrom(probe, ['repos', 'db', 'http', 'keyring', 'storage', 'mail', 'media-tools']),
      ...importsOfFiles(probe, ['errors.ts', 'config.ts', 'context.ts']),
    ],
  });
});

describe('server: infrastructure never imports modules/ or the composition root', () => {
  const layers = ['modules', 'repos', 'domain', 'cli'].map((folder) => `${serverSrc}/${folder}`);
  const infrastructureFolders = foldersIn(serverSrc).filter((folder) => !layers.includes(folder));
  const probe = `${serverSrc}/http/lint-probe.ts`;

  proveImportRule({
    probe,
    ruleId: 'import-x/no-restricted-paths',
    message: layerMessages.infrastructure,
    reports: [...importsFrom(probe, ['modules/auth']), ...importsOfFiles(probe, ['app.ts'])],
    allows: importsFrom(probe, ['domain', 'db', 'storage']),
  });

  it.each([
    ...infrastructureFolders.map((folder) => `${folder}/lint-probe.ts`),
    // The shared root files: linted as their own path, with the probe's code.
    ...['config.ts', 'context.ts', 'errors.ts'].map((file) => `${serverSrc}/${file}`),
  ])(
    'reports %s importing a module: generated from the folders on disk (import-x/no-restricted-paths)',
    async (file) => {
      const problems = await lint(file, importing(file, aSourceFileIn(`${serverSrc}/modules/user`)));
      expectOnly(problems, 'import-x/no-restricted-paths', layerMessages.infrastructure);
    },
  );

  it('lets storage/ import db/, and jobs/ import domain/', async () => {
    const storage = `${serverSrc}/storage/lint-probe.ts`;
    const jobs = `${serverSrc}/jobs/lint-probe.ts`;
    expect(await lint(storage, importing(storage, aSourceFileIn(`${serverSrc}/db`)))).toEqual([]);
    expect(await lint(jobs, importing(jobs, aSourceFileIn(`${serverSrc}/domain`)))).toEqual([]);
  });
});

describe('server: cli/ imports anything but a module', () => {
  const probe = `${serverSrc}/cli/lint-probe.ts`;
  proveImportRule({
    probe,
    ruleId: 'import-x/no-restricted-paths',
    message: layerMessages.cli,
    reports: importsFrom(probe, ['modules/media']),
    allows: [...importsFrom(probe, ['storage', 'repos', 'domain']), ...importsOfFiles(probe, ['app.ts', 'config.ts'])],
  });
});

describe('server: routes do not import repos, type-only imports aside', () => {
  proveImportRule({
    probe: 'server/src/modules/invite/lint-probe.routes.ts',
    ruleId: '@typescript-eslint/no-restricted-imports',
    message: 'A route never imports a repo',
    reports: [
      [
        'a value import of a repo',
        "import { insertInviteCode } from './invite.repo.ts';\n\nexport const probe = insertInviteCode;\n",
      ],
    ],
    allows: [
      [
        'a type-only import of a repo',
        "import type { NewInviteCode } from './invite.repo.ts';\n\nexport type Probe = NewInviteCode;\n",
      ],
    ],
  });
});

const fastifyImports: [string, string][] = [
  [
    'fastify, even type-only',
    "import type { FastifyRequest } from 'fastify';\n\nexport type Probe = FastifyRequest;\n",
  ],
  ['@fastify/* plugins', "import cookie from '@fastify/cookie';\n\nexport const probe = cookie;\n"],
];
const fastifyMessage = "Fastify only in a module's *.routes.ts, *.http.ts";

describe.each([
  ['a service', 'server/src/modules/invite/lint-probe.service.ts'],
  ['a module file without a layer suffix (a rule, a view)', 'server/src/modules/invite/lint-probe.ts'],
  ['a job', 'server/src/modules/media/lint-probe.job.ts'],
  ['domain/', 'server/src/domain/lint-probe.ts'],
  ['a repo', 'server/src/repos/lint-probe.repo.ts'],
])('server: fastify never in %s', (_where, probe) => {
  proveImportRule({
    probe,
    ruleId: 'no-restricted-imports',
    message: fastifyMessage,
    reports: fastifyImports,
    allows: [['plain values', "import { randomUUID } from 'node:crypto';\n\nexport const probe = randomUUID;\n"]],
  });
});

describe('server: fastify in routes, their HTTP helpers and registrations', () => {
  it.each([
    'server/src/modules/invite/lint-probe.routes.ts',
    'server/src/modules/invite/lint-probe.http.ts',
    'server/src/modules/invite/register-lint-probe.ts',
  ])('allows it in %s', async (file) => {
    for (const [, code] of fastifyImports) expect(await lint(file, code)).toEqual([]);
  });
});

describe('server: kysely only in *.repo.ts and server/src/db/', () => {
  const sqlImport = "import { sql } from 'kysely';\n\nexport const probe = sql;\n";
  const kyselyMessage = 'Kysely (and its sql) is used only in *.repo.ts files and server/src/db/';

  it.each([
    ['a service', 'server/src/modules/invite/lint-probe.service.ts'],
    ['a route', 'server/src/http/lint-probe.routes.ts'],
    ['any other server file', 'server/src/modules/invite/lint-probe.ts'],
    ['the web', 'web/src/lib/lint-probe.ts'],
  ])('reports sql in %s (no-restricted-imports)', async (_where, file) => {
    expectOnly(await lint(file, sqlImport), 'no-restricted-imports', kyselyMessage);
  });

  it('reports a type-only import of Kysely too (no-restricted-imports)', async () => {
    const code = "import type { Kysely } from 'kysely';\n\nexport type Probe = Kysely<object>;\n";
    expectOnly(
      await lint('server/src/modules/invite/lint-probe.service.ts', code),
      'no-restricted-imports',
      kyselyMessage,
    );
  });

  it.each([
    ['a repo', 'server/src/repos/lint-probe.repo.ts'],
    ['server/src/db/', 'server/src/db/lint-probe.ts'],
    ['an integration test (exempt)', 'server/test/lint-probe.test.ts'],
    ['a unit test (exempt)', 'server/src/modules/invite/lint-probe.test.ts'],
  ])('allows it in %s', async (_where, file) => {
    expect(await lint(file, sqlImport)).toEqual([]);
  });
});

describe('no import cycles anywhere', () => {
  it('reports two modules importing each other (import-x/no-cycle)', async () => {
    expectOnly(await lintFile('tools/lint/fixtures/cycle/first.ts'), 'import-x/no-cycle', 'Dependency cycle');
  });

  it('leaves out a cycle closed only by a type-only import', async () => {
    expect(await lintFile('tools/lint/fixtures/type-only-cycle/first.ts')).toEqual([]);
  });
});

describe('kebab-case file names', () => {
  const code = 'export const probe = 1;\n';

  it.each([
    'web/src/components/shareModal.tsx',
    'server/src/modules/invite/invite_codes.repo.ts',
    'server/src/modules/Invite/invite.service.ts',
    'common/src/Format-Bytes.ts',
    'scripts/test_all.mjs',
    'bench/Lib.mjs',
  ])('reports %s (vaultbox/kebab-case-filename)', async (file) => {
    const problems = await lint(file, code);
    expect(problems).toEqual([
      { ruleId: 'vaultbox/kebab-case-filename', message: expect.stringContaining('kebab-case') },
    ]);
  });

  it.each([
    'web/src/components/share-modal.tsx',
    'server/src/repos/invite.repo.ts',
    'server/src/modules/media/process-media.job.ts',
    'server/src/db/migrations/0009-probe.ts',
    'web/vite.config.ts',
    'server/test/fixtures/Any_Name.ts',
  ])('allows %s', async (file) => {
    expect(await lint(file, code)).toEqual([]);
  });

  it('holds for every file of the source folders, ESLint or not (css, json, html, sh)', () => {
    const listed = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', 'common', 'server', 'web', 'scripts', 'bench'],
      { cwd: root, encoding: 'utf8' },
    );
    const exempt = (file: string) =>
      file.startsWith('server/test/fixtures/') || /^(README\.md|LICENSE.*|\..*)$/.test(path.posix.basename(file));
    const bad = listed
      .split('\n')
      .filter((file) => file !== '' && !exempt(file))
      .filter((file) => file.split('/').some((name, i, all) => !isKebabCaseName(name, i === all.length - 1)));
    expect(bad).toEqual([]);
  });
});
