// `npm test`: every check in order, each runner's counts summed into one closing line.
// Steps: lint and types, unit tests, server integration on SQLite and (with TEST_DATABASE_URL) PostgreSQL,
// then end-to-end in Chromium. Missing Chromium or ffmpeg skips with a loud line, unless CI is set.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.tmp', 'test-reports');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

function step(label, cmd, args, env) {
  const ok = run(label, cmd, args, env);
  if (ok) totals.passed++;
  else {
    totals.failed++;
    broken = true;
  }
}

function vitest(label, project, env = {}, filters = []) {
  const file = join(out, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', '--project', project, ...filters, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
  const ok = run(label, 'npx', args, env);
  countVitest(file, ok);
}

function countVitest(file, ok) {
  if (!existsSync(file)) {
    totals.failed++;
    broken = true;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A suite that failed to load has no failed test but a failed run.
  if (!ok && report.numFailedTests === 0) {
    totals.failed++;
    broken = true;
  }
  if (report.numFailedTests > 0) broken = true;
}

function has(bin) {
  return spawnSync('sh', ['-c', `command -v ${bin}`]).status === 0;
}

const inCI = Boolean(process.env.CI);
function requireTool(bin, what) {
  if (has(bin)) return true;
  const line = `!!! ${bin} is missing: ${what} cannot run.`;
  if (inCI) {
    console.log(`${line} CI is set, so this is a failure.`);
    totals.failed++;
    broken = true;
  } else console.log(`${line} Skipping them (install it with: apt-get install -y ${bin}).`);
  return false;
}

step('lint', 'npx', ['eslint', '.']);
step('types', 'npm', ['run', '--silent', 'typecheck']);
vitest('unit: common', 'common');
vitest('unit: web', 'web');
requireTool('ffmpeg', 'video tests');
vitest('server: sqlite', 'server', { TEST_DIALECT: 'sqlite' });
// Only the integration tests touch the database: the unit tests beside the server code need not run twice.
if (process.env.TEST_DATABASE_URL) vitest('server: postgres', 'server', { TEST_DIALECT: 'postgres' }, ['server/test']);
else console.log('\n!!! TEST_DATABASE_URL is not set: the PostgreSQL run is skipped.');

if (requireTool('chromium', 'end-to-end tests')) {
  const file = join(out, 'e2e.json');
  const ok = run('end-to-end: chromium', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  if (existsSync(file)) {
    const s = JSON.parse(readFileSync(file, 'utf8')).stats;
    totals.passed += s.expected + s.flaky;
    totals.failed += s.unexpected;
    totals.skipped += s.skipped;
    if (!ok) broken = true;
    if (!ok && s.unexpected === 0) totals.failed++;
  } else {
    totals.failed++;
    broken = true;
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(broken ? 1 : 0);
