import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { ApiTokenScope } from '@vaultbox/common/schemas/api-tokens.ts';
import { makeToken } from '../api-tokens/token-helpers.ts';
import { buildUser, signIn } from '../helpers/factories.ts';
import { CLI_BUNDLE } from '../helpers/cli-bundle.ts';
import { REPO_ROOT } from '../helpers/fixtures.ts';
import type { UsedTestApp } from '../helpers/test-app.ts';

// The user commands of `vaultbox` run as a real child process (the program bundled, helpers/cli-bundle.ts) against a
// test server, with their config folder in a temp directory.

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliUser {
  id: string;
  /** The API token the CLI sends as its bearer token. */
  token: string;
  /** The config folder of this user's CLI runs (VAULTBOX_CONFIG_DIR). */
  configDir: string;
}

/** The environment of a CLI run: nothing of the caller's VAULTBOX_* variables, the config folder given. */
export function cliEnv(configDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, VAULTBOX_CONFIG_DIR: configDir, ...extra };
  delete env.VAULTBOX_TOKEN;
  delete env.VAULTBOX_SERVER;
  Object.assign(env, extra);
  return env;
}

export function spawnCli(args: string[], configDir: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [CLI_BUNDLE, ...args], {
    cwd: REPO_ROOT,
    env: cliEnv(configDir, env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** Runs the CLI to its end; `input` is written to its stdin (then closed). */
export function runCli(
  args: string[],
  configDir: string,
  options: { env?: Record<string, string>; input?: string; cwd?: string } = {},
): Promise<CliRun> {
  const child = spawn(process.execPath, [CLI_BUNDLE, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    env: cliEnv(configDir, options.env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return collect(child, options.input);
}

export function collect(child: ChildProcess, input?: string): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin?.end(input ?? '');
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** The JSON document a `--json` run printed. */
export function jsonOf(run: CliRun): Record<string, unknown> & { [key: string]: never } {
  try {
    return JSON.parse(run.stdout) as never;
  } catch {
    throw new Error(`not JSON (exit ${run.code}): ${run.stdout}\n${run.stderr}`);
  }
}

const madeDirs: string[] = [];

/** A new temp folder, removed after the tests of the file (by useCliUser's afterAll). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `vaultbox-cli-${prefix}-`));
  madeDirs.push(dir);
  return dir;
}

/** A user of `t` with an API token (vbx_..., read, upload and share unless told) and a config folder, in beforeAll. */
export function useCliUser(
  t: UsedTestApp,
  options: { storageLimit?: number; scopes?: readonly ApiTokenScope[] } = {},
): CliUser {
  const user = {} as CliUser;
  beforeAll(async () => {
    const built = await buildUser(t.ctx);
    if (options.storageLimit !== undefined) {
      await t.ctx.db
        .updateTable('users')
        .set({ storage_limit: options.storageLimit })
        .where('id', '=', built.user.id)
        .execute();
    }
    const session = await signIn(t.api, built.email);
    const token = await makeToken(t.api, session.token, options.scopes ?? ['read', 'upload', 'share']);
    Object.assign(user, { id: built.user.id, token: token.secret, configDir: tempDir('config') });
  });
  afterAll(() => {
    for (const dir of madeDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return user;
}

/** --server and --token of a user's run. */
export const as = (t: UsedTestApp, user: CliUser) => ['--server', t.url, '--token', user.token];
