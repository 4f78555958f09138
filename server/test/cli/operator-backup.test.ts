import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downloadFile,
  newOperatorInstance,
  seedFiles,
  type OperatorInstance,
  type SeededFiles,
} from '../helpers/operator-cli.ts';
import { testDialect } from '../helpers/test-database.ts';

// `vaultbox backup` then `vaultbox restore` into a fresh DATA_DIR (docs/cli.md, For the operator): the app reads the
// files back. On PostgreSQL the test runs the pg_dump and pg_restore commands the two print.

let source: OperatorInstance;
let target: OperatorInstance;
let seeded: SeededFiles;
const backupDir = join(mkdtempSync(join(tmpdir(), 'vaultbox-backup-')), 'backup');
const scratch: string[] = [backupDir];

beforeAll(async () => {
  source = await newOperatorInstance();
  target = await newOperatorInstance({}, { emptyDatabase: true });
  seeded = await seedFiles(source, 2);
});
afterAll(async () => {
  await source.drop();
  await target.drop();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** Runs a command line the CLI printed, with the instance's DATABASE_URL in its environment. */
const runPrinted = (command: string, databaseUrl: string | undefined) =>
  execFileSync('sh', ['-c', command], { env: { ...process.env, DATABASE_URL: databaseUrl ?? '' }, stdio: 'pipe' });

describe('vaultbox backup and restore', { timeout: 240_000 }, () => {
  it('backs up the database, blobs and a manifest while the server runs, without the master key, and warns', async () => {
    const run = await source.withApp(() => source.cli(['--json', 'backup', backupDir]));
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('does not contain the master key');
    const result = run.json<{
      manifest: { counts: { users: number; files: number; blobs: number } };
      pgDump?: string;
    }>();
    expect(result.manifest.counts).toEqual({ users: 1, files: 2, blobs: 2 });
    const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8')) as {
      files: { path: string; sha256: string }[];
    };
    expect(manifest.files.map((f) => f.path)).toEqual(
      expect.arrayContaining(seeded.files.map((f) => expect.stringContaining(f.storageKey))),
    );
    expect(existsSync(join(backupDir, 'master.key'))).toBe(false);
    if (testDialect === 'sqlite') {
      expect(existsSync(join(backupDir, 'database.sqlite'))).toBe(true);
    } else {
      expect(result.pgDump).toMatch(/^pg_dump --format=custom .*"\$DATABASE_URL"$/);
      runPrinted(result.pgDump ?? '', source.databaseUrl);
    }
    // A folder that is not empty is refused.
    expect((await source.cli(['backup', backupDir])).code).toBe(2);
  });

  it('refuses a non-empty DATA_DIR and a backup that does not match its checksums', async () => {
    const intoUsed = await source.cli(['restore', backupDir]);
    expect(intoUsed.code).toBe(2);
    expect(intoUsed.stderr).toContain('is not empty');

    const damaged = join(mkdtempSync(join(tmpdir(), 'vaultbox-damaged-')), 'backup');
    scratch.push(damaged);
    cpSync(backupDir, damaged, { recursive: true });
    const blob = join(damaged, 'blobs', seeded.files[0]!.storageKey.slice(0, 2), seeded.files[0]!.storageKey);
    const bytes = readFileSync(blob);
    bytes[100] = (bytes[100] ?? 0) ^ 1;
    writeFileSync(blob, bytes);
    const refused = await target.cli(['restore', damaged]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('checksum differs');
    expect(existsSync(join(target.dataDir, 'blobs'))).toBe(false);
  });

  it('restores into a fresh DATA_DIR, and the app reads every file back', async () => {
    // The master key is the operator's to put back; restore warns when it is missing.
    cpSync(join(source.dataDir, 'master.key'), join(target.dataDir, 'master.key'));
    const run = await target.cli(['--json', 'restore', backupDir]);
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({ blobs: 2, masterKeyMatches: true });
    if (testDialect === 'postgres') {
      const { pgRestore } = run.json<{ pgRestore: string }>();
      expect(pgRestore).toMatch(/^pg_restore --no-owner .*--dbname="\$DATABASE_URL"/);
      runPrinted(pgRestore, target.databaseUrl);
    }
    await target.withApp(async (app) => {
      for (const file of seeded.files) expect((await downloadFile(app, seeded, file.id)).equals(file.bytes)).toBe(true);
    });
  });
});
