import { Command } from 'commander';
import { registerClientCommands } from './client/client-commands.ts';
import { registerOperatorCommands } from './operator/operator-commands.ts';

// `vaultbox` (docs/cli.md): the user's commands talk to a server over HTTP with an API token; the operator's run on
// the server machine and read the same configuration as the server.

export function buildProgram(): Command {
  const program = new Command('vaultbox')
    .description('Vaultbox from the command line: upload, list, share and fetch files; run the instance')
    .option('--json', 'print results as JSON instead of text')
    .showHelpAfterError();
  registerClientCommands(program);
  registerOperatorCommands(program);
  return program;
}
