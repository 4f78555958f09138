import { defineConfig } from 'vitest/config';

// Five projects: unit tests of the contract, of the server's rules and tools (no HTTP, no database), server
// integration over real HTTP, web unit tests, lint-rule proofs.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'common', include: ['common/src/**/*.test.ts'] } },
      { test: { name: 'server-unit', include: ['server/src/**/*.test.ts'], testTimeout: 30_000, pool: 'forks' } },
      {
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      { test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      // The proofs of the lint rules in eslint.config.js: each lints a bad and a good snippet.
      { test: { name: 'tools', include: ['tools/**/*.test.ts'], testTimeout: 30_000 } },
    ],
  },
});
