import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildConfig, type Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { createDatabase, type Db } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import {
  loadKeyring,
  MASTER_KEY_CHECK_SETTING,
  MasterKeyError,
  masterKeyCheckValue,
  type Keyring,
} from '../../keyring/keyring.ts';
import { isoNow } from '../../db/time.ts';
import { MASTER_KEY_FILE } from '../../keyring/master-key-file.ts';
import { readSetting, writeSettingIfAbsent } from '../../repos/app-settings.repo.ts';
import { createMailer } from '../../mail/mailer.ts';
import { quietLog } from './quiet-log.ts';
import type { Services } from '../../services.ts';
import { createLocalHolds } from '../../redis/shared-holds.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { LocalBlobStore } from '../../storage/local-blob-store.ts';
import { createS3BlobStore } from '../../storage/s3-blob-store.ts';

// What every operator command opens: the server's own configuration (the same environment variables), its database,
// migrated as a start would, and its blob store. docs/cli.md, For the operator.

/** The environment's configuration, as the server reads it. */
export const operatorConfig = (): Config => buildConfig(process.env);

/** The configured blob store: DATA_DIR/blobs, or the S3 bucket of S3_*. */
export const blobStoreOf = (config: Config): BlobStore =>
  config.s3 ? createS3BlobStore(config.s3) : new LocalBlobStore(join(config.dataDir, 'blobs'));

/** Opens the configured database, migrated; the caller destroys it. */
export async function openDatabase(config: Config): Promise<Db> {
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  if (config.database.dialect === 'sqlite' && !existsSync(config.database.file)) {
    // A relative DATA_DIR is read from the folder the command runs in, which may not be the server's.
    console.error(
      `Warning: there was no database at ${config.database.file}: a new, empty one is made. Is DATA_DIR right?`,
    );
  }
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/** The server's keyring; a new key file is made only for a database that has never had one (a fresh instance). */
async function loadOperatorKeyring(config: Config, db: Db): Promise<Keyring> {
  const keyFile = join(config.dataDir, MASTER_KEY_FILE);
  if (!config.masterKey && !existsSync(keyFile) && (await readSetting(db, MASTER_KEY_CHECK_SETTING)) !== undefined) {
    throw new MasterKeyError(`No master key in place: put this database's key in ${keyFile} (0600) or set MASTER_KEY`);
  }
  return loadKeyring(config);
}

/**
 * Refuses a master key other than the one the database was made with, as the server's start does: a command would
 * otherwise write user keys nobody can open, or report every file as corrupt.
 */
async function assertDatabaseKey(db: Db, keyring: Keyring): Promise<void> {
  const mine = masterKeyCheckValue(keyring);
  await writeSettingIfAbsent(db, MASTER_KEY_CHECK_SETTING, mine, isoNow());
  if ((await readSetting(db, MASTER_KEY_CHECK_SETTING)) !== mine) {
    throw new MasterKeyError(
      'The master key in place (MASTER_KEY or DATA_DIR/master.key) is not the one this database was made with',
    );
  }
}

/** An AppContext like the server's, without Redis: for the services a command runs. */
export async function withAppContext<T>(work: (ctx: AppContext) => Promise<T>, keyring?: Keyring): Promise<T> {
  const config = operatorConfig();
  const log = quietLog();
  const db = await openDatabase(config);
  const holds = createLocalHolds();
  const mailer = createMailer(config, log);
  try {
    const ring = keyring ?? (await loadOperatorKeyring(config, db));
    await assertDatabaseKey(db, ring);
    const ctx: AppContext = {
      config,
      db,
      mailer,
      keyring: ring,
      blobs: blobStoreOf(config),
      redis: null,
      holds,
      log,
    };
    return await work(ctx);
  } finally {
    await mailer.flush();
    holds.stop();
    await db.destroy();
  }
}

/** The server's services over an operator context (the rules of the areas a command uses, mails included). */
export async function withServices<T>(work: (ctx: AppContext, services: Services) => Promise<T>): Promise<T> {
  // Loaded on demand: every area's code takes a second or two to load, which --help and most commands do not need.
  const [{ buildServices }, { defaultRateLimits }] = await Promise.all([
    import('../../services.ts'),
    import('../../http/rate-limits.ts'),
  ]);
  return withAppContext((ctx) => work(ctx, buildServices(ctx, defaultRateLimits)));
}
