import { resolve } from 'node:path';

/**
 * The folder the user typed the command in. `npm run cli -- ...` runs it from the repository root, so relative paths
 * are read from npm's INIT_CWD then; `npx vaultbox` keeps the user's own folder.
 */
export function userFolder(env: NodeJS.ProcessEnv = process.env): string {
  return env.npm_lifecycle_event === 'cli' && env.INIT_CWD ? env.INIT_CWD : process.cwd();
}

/** A path the user gave, made absolute from where they typed it. */
export const userPath = (path: string): string => resolve(userFolder(), path);
