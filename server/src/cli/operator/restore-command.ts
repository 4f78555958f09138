import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Command } from 'commander';
import type { Config } from '../../config.ts';
import { createKeyring, MASTER_KEY_CHECK_SETTING, masterKeyCheckValue } from '../../keyring/keyring.ts';
import { MASTER_KEY_FILE } from '../../keyring/master-key-file.ts';
import { readSetting } from '../../repos/app-settings.repo.ts';
import { action, CommandError, type CommandOutput } from './command-output.ts';
import {
  BLOBS_DIR,
  type BackupManifest,
  checkBackupFiles,
  readManifest,
  SQLITE_FILE,
  VAPID_FILE,
} from './backup-manifest.ts';
import { blobStoreOf, openDatabase, operatorConfig } from './operator-context.ts';
import { serverAnswers } from './server-running.ts';
import { progressBar } from './progress-bar.ts';

// `vaultbox restore <dir>` (docs/cli.md, For the operator): a folder of `vaultbox backup` into the configured DATA_DIR
// (and blob store), with the server stopped, after every checksum of its manifest matched.

const pgRestoreCommand = (dir: string) =>
  `pg_restore --no-owner --clean --if-exists --dbname="$DATABASE_URL" '${join(dir, 'database.pgdump').replaceAll("'", `'\\''`)}'`;

/** What DATA_DIR holds besides the master key, which the operator puts back before restoring. */
async function occupants(config: Config): Promise<string[]> {
  const names = await readdir(config.dataDir).catch(() => [] as string[]);
  return names.filter((name) => name !== MASTER_KEY_FILE);
}

async function clearTarget(config: Config): Promise<void> {
  if (config.database.dialect === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) await rm(`${config.database.file}${suffix}`, { force: true });
  }
  await rm(join(config.dataDir, 'blobs'), { recursive: true, force: true });
}

async function restoreBlobs(config: Config, dir: string, manifest: BackupManifest, output: CommandOutput) {
  const store = blobStoreOf(config);
  const blobs = manifest.files.filter((file) => file.path.startsWith(`${BLOBS_DIR}/`));
  const progress = progressBar('Blobs', blobs.length, output.json);
  try {
    for (const file of blobs) {
      const temp = await store.createTemp();
      await pipeline(createReadStream(join(dir, file.path)), temp.stream);
      await store.commit(temp.id, basename(file.path));
      progress.tick();
    }
  } finally {
    progress.stop();
  }
  return blobs.length;
}

/** Whether the master key in place is the one the restored database was made with (null: none in place). */
async function masterKeyMatches(config: Config): Promise<boolean | null> {
  const key =
    config.masterKey ??
    (await readFile(join(config.dataDir, MASTER_KEY_FILE), 'utf8').then(
      (text) => Buffer.from(text.trim(), 'base64'),
      () => null,
    ));
  if (key === null) return null;
  const db = await openDatabase(config);
  try {
    const expected = await readSetting(db, MASTER_KEY_CHECK_SETTING);
    return expected === undefined || expected === masterKeyCheckValue(createKeyring(key));
  } finally {
    await db.destroy();
  }
}

async function restore(output: CommandOutput, dir: string, options: { force?: boolean }): Promise<number> {
  const config = operatorConfig();
  const manifest = await readManifest(dir);
  if (await serverAnswers(config)) {
    throw new CommandError(`A server answers on port ${config.port}: stop it before restoring`, 1);
  }
  if (manifest.database !== config.database.dialect) {
    throw new CommandError(
      `This backup holds a ${manifest.database} database but this configuration uses ${config.database.dialect}`,
      2,
    );
  }
  const present = await occupants(config);
  if (present.length > 0 && !options.force) {
    throw new CommandError(
      `${config.dataDir} is not empty (${present.slice(0, 5).join(', ')}): restore into an empty DATA_DIR, or add --force to replace its database and blobs`,
      2,
    );
  }
  const progress = progressBar('Checking', manifest.files.length, output.json);
  const problems = await checkBackupFiles(dir, manifest, () => progress.tick()).finally(() => progress.stop());
  if (problems.length > 0) {
    throw new CommandError(`The backup does not match its manifest, nothing was restored:\n  ${problems.join('\n  ')}`);
  }

  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  if (options.force) await clearTarget(config);
  const notes: string[] = [];
  if (config.database.dialect === 'sqlite') {
    await copyFile(join(dir, SQLITE_FILE), config.database.file);
  } else {
    notes.push('Restore the PostgreSQL dump with, for the same DATABASE_URL:', `  ${pgRestoreCommand(dir)}`);
  }
  const blobs = await restoreBlobs(config, dir, manifest, output);
  if (!manifest.blobsIncluded)
    notes.push('The backup holds no blobs (they were in S3): copy the bucket back yourself.');
  if (manifest.files.some((file) => file.path === VAPID_FILE)) {
    await copyFile(join(dir, VAPID_FILE), join(config.dataDir, VAPID_FILE));
  }

  const keyMatches = config.database.dialect === 'sqlite' ? await masterKeyMatches(config) : true;
  if (keyMatches === null) {
    output.warn(
      'No master key is in place. Put the one this backup was made with in DATA_DIR/master.key (mode 0600) or MASTER_KEY before starting the server: without it nothing can be read.',
    );
  } else if (!keyMatches) {
    output.warn(
      'The master key in place is NOT the one this database was made with: the server will refuse to start. Put the right key in DATA_DIR/master.key or MASTER_KEY.',
    );
  }
  output.result(
    {
      success: true,
      dir,
      dataDir: config.dataDir,
      blobs,
      database: config.database.dialect,
      masterKeyMatches: keyMatches,
      ...(config.database.dialect === 'postgres' && { pgRestore: pgRestoreCommand(dir) }),
    },
    () => [`Restored ${dir} into ${config.dataDir}: the database and ${blobs} blobs.`, ...notes],
  );
  return 0;
}

export function registerRestoreCommand(program: Command): void {
  program
    .command('restore')
    .description(
      'Restore a folder made by `vaultbox backup` into the configured DATA_DIR, after checking its checksums. ' +
        'Stop the server first; put the master key back (DATA_DIR/master.key or MASTER_KEY) yourself',
    )
    .argument('<dir>', 'the backup folder')
    .option('--force', 'restore into a DATA_DIR that is not empty, replacing its database and blobs')
    .action(action((output, dir: string, options: { force?: boolean }) => restore(output, dir, options)));
}
