import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

// PostgreSQL runs (TEST_DIALECT=postgres): a template database migrated once per migration version, and a fresh
// clone of it for every app a test starts. Names are unique per process, so concurrent runs never collide.

export const testDialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

const adminUrl = () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
  return url;
};

function urlFor(database: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

/** The template's name changes whenever a migration changes, so a stale template is never cloned. */
function templateName(): string {
  const src = join(import.meta.dirname, '..', '..', 'src', 'db');
  const hash = createHash('sha256');
  hash.update(readFileSync(join(src, 'migrate.ts')));
  for (const file of readdirSync(join(src, 'migrations')).sort())
    hash.update(readFileSync(join(src, 'migrations', file)));
  return `vaultbox_tpl_${hash.digest('hex').slice(0, 12)}`;
}

const LOCK_KEY = 7_263_100;

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    return await fn(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

async function ensureTemplate(client: pg.Client, template: string): Promise<void> {
  const exists = await client.query('select 1 from pg_database where datname = $1', [template]);
  if (exists.rowCount) return;
  // Built under another name and renamed, so a half-migrated template is never visible.
  const building = `${template}_build_${process.pid}`;
  await client.query(`drop database if exists "${building}"`);
  await client.query(`create database "${building}"`);
  const db = createDatabase({ dialect: 'postgres', url: urlFor(building) });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  await client.query(`alter database "${building}" rename to "${template}"`);
}

export interface TestDatabase {
  /** DATABASE_URL for the app, or undefined for SQLite in the data directory. */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/** A PostgreSQL database with nothing in it, not even the migrations (tests of the first start). */
export async function createEmptyPostgresDatabase(): Promise<TestDatabase & { databaseUrl: string }> {
  const name = `vaultbox_empty_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`create database "${name}"`));
  return {
    databaseUrl: urlFor(name),
    drop: () => dropDatabase(name),
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDialect === 'sqlite') return { databaseUrl: undefined, drop: () => Promise.resolve() };
  const made = spare;
  spare = undefined;
  const name = await (made ?? cloneTemplate());
  // A clone takes PostgreSQL about half a second on a busy machine: the next app this process starts finds one made
  // while this one ran. One left over when the process ends is swept by a later run.
  spare = cloneTemplate();
  spare.catch(() => undefined);
  sweepOnce();
  return { databaseUrl: urlFor(name), drop: () => dropInBackground(name) };
}

let spare: Promise<string> | undefined;

async function cloneTemplate(): Promise<string> {
  const template = templateName();
  const name = `vaultbox_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(async (client) => {
    await ensureTemplate(client, template);
    await client.query(`create database "${name}" template "${template}"`);
  });
  return name;
}

/**
 * Drops a test's database without making the test wait: a drop takes PostgreSQL about a second on a busy machine, and
 * nothing reads the database after its app closed. A drop cut short by the worker's exit is swept by a later run.
 */
function dropInBackground(name: string): Promise<void> {
  void dropDatabase(name).catch(() => undefined);
  return Promise.resolve();
}

async function dropDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

let swept = false;
/** Once per process, in the background: the test databases of processes that are gone (their drop was cut short). */
function sweepOnce(): void {
  if (swept) return;
  swept = true;
  void (async () => {
    const client = new pg.Client({ connectionString: adminUrl() });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like 'vaultbox\\_test\\_%' or datname like 'vaultbox\\_empty\\_%'`,
      );
      for (const { datname } of rows) {
        const pid = Number(datname.split('_')[2]);
        if (!alive(pid)) await dropDatabase(datname);
      }
    } finally {
      await client.end();
    }
  })().catch(() => undefined);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
