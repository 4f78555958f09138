import type { Command } from 'commander';
import { registerBackupCommand } from './backup-command.ts';
import { registerPruneCommand } from './prune-command.ts';
import { registerRestoreCommand } from './restore-command.ts';
import { registerRotateMasterKeyCommand } from './rotate-master-key-command.ts';
import { registerUserCommands } from './user-commands.ts';
import { registerVerifyCommand } from './verify-command.ts';

/** user, backup, restore, verify, rotate-master-key, prune: the operator's commands, run on the server machine. */
export function registerOperatorCommands(program: Command): void {
  registerUserCommands(program);
  registerBackupCommand(program);
  registerRestoreCommand(program);
  registerVerifyCommand(program);
  registerRotateMasterKeyCommand(program);
  registerPruneCommand(program);
  program.addHelpText(
    'after',
    "\nuser, backup, restore, verify, rotate-master-key and prune run on the server machine and read the server's own\n" +
      'configuration (DATA_DIR, DATABASE_URL, MASTER_KEY, S3_*): run them in its environment. See docs/cli.md.',
  );
}
