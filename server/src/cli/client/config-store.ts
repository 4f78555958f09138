import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

// Where the CLI keeps the server and token of `vaultbox login` (docs/cli.md, Running it): only the user may read it.

export const CONFIG_FILE = 'config.json';

/** The OS config folder of the CLI; VAULTBOX_CONFIG_DIR overrides it (tests, several accounts). */
export function configDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.VAULTBOX_CONFIG_DIR) return env.VAULTBOX_CONFIG_DIR;
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'vaultbox');
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'vaultbox');
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'vaultbox');
}

export interface StoredLogin {
  server: string;
  token: string;
}

/** Creates the folder (0700) if needed and returns it. */
export function ensureConfigDir(dir = configDir()): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (process.platform !== 'win32') chmodSync(dir, 0o700);
  return dir;
}

/** Writes a file readable by its owner only (0600), whole or not at all (a temp file renamed over it). */
export function writePrivateFile(path: string, text: string): void {
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, text, { mode: 0o600 });
  if (process.platform !== 'win32') chmodSync(temp, 0o600);
  renameSync(temp, path);
}

export function readStoredLogin(dir = configDir()): StoredLogin | null {
  try {
    const parsed = JSON.parse(readFileSync(join(dir, CONFIG_FILE), 'utf8')) as Partial<StoredLogin>;
    return typeof parsed.server === 'string' && typeof parsed.token === 'string'
      ? { server: parsed.server, token: parsed.token }
      : null;
  } catch {
    return null;
  }
}

export function saveLogin(login: StoredLogin, dir = configDir()): string {
  const path = join(ensureConfigDir(dir), CONFIG_FILE);
  writePrivateFile(path, `${JSON.stringify(login, null, 2)}\n`);
  return path;
}

/** True when there was a stored login to remove. */
export function removeLogin(dir = configDir()): boolean {
  const path = join(dir, CONFIG_FILE);
  const existed = readStoredLogin(dir) !== null;
  rmSync(path, { force: true });
  return existed;
}
