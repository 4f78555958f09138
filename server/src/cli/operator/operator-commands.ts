import type { Command } from 'commander';

/** user, backup, restore, verify, rotate-master-key, prune: the operator's commands, run on the server machine. */
export function registerOperatorCommands(program: Command): void {
  void program;
}
