import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import vaultbox from './tools/lint/kebab-case-filename.js';

const root = import.meta.dirname;
const sourceFiles = '**/*.{ts,tsx,js,mjs,cjs}';

// Import boundaries (docs/architecture.md). One `no-restricted-imports` setting applies to a file (a later block
// replaces an earlier one), so each block below lists every group that holds for its files.
const commonStaysApart = {
  group: ['@vaultbox/server/*', '@vaultbox/web/*', '../../server/*', '../../web/*'],
  message: 'The contract (common/) imports nothing of the server or the web.',
};
const serverNeverImportsWeb = {
  group: ['@vaultbox/web/*', '**/web/src/*'],
  message: 'The server never imports the web app.',
};
const webNeverImportsServer = {
  group: ['@vaultbox/server/*', '**/server/src/*'],
  message: 'The web app never imports the server.',
};
const kyselyOnlyInRepos = {
  group: ['kysely', 'kysely/*'],
  message:
    'Kysely (and its sql) is used only in *.repo.ts files and server/src/db/: move the query into a repo function.',
};
const onlyHttpImportsFastify = {
  group: ['fastify', 'fastify/*', '@fastify/*', 'fastify-*'],
  message:
    "Fastify only in a module's *.routes.ts, *.http.ts (the HTTP helpers of its routes) and register-<area>.ts: services, rules, views and repos take plain values and throw AppError.",
};
const restrict = (...patterns) => ['error', { patterns }];

// Web layers: a feature never imports another feature; components/ and lib/ import neither features/ nor app/.
const features = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...features.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: 'web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move shared code to components/, lib/ or common/.',
  })),
  {
    target: ['web/src/components', 'web/src/lib'],
    from: ['web/src/features', 'web/src/app'],
    message: 'components/ and lib/ never import features/ or app/: they are shared by all of them.',
  },
];

