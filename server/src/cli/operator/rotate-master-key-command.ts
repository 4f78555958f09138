import type { Command } from 'commander';
import { action, CommandError, type CommandOutput } from './command-output.ts';
import { forgetNextKey, rotateMasterKey } from './master-key-rotation.ts';
import { openDatabase, operatorConfig } from './operator-context.ts';
import { serverAnswers } from './server-running.ts';

// `vaultbox rotate-master-key` (docs/security.md, Key rotation). What else hangs on the master key is derived from it
// and simply changes: see that section for what visitors and users notice.

async function rotate(output: CommandOutput): Promise<number> {
  const config = operatorConfig();
  if (await serverAnswers(config)) {
    throw new CommandError(`A server answers on port ${config.port}: stop every instance before rotating the key`);
  }
  const db = await openDatabase(config);
  const result = await rotateMasterKey(config, db).finally(() => db.destroy());
  const { newMasterKey, ...counts } = result;
  const lines = [
    result.resumed && counts.users === 0
      ? 'Finished the rotation an earlier run had begun.'
      : `Re-wrapped ${counts.users} user keys and ${counts.secrets} two-factor secrets under a new master key.`,
  ];
  if (newMasterKey) {
    lines.push(
      'The master key is in MASTER_KEY: set it to this value on every instance before starting the server, and keep',
      'a copy somewhere safe (it is not shown again and not stored anywhere):',
      `MASTER_KEY=${newMasterKey}`,
    );
  } else {
    lines.push(`DATA_DIR/master.key holds the new key: replace every copy of the old one (backups of the key too).`);
  }
  lines.push('Backups made before now need the OLD key: keep it as long as you keep them.');
  output.result({ success: true, ...counts, ...(newMasterKey && { masterKey: newMasterKey }) }, () => lines);
  if (newMasterKey) await forgetNextKey(config);
  return 0;
}

export function registerRotateMasterKeyCommand(program: Command): void {
  program
    .command('rotate-master-key')
    .description(
      'Make a new master key and re-wrap every user key under it (no file is re-encrypted). STOP THE SERVER FIRST ' +
        '(every instance). Safe to run again after a crash. With MASTER_KEY, prints the new key to set',
    )
    .action(action((output) => rotate(output)));
}
