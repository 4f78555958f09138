import { defineConfig } from 'vitest/config';

// Five projects: unit tests of the contract, of the server's rules and tools (no HTTP, no database), server
// integration over real HTTP, web unit tests, lint-rule proofs. Each runs two files at a time: on two cores vitest's
// default is one, and most of a unit file's time is its import, not its tests.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'common', include: ['common/src/**/*.test.ts'], maxWorkers: 2 } },
      {
        test: {
          name: 'server-unit',
          include: ['server/src/**/*.test.ts'],
          testTimeout: 30_000,
          pool: 'forks',
          // One module graph per worker, as the server project: 46-59 s against 65-72 s with a fresh graph per file.
          // A file that mocks a module imports its subject afresh (chunk-opener-start.test.ts).
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Every file starts its own app on its own database and data directory, so the files need no fresh module
          // graph each: importing the server once per worker instead of once per file halves the run's CPU. Two
          // workers on two cores: much of a file's time is spent waiting on child processes, sockets and timers.
          isolate: false,
          maxWorkers: 2,
          // The `vaultbox` commands the CLI tests run, joined into one module first (see the file).
          globalSetup: ['server/test/setup/cli-bundle.mjs'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          maxWorkers: 2,
          // Each file imported React, i18next and the app's modules again: 36 s of imports for 7 s of tests. Shared,
          // the project takes 8 s; its files keep no state between them (checked in shuffled orders).
          isolate: false,
        },
      },
      // The proofs of the lint rules in eslint.config.js: each lints a bad and a good snippet.
      { test: { name: 'tools', include: ['tools/**/*.test.ts'], testTimeout: 30_000, maxWorkers: 2 } },
    ],
  },
});
