import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './fixtures.ts';
import { client } from './http-client.ts';
import { createTestDatabase } from './test-database.ts';

// `node server/src/main.ts` as a real process, for what only a process shows: its output and its signal handling.

export interface ServerProcess {
  /** The address it listens on, read from its start-up line. */
  url: string;
  /** Its process id (its memory can be read from /proc). */
  pid: number;
  dataDir: string;
  /** Its database (undefined on SQLite: the file is in dataDir), for an in-process app started on its data. */
  databaseUrl: string | undefined;
  /** Everything it wrote to stdout so far. */
  stdout(): string;
  /** stdout and stderr together, in arrival order. */
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
  /** kill -9: no shutdown of any kind; its data stays. */
  kill(): Promise<void>;
  /** Kills it if it still runs, then drops its database and data directory. */
  close(): Promise<void>;
}

/** Starts the server on a random port, a temp data directory and a fresh test database; `env` adds to its environment. */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vaultbox-process-'));
  const database = await createTestDatabase();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      SMTP_URL: '',
      LOG_LEVEL: 'info', // the start-up lines this waits for are info
      ...env,
    },
  });
  let stdout = '';
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const running = () => child.exitCode === null && child.signalCode === null;
  // Up and serving once the mail line, the last of the start-up, is out. A loaded machine (several test files at
  // once, each child compiling the server) can take many seconds; past a minute something is wrong, said loudly.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && running() && !stdout.includes('Mail goes to'))
    await new Promise((r) => setTimeout(r, 50));
  const url = /listening on (http:\/\/[^,\s"]+)/.exec(stdout)?.[1];
  if (!url && running()) {
    child.kill('SIGKILL');
    await exited;
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`The server process did not start within a minute:\n${output}`);
  }
  return {
    url: url ?? '',
    pid: child.pid ?? 0,
    dataDir,
    databaseUrl: database.databaseUrl,
    stdout: () => stdout,
    output: () => output,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    close: async () => {
      if (running()) {
        child.kill('SIGKILL');
        await exited;
      }
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The owner a server process creates at start with `ownerEnv` (OWNER_EMAIL, OWNER_PASSWORD). */
export const PROCESS_OWNER = { email: 'owner@example.com', password: 'Owner-Passw0rd' };
export const ownerEnv = { OWNER_EMAIL: PROCESS_OWNER.email, OWNER_PASSWORD: PROCESS_OWNER.password };

/** Signs the owner in at `url` (that process, or an app started on its data) and returns the bearer token. */
export async function signInOwner(url: string): Promise<string> {
  const res = await client(url).post('/api/auth/login', { body: PROCESS_OWNER });
  if (res.status !== 200) throw new Error(`owner sign-in answered ${res.status}`);
  return res.body.data.token as string;
}
