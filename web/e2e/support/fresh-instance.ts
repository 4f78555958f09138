/// <reference types="node" />
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface FreshInstance {
  baseURL: string;
  /** Where its mails land (support/mail.ts reads them with `dataDir`). */
  dataDir: string;
  stop: () => Promise<void>;
}

/** A port nobody listens on now, from the system. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * A server of its own on an empty database, without the owner the run's instances start with: for the tests about
 * the very first account. It serves the build the run made (scripts/e2e-server.mjs), on a free port and a data
 * directory of its own; `appUrl` sets APP_URL to its address (else unset, mails then use the default one). Stopped by
 * `stop()`, or with the worker that started it.
 */
export async function startFreshInstance(options: {
  inviteOnly: boolean;
  appUrl: boolean;
  /** A port chosen beforehand (single sign-on's provider must know the callback address first). */
  port?: number;
  /** More environment, e.g. OIDC_* or OWNER_*. */
  env?: Record<string, string>;
}): Promise<FreshInstance> {
  const port = options.port ?? (await freePort());
  const dataDir = join(root, '.tmp', `e2e-fresh-${port}`);
  const baseURL = `http://localhost:${port}`;
  const env = {
    ...process.env,
    E2E_SKIP_BUILD: '1',
    E2E_DATA_DIR: dataDir,
    E2E_APP_URL: options.appUrl ? baseURL : '',
    INVITE_ONLY: String(options.inviteOnly),
    OWNER_EMAIL: '',
    OWNER_PASSWORD: '',
    ...options.env,
  };
  const child = spawn('node', ['scripts/e2e-server.mjs', String(port)], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The fresh instance stopped at start-up:\n${errors}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { baseURL, dataDir, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The fresh instance did not answer on ${baseURL} within 60 s:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
