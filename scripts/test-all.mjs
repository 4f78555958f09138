// `npm test`: every check in order, each runner's counts summed into one closing line.
// Steps: formatting, lint and types, unit tests, server integration on SQLite and (with TEST_DATABASE_URL) PostgreSQL,
// then end-to-end in Chromium. Missing Chromium or ffmpeg skips with a loud line, unless CI is set.
// The SQLite server run happens in a bare copy of the repository in a fresh temp directory: it proves, at no extra
// cost, that no test reads a file outside the repository (a bare clone has nothing beside it).
// Arguments, if any, run only the steps whose label starts with one of them: `npm test -- 'server: sqlite'`.
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.tmp', 'test-reports');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const began = performance.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;
const only = process.argv.slice(2);
const wanted = (label) => only.length === 0 || only.some((prefix) => label.startsWith(prefix));

// Each step's time, printed at its end: where a CI run's minutes go.
const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

function run(label, cmd, args, env = {}, cwd = root) {
  console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const res = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label}: ${seconds(started)} ===`);
  return res.status === 0;
}

/**
 * Steps run on two lanes side by side (each lane's steps one after the other); each step's output is held and printed
 * under its label once it ends, in the order given. A step with a vitest report counts its tests, others count as one.
 */
async function sideBySide(lanes) {
  const spawned = (label, cmd, args, report) =>
    new Promise((resolve) => {
      const started = performance.now();
      const child = spawn(cmd, args, { cwd: root, env: process.env });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) =>
        resolve({ label, report, ok: code === 0, output: `${output}=== ${label}: ${seconds(started)} ===\n` }),
      );
    });
  const runLane = async (lane) => {
    const results = [];
    for (const [label, cmd, args, report] of lane.filter(([label]) => wanted(label)))
      results.push(await spawned(label, cmd, args, report));
    return results;
  };
  const results = (await Promise.all(lanes.map(runLane))).flat();
  const order = lanes.flat().map(([label]) => label);
  for (const { label, report, ok, output } of results.sort((a, b) => order.indexOf(a.label) - order.indexOf(b.label))) {
    console.log(`\n=== ${label} ===`);
    process.stdout.write(output);
    if (report) countVitest(report, ok);
    else if (ok) totals.passed++;
    else {
      totals.failed++;
      broken = true;
    }
  }
}

/** A vitest step of one project: its label, command, arguments and the JSON report it writes. */
function vitestStep(label, project, filters = []) {
  const file = join(out, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', '--project', project, ...filters, '--reporter=default', '--reporter=json'];
  return [label, 'npx', [...args, `--outputFile.json=${file}`], file];
}

function vitest(label, project, env = {}, filters = [], cwd = root) {
  if (!wanted(label)) return;
  const [, cmd, args, file] = vitestStep(label, project, filters);
  const ok = run(label, cmd, args, env, cwd);
  countVitest(file, ok);
}

/**
 * The repository as a bare clone would have it, in a fresh temp directory (`<tmp>/vaultbox-bare-XXXXXX/main`, nothing
 * beside it): the tracked files and the untracked ones git does not ignore, as they are in the working tree, plus
 * node_modules (and the workspaces' own) as hard links, so the copy costs seconds and its workspace links point into
 * the copy itself. Returns the copy's path and its removal.
 */
function bareCopy() {
  const base = mkdtempSync(join(tmpdir(), 'vaultbox-bare-'));
  const copy = join(base, 'main');
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = join(root, file);
    const to = join(copy, file);
    let stat;
    try {
      stat = lstatSync(from);
    } catch {
      continue; // tracked but deleted in the working tree: a clone of this change would not have it either
    }
    mkdirSync(dirname(to), { recursive: true });
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else copyFileSync(from, to);
  }
  for (const dir of ['.', ...JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces]) {
    const modules = join(root, dir, 'node_modules');
    if (!existsSync(modules)) continue;
    const linked = spawnSync('cp', ['-al', modules, join(copy, dir, 'node_modules')], { stdio: 'inherit' });
    if (linked.status !== 0) throw new Error(`could not link ${modules} into the bare copy`);
  }
  // Caches are written in place: the copy starts without them rather than share their inodes with the repository.
  rmSync(join(copy, 'node_modules', '.vite'), { recursive: true, force: true });
  const workspaceLink = readlinkSync(join(copy, 'node_modules', '@vaultbox', 'common'));
  if (isAbsolute(workspaceLink))
    throw new Error(`node_modules/@vaultbox/common points outside the copy: ${workspaceLink}`);
  return { copy, remove: () => rmSync(base, { recursive: true, force: true }) };
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

requireTool('ffmpeg', 'video tests');
requireTool('pdftoppm', 'PDF thumbnail tests');
// ESLint's typed rules take one core for 2.5 min, about as long as the formatting and type checks and the unit tests
// (the server's rules and tools alone, without HTTP or a database: the server-unit project) take beside it.
await sideBySide([
  [['lint', 'npx', ['eslint', '.']], vitestStep('unit: web', 'web')],
  [
    ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
    ['types', 'npm', ['run', '--silent', 'typecheck']],
    vitestStep('unit: common', 'common'),
    vitestStep('lint rules: tools', 'tools'),
    vitestStep('unit: server', 'server-unit'),
  ],
]);
if (wanted('server: sqlite')) {
  const bare = bareCopy();
  try {
    vitest('server: sqlite', 'server', { TEST_DIALECT: 'sqlite' }, [], bare.copy);
    console.log(`The server tests ran in a bare copy of the repository at ${bare.copy}, with nothing beside it.`);
  } finally {
    bare.remove();
  }
}
// The files whose subject no database can change run on SQLite only (docs/decisions/0012): a second run on PostgreSQL
// would repeat the same media tools, sockets, process signals, S3 calls and help texts.
const BLIND_TO_THE_DATABASE = [
  'server/test/media/metadata-stripping.test.ts',
  'server/test/storage/s3-blob-store.test.ts',
  'server/test/connection-limits.test.ts',
  'server/test/stalled-readers-memory.test.ts',
  'server/test/main-process.test.ts',
  'server/test/cli/operator-help.test.ts',
];
// A file renamed or moved would silently come back into the run: the list must name files that are there.
for (const file of BLIND_TO_THE_DATABASE)
  if (!existsSync(join(root, file))) throw new Error(`BLIND_TO_THE_DATABASE names a file that is not there: ${file}`);
if (process.env.TEST_DATABASE_URL)
  vitest(
    'server: postgres',
    'server',
    { TEST_DIALECT: 'postgres' },
    BLIND_TO_THE_DATABASE.map((file) => `--exclude=${file}`),
  );
else console.log('\n!!! TEST_DATABASE_URL is not set: the PostgreSQL run is skipped.');

if (wanted('end-to-end: chromium') && requireTool('chromium', 'end-to-end tests')) {
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

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped (${seconds(began)})`);
process.exit(broken ? 1 : 0);
