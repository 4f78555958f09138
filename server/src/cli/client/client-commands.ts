import type { Command } from 'commander';

/** login, upload, ls, share, get, rm: a user's commands against a server, with an API token. */
export function registerClientCommands(program: Command): void {
  void program;
}
