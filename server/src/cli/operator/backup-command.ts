import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Command } from 'commander';
import type { Config } from '../../config.ts';
import { snapshotSqlite } from '../../db/sqlite-snapshot.ts';
import { countStoredFiles } from '../../repos/stored-files.repo.ts';
import { countUsers } from '../../repos/user.repo.ts';
import { LocalBlobStore } from '../../storage/local-blob-store.ts';
import { action, CommandError, type CommandOutput } from './command-output.ts';
import {
  BLOBS_DIR,
  type ManifestFile,
  sha256OfFile,
  SQLITE_FILE,
  VAPID_FILE,
  vaultboxVersion,
  writeManifest,
} from './backup-manifest.ts';
import { openDatabase, operatorConfig } from './operator-context.ts';
import { progressBar } from './progress-bar.ts';

// `vaultbox backup <dir>` (docs/cli.md, For the operator): the database (a consistent SQLite snapshot, or the pg_dump
// command to run), the blob folder, the push keys and a manifest with checksums. Never the master key.

export const MASTER_KEY_WARNING =
  'This backup does not contain the master key (MASTER_KEY or DATA_DIR/master.key). Without it nothing in the backup ' +
  'can be read: keep a copy of the key somewhere else than the backup.';

/** The command that dumps the configured PostgreSQL database beside the backup (DATABASE_URL is in the environment). */
export const pgDumpCommand = (dir: string) =>
  `pg_dump --format=custom --no-owner --file=${shellQuote(join(dir, 'database.pgdump'))} "$DATABASE_URL"`;

const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

async function emptyOrAbsent(dir: string): Promise<boolean> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.length === 0;
}

/** Copies `from` to `to`, hashing it on the way. */
async function copyHashed(from: NodeJS.ReadableStream, to: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(from, tap, createWriteStream(to, { flags: 'wx', mode: 0o600 }));
  return { bytes, sha256: hash.digest('hex') };
}

async function copyBlobFolder(config: Config, dir: string, output: CommandOutput): Promise<ManifestFile[]> {
  const store = new LocalBlobStore(join(config.dataDir, 'blobs'));
  const keys: string[] = [];
  for await (const entry of store.list()) keys.push(entry.key);
  const progress = progressBar('Blobs', keys.length, output.json);
  const files: ManifestFile[] = [];
  try {
    for (const key of keys) {
      const path = join(BLOBS_DIR, key.slice(0, 2), key);
      await mkdir(join(dir, BLOBS_DIR, key.slice(0, 2)), { recursive: true, mode: 0o700 });
      // Deleted since it was listed (a file removed meanwhile): its row is gone from later snapshots too.
      const source = await store.read(key).catch(() => null);
      if (source) files.push({ path, ...(await copyHashed(source, join(dir, path))) });
      progress.tick();
    }
  } finally {
    progress.stop();
  }
  return files;
}

async function backup(output: CommandOutput, dir: string): Promise<number> {
  const config = operatorConfig();
  if (!(await emptyOrAbsent(dir))) throw new CommandError(`${dir} is not empty: give a new or empty folder`, 2);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const db = await openDatabase(config);
  const counts = await (async () => {
    try {
      return { users: await countUsers(db), files: await countStoredFiles(db) };
    } finally {
      await db.destroy();
    }
  })();

  const files: ManifestFile[] = [];
  const notes: string[] = [];
  // The database first: a blob added later is only an orphan in the backup, which `vaultbox prune` removes.
  if (config.database.dialect === 'sqlite') {
    const path = join(dir, SQLITE_FILE);
    await snapshotSqlite(config.database.file, path);
    files.push({ path: SQLITE_FILE, bytes: (await stat(path)).size, sha256: await sha256OfFile(path) });
  } else {
    notes.push(
      'The PostgreSQL database is not dumped by this command. Run, with the same DATABASE_URL:',
      `  ${pgDumpCommand(dir)}`,
    );
  }
  if (config.s3) {
    notes.push(
      `The blobs are in the S3 bucket ${config.s3.bucket} and are not copied. Copy the bucket with your provider's tools ` +
        `(e.g. aws s3 sync s3://${config.s3.bucket} <folder>), or move them to DATA_DIR/blobs first with ` +
        '`npm run blobs:copy -w server -- from-s3`.',
    );
  } else {
    files.push(...(await copyBlobFolder(config, dir, output)));
  }
  const vapid = join(config.dataDir, VAPID_FILE);
  if (await stat(vapid).catch(() => null)) {
    await copyFile(vapid, join(dir, VAPID_FILE));
    files.push({
      path: VAPID_FILE,
      bytes: (await stat(vapid)).size,
      sha256: await sha256OfFile(join(dir, VAPID_FILE)),
    });
  }
  const blobs = files.filter((f) => f.path.startsWith(`${BLOBS_DIR}/`)).length;
  const manifest = {
    format: 'vaultbox-backup' as const,
    formatVersion: 1 as const,
    createdAt: new Date().toISOString(),
    vaultboxVersion: await vaultboxVersion(),
    database: config.database.dialect,
    blobsIncluded: !config.s3,
    counts: { ...counts, blobs },
    files,
  };
  await writeManifest(dir, manifest);
  output.warn(MASTER_KEY_WARNING);
  output.result(
    {
      success: true,
      dir,
      manifest: { ...manifest, files: manifest.files.length },
      ...(config.database.dialect === 'postgres' && { pgDump: pgDumpCommand(dir) }),
      notes,
      warning: MASTER_KEY_WARNING,
    },
    () => [
      `Backup written to ${dir}: ${counts.users} users, ${counts.files} files, ${blobs} blobs.`,
      ...notes,
      MASTER_KEY_WARNING,
    ],
  );
  return 0;
}

export function registerBackupCommand(program: Command): void {
  program
    .command('backup')
    .description(
      'Copy the database (a consistent SQLite snapshot, or the pg_dump command to run), the blobs and a manifest ' +
        'into a new folder; safe while the server runs. The master key is NOT included: keep it elsewhere',
    )
    .argument('<dir>', 'a new or empty folder')
    .action(action((output, dir: string) => backup(output, dir)));
}