// Server layers: a module (modules/<area>/) never imports another module; repos/ hold SQL only; domain/ holds the rules
// and ports several modules share; the infrastructure and cli/ never reach up into modules/. Zones are generated from
// the folders on disk, so a new module or infrastructure folder is covered the day it appears.
const serverSrc = 'server/src';
const serverEntries = readdirSync(`${root}/${serverSrc}`, { withFileTypes: true });
const serverModules = readdirSync(`${root}/${serverSrc}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `${serverSrc}/modules/${entry.name}`);
// services.ts builds every service once; app.ts and main.ts start the server with them.
const compositionRoot = ['services.ts', 'app.ts', 'main.ts'].map((file) => `${serverSrc}/${file}`);
// Infrastructure: every other folder of server/src (http, db, storage, media-tools, jobs, mail, keyring, redis, ...)
// and the shared root files (config.ts, context.ts, errors.ts).
const layerFolders = ['modules', 'repos', 'domain', 'cli'];
const serverInfrastructure = serverEntries
  .filter((entry) => (entry.isDirectory() ? !layerFolders.includes(entry.name) : /\.ts$/.test(entry.name)))
  .map((entry) => `${serverSrc}/${entry.name}`)
  .filter((file) => !compositionRoot.includes(file));
const serverLayers = [
  ...serverModules.map((module) => ({
    target: module,
    from: `${serverSrc}/modules`,
    except: [`./${path.basename(module)}`],
    message:
      'A server module never imports another module: move shared rules to domain/, queries to repos/, and let services.ts hand one service to another.',
  })),
  {
    target: `${serverSrc}/repos`,
    from: [`${serverSrc}/modules`, `${serverSrc}/domain`, `${serverSrc}/http`, ...compositionRoot],
    message:
      'repos/ hold SQL only: they import neither modules/, domain/, http/ nor the composition root (services.ts, app.ts, main.ts).',
  },
  {
    target: `${serverSrc}/domain`,
    from: [`${serverSrc}/modules`, ...compositionRoot],
    message:
      'domain/ never imports modules/ or the composition root (services.ts, app.ts, main.ts): modules build on domain/, not the reverse.',
  },
  {
    target: serverInfrastructure,
    from: [`${serverSrc}/modules`, ...compositionRoot],
    message:
      'Server infrastructure (http/, db/, storage/, ...; config.ts, context.ts, errors.ts) never imports modules/ or the composition root (services.ts, app.ts, main.ts).',
  },
  {
    // cli/ runs beside the server: it may import anything (the composition root included) but a module.
    target: `${serverSrc}/cli`,
    from: `${serverSrc}/modules`,
    message: 'cli/ never imports a module: take the service it needs from services.ts.',
  },
];
// Crossings of the server layers still allowed, one entry each with its reason. `target` is the importing folder (a
// module folder, repos/, domain/, cli/, or an infrastructure folder or root file), `allows` the file or folder it may
// import. Keep it empty; an entry that names a missing path or crosses no boundary stops the config from loading.
const serverLayerExceptions = [
  // { target: 'server/src/modules/admin', allows: 'server/src/modules/user/user-view.ts', reason: 'why, and until when' },
  {
    target: 'server/src/cli',
    allows: 'server/src/modules/two-factor/secret-box.ts',
    reason:
      'rotate-master-key re-seals the TOTP secrets, sealed under a key derived from the master key, in its one transaction',
  },
];
const inside = (file, folder) => !path.relative(folder, file).startsWith('..');
const covers = (exception, target, from) => exception.target === target && inside(exception.allows, from);
// One zone per (target, from) pair, so that an exception lifts exactly that pair; one that allows all of `from` (a
// root file) drops the zone.
const serverZones = serverLayers.flatMap(({ target, from, except = [], message }) =>
  [target].flat().flatMap((oneTarget) =>
    [from].flat().flatMap((oneFrom) => {
      const exceptions = serverLayerExceptions.filter((exception) => covers(exception, oneTarget, oneFrom));
      if (exceptions.some((exception) => exception.allows === oneFrom)) return [];
      const zoneExcept = [...except, ...exceptions.map((exception) => `./${path.relative(oneFrom, exception.allows)}`)];
      return [{ target: oneTarget, from: oneFrom, ...(zoneExcept.length > 0 && { except: zoneExcept }), message }];
    }),
  ),
);
for (const exception of serverLayerExceptions) {
  const used = serverLayers.some(({ target, from }) =>
    [target].flat().some((oneTarget) => [from].flat().some((oneFrom) => covers(exception, oneTarget, oneFrom))),
  );
  if (!existsSync(`${root}/${exception.allows}`) || !exception.reason || !used) {
    throw new Error(
      `eslint.config.js: serverLayerExceptions entry ${JSON.stringify(exception)} is stale or incomplete`,
    );
  }
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tmp/**', // scratch and test builds, at the root and under server/ (the CLI tests' bundle)
      'test-results/**',
      'data/**',
      'playwright-report/**',
      // Deliberately bad code that tools/lint/lint-rules.test.ts lints on purpose.
      'tools/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles anywhere. Type-only imports are left out: they vanish from the emitted JavaScript.
    files: [sourceFiles],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [`{common,server,web,scripts,bench}/${sourceFiles}`],
    ignores: ['server/test/fixtures/**'],
    plugins: { vaultbox },
    rules: { 'vaultbox/kebab-case-filename': ['error', { root }] },
  },
  // Boundaries: the contract imports nothing of the app; the server never imports the web and vice versa;
  // Kysely only in repos and db/.
  { files: [sourceFiles], rules: { 'no-restricted-imports': restrict(kyselyOnlyInRepos) } },
  { files: ['common/**'], rules: { 'no-restricted-imports': restrict(commonStaysApart, kyselyOnlyInRepos) } },
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: { 'no-restricted-imports': restrict(serverNeverImportsWeb, kyselyOnlyInRepos) },
  },
  {
    // The layers under HTTP: every file of a module but its routes, their HTTP helpers and its registration; domain/.
    files: ['server/src/modules/**/*.ts', 'server/src/domain/**/*.ts'],
    ignores: ['**/*.routes.ts', '**/*.http.ts', '**/register-*.ts', '**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict(serverNeverImportsWeb, kyselyOnlyInRepos, onlyHttpImportsFastify) },
  },
  {
    // Where Kysely belongs.
    files: ['server/src/repos/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict(serverNeverImportsWeb, onlyHttpImportsFastify) },
  },
  {
    // Tests may stage and inspect rows with Kysely too.
    files: ['server/src/db/**', 'server/test/**', 'server/**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict(serverNeverImportsWeb) },
  },
  {
    // Every server layer zone in one setting: a later block would replace it (as with no-restricted-imports).
    files: ['server/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverZones }] },
  },
  {
    files: ['server/src/**/*.routes.ts', 'server/src/**/*.http.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.repo(\\.[cm]?[jt]s)?$',
              allowTypeImports: true,
              message: 'A route never imports a repo (type-only imports aside): call a service, which calls the repo.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict(webNeverImportsServer, kyselyOnlyInRepos),
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'server/bin/*.mjs', '*.config.{js,ts}', 'bench/**/*.{mjs,ts}', 'tools/**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
