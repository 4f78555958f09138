import type { Command } from 'commander';
import { AppError } from '../../errors.ts';
import { ConfigError } from '../../config.ts';
import { MasterKeyError } from '../../keyring/keyring.ts';

// How an operator command answers: text for people, or one JSON object with --json (the program's global option);
// warnings go to stderr either way, so they never spoil the JSON.

export interface CommandOutput {
  json: boolean;
  /** The result: `data` as JSON with --json, else the lines `text` gives. */
  result(data: unknown, text: () => string | string[]): void;
  warn(message: string): void;
}

/** A refusal the operator can act on: its message is printed alone, and the command exits with `exitCode`. */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export function outputOf(command: Command): CommandOutput {
  const json = Boolean(command.optsWithGlobals<{ json?: boolean }>().json);
  return {
    json,
    result(data, text) {
      if (json) console.log(JSON.stringify(data, null, 2));
      else console.log([text()].flat().join('\n'));
    },
    warn: (message) => console.error(`Warning: ${message}`),
  };
}

const knownError = (error: unknown): error is Error =>
  error instanceof CommandError ||
  error instanceof AppError ||
  error instanceof ConfigError ||
  error instanceof MasterKeyError;

/**
 * The action of a command: runs `work` and sets the exit code it answers (0 by default); a known refusal prints one
 * line (a JSON error with --json), anything else its stack.
 */
export function action<Args extends unknown[]>(
  work: (output: CommandOutput, ...args: Args) => Promise<number | void>,
): (...args: Args) => Promise<void> {
  return async (...args) => {
    const command = args[args.length - 1] as Command;
    const output = outputOf(command);
    try {
      process.exitCode = (await work(output, ...args)) ?? 0;
    } catch (error) {
      const message = knownError(error)
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
      if (output.json) console.log(JSON.stringify({ success: false, error: message }));
      else console.error(`Error: ${message}`);
      process.exitCode = error instanceof CommandError ? error.exitCode : 1;
    }
  };
}
