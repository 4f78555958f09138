// Starts the built app on a fresh data directory for the end-to-end suite.
// The e2e specs read mails from E2E_DATA_DIR/outbox.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const port = process.argv[2] ?? '3199';
// One data directory per port, so two suites on one machine (E2E_PORT) never share mails or a database.
const dataDir = process.env.E2E_DATA_DIR ?? join(root, '.tmp', port === '3199' ? 'e2e-data' : `e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// A second server of the same run (playwright.config.ts) serves the builds the first one made.
if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const server = spawnSync('node', ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  if (server.status !== 0) process.exit(server.status ?? 1);
}

// INVITE_ONLY defaults to 'false' here; E2E_APP_URL='' leaves APP_URL unset (mails then use the default address).
const appUrl = process.env.E2E_APP_URL ?? `http://localhost:${port}`;
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  INVITE_ONLY: process.env.INVITE_ONLY ?? 'false',
  APP_URL: appUrl,
  LOG_LEVEL: 'warn',
  SMTP_URL: '',
};
if (appUrl === '') delete env.APP_URL;

// The server as `npm start` runs it: the bundle scripts/build-server.mjs made.
const child = spawn('node', ['server/dist/main.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill('SIGTERM'));
// Started by a test (web/e2e/support/fresh-instance.ts) over an IPC channel: stop with the worker that started it.
process.on('disconnect', () => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
