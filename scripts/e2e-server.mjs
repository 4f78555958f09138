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

const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const child = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    INVITE_ONLY: 'false',
    APP_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
