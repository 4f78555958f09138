import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_BUNDLE } from './cli-bundle.ts';
import { buildMedia, buildUser, signIn } from './factories.ts';
import { REPO_ROOT } from './fixtures.ts';
import { client } from './http-client.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { createEmptyPostgresDatabase, createTestDatabase, testDialect } from './test-database.ts';

// The operator's `vaultbox` commands as real child processes (the program bundled, helpers/cli-bundle.ts) on one
// instance's data: a temp DATA_DIR and a fresh database of the tested dialect, which in-process apps open between
// the commands.

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** stdout parsed as JSON (the command ran with --json). */
  json<T = Record<string, unknown>>(): T;
}

export interface OperatorInstance {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Runs `vaultbox <args>` with this instance's configuration (and `env` on top). */
  cli(args: string[], env?: Record<string, string>): Promise<CliRun>;
  /** An app on this instance's data while `work` runs (stopped before the next command). */
  withApp<T>(work: (app: TestApp) => Promise<T>, env?: Record<string, string>): Promise<T>;
  drop(): Promise<void>;
}

/** A port nothing listens on, so the commands' "is a server running?" check answers no. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 1;
}

/** Runs `vaultbox <args>`: the bundled program, or `entry` (CLI_ENTRY: the command as the person types it). */
export function runVaultbox(
  args: string[],
  env: Record<string, string | undefined>,
  entry: string = CLI_BUNDLE,
): Promise<CliRun> {
  const child = spawn(process.execPath, [entry, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'test', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.on('close', (code, signal) =>
      resolve({ code, signal, stdout, stderr, json: <T>() => JSON.parse(stdout) as T }),
    ),
  );
}

/** `emptyDatabase`: on PostgreSQL, a database without even the migrations (a restore target for pg_restore). */
export async function newOperatorInstance(
  baseEnv: Record<string, string> = {},
  options: { emptyDatabase?: boolean } = {},
): Promise<OperatorInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vaultbox-operator-'));
  const database =
    options.emptyDatabase && testDialect === 'postgres'
      ? await createEmptyPostgresDatabase()
      : await createTestDatabase();
  const port = String(await freePort());
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    PORT: port,
    HOST: '127.0.0.1',
    ...baseEnv,
  };
  return {
    dataDir,
    databaseUrl: database.databaseUrl,
    cli: (args, extra = {}) => runVaultbox(args, { ...env, ...extra }),
    async withApp(work, extra = {}) {
      const app = await startTestApp({
        dataDir,
        ...(database.databaseUrl && { databaseUrl: database.databaseUrl }),
        env: { ...baseEnv, ...extra },
      });
      try {
        return await work(app);
      } finally {
        await app.close();
      }
    },
    async drop() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SeededFiles {
  email: string;
  password: string;
  files: { id: string; name: string; storageKey: string; bytes: Buffer }[];
}

/** A user with `count` encrypted files of random bytes (several chunks each), through an app on the instance. */
export function seedFiles(instance: OperatorInstance, count = 2): Promise<SeededFiles> {
  return instance.withApp(async (app) => {
    const { user, email, password } = await buildUser(app.ctx);
    const files: SeededFiles['files'] = [];
    for (let i = 0; i < count; i++) {
      const bytes = randomBytes(150_000 + i);
      const name = `seeded-${i}.bin`;
      const row = await buildMedia(app.ctx, user, bytes, { name });
      files.push({ id: row.id, name, storageKey: row.storage_key, bytes });
    }
    return { email, password, files };
  });
}

/** A file's bytes as its owner downloads them. */
export async function downloadFile(app: TestApp, seeded: SeededFiles, id: string): Promise<Buffer> {
  const { token } = await signIn(client(app.url), seeded.email, seeded.password);
  const res = await fetch(`${app.url}/api/media/${id}/download`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`download of ${id}: ${res.status} ${await res.text()}`);
  return Buffer.from(await res.arrayBuffer());
}

/** Where the local blob store keeps a blob. */
export const blobPath = (dataDir: string, key: string) => join(dataDir, 'blobs', key.slice(0, 2), key);
