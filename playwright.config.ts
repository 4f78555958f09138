import { defineConfig } from '@playwright/test';

// End-to-end in Debian's Chromium against the real server on a fresh data directory (see scripts/e2e-server.mjs).
const port = Number(process.env.E2E_PORT ?? 3199);
// The specs read mails from this folder; scripts/e2e-server.mjs starts the server on it.
process.env.E2E_DATA_DIR ??= `${import.meta.dirname}/.tmp/${port === 3199 ? 'e2e-data' : `e2e-data-${port}`}`;

export default defineConfig({
  testDir: 'web/e2e',
  outputDir: 'test-results/artifacts',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
