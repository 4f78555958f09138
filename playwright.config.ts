import { defineConfig } from '@playwright/test';
import { OWNER } from './web/e2e/support/owner.ts';

// End-to-end in Debian's Chromium against the real server on a fresh data directory (see scripts/e2e-server.mjs).
const port = Number(process.env.E2E_PORT ?? 3199);
// The specs read mails from this folder; scripts/e2e-server.mjs starts the server on it.
process.env.E2E_DATA_DIR ??= `${import.meta.dirname}/.tmp/${port === 3199 ? 'e2e-data' : `e2e-data-${port}`}`;
// The administration spec runs on a second, default instance: invite-only, APP_URL not set, its own data directory.
// web/e2e/support/instances.ts reads these two.
const adminPort = port + 1;
process.env.E2E_ADMIN_PORT ??= String(adminPort);
process.env.E2E_ADMIN_DATA_DIR ??= `${import.meta.dirname}/.tmp/e2e-data-${adminPort}`;
// Both start with an owner, so every spec makes its own users and no spec depends on another having run first.
const owner = { OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password, OWNER_USERNAME: OWNER.username };

export default defineConfig({
  testDir: 'web/e2e',
  outputDir: 'test-results/artifacts',
  timeout: 60_000,
  fullyParallel: false,
  // Every spec makes its own users, so specs run in any order and side by side (E2E_WORKERS=2; a test that shuts
  // everyone else out, maintenance mode, is tagged @alone and waits for its turn: web/e2e/support/turns.ts). One is the
  // default: two took 22.3-24.6 min against 25.9, but in a CI run two tests went past their 60 s.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  // The JSON report goes to a file (scripts/test-all.mjs names it), not over the list output.
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e-report.json' }],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
  // Started one after the other: the second serves the build the first one made.
  webServer: [
    {
      command: `node scripts/e2e-server.mjs ${port}`,
      url: `http://localhost:${port}/api/health`,
      env: owner,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: `node scripts/e2e-server.mjs ${adminPort}`,
      url: `http://localhost:${adminPort}/api/health`,
      env: {
        E2E_SKIP_BUILD: '1',
        E2E_DATA_DIR: process.env.E2E_ADMIN_DATA_DIR,
        INVITE_ONLY: 'true',
        E2E_APP_URL: '',
        ...owner,
      },
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
});
