import { readdirSync } from 'node:fs';
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
const servicesNeverImportFastify = {
  group: ['fastify', 'fastify/*', '@fastify/*', 'fastify-*'],
  message: 'A service never imports fastify: HTTP stays in *.routes.ts, services take plain values and throw AppError.',
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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tmp/**',
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
    files: ['server/src/**/*.service.ts'],
    rules: { 'no-restricted-imports': restrict(serverNeverImportsWeb, kyselyOnlyInRepos, servicesNeverImportFastify) },
  },
  {
    // Where Kysely belongs; tests may stage and inspect rows with it too.
    files: ['server/src/**/*.repo.ts', 'server/src/db/**', 'server/test/**', 'server/**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict(serverNeverImportsWeb) },
  },
  {
    files: ['server/src/**/*.routes.ts'],
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
    files: ['scripts/**/*.mjs', '*.config.{js,ts}', 'bench/**/*.{mjs,ts}', 'tools/**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
