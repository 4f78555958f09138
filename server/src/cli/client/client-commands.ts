import type { Command } from 'commander';
import { getCommand } from './get-command.ts';
import { loginCommand, logoutCommand } from './login-command.ts';
import { lsCommand } from './ls-command.ts';
import { rmCommand } from './rm-command.ts';
import { shareCommand } from './share-command.ts';
import { uploadCommand } from './upload-command.ts';

/** login, upload, ls, share, get, rm: a user's commands against a server, with an API token (docs/cli.md). */
export function registerClientCommands(program: Command): void {
  for (const command of [
    loginCommand(),
    logoutCommand(),
    uploadCommand(),
    lsCommand(),
    shareCommand(),
    getCommand(),
    rmCommand(),
  ]) {
    program.addCommand(command);
  }
}
