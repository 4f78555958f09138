import type { Command } from 'commander';
import { CliError } from './cli-error.ts';

// How a user command speaks: text for people, or one JSON document with --json (the program's global option).

export interface Output {
  json: boolean;
  /** A line of text (not with --json). */
  line(text: string): void;
  /** The command's result: the JSON document with --json, else the text lines. */
  result(value: unknown, text: () => string | string[]): void;
}

export function outputOf(command: Command): Output {
  const json = Boolean(command.optsWithGlobals().json);
  return {
    json,
    line: (text) => {
      if (!json) process.stdout.write(`${text}\n`);
    },
    result: (value, text) => {
      if (json) process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
      else {
        const lines = text();
        process.stdout.write(`${Array.isArray(lines) ? lines.join('\n') : lines}\n`);
      }
    },
  };
}

/** Runs a command's work; a failure becomes its sentence (on stderr, or as JSON) and a non-zero exit code. */
export async function runCommand(command: Command, work: (output: Output) => Promise<void>): Promise<void> {
  const output = outputOf(command);
  try {
    await work(output);
  } catch (error) {
    const known = error instanceof CliError;
    const message = known ? error.message : `Unexpected error: ${(error as Error).message ?? String(error)}`;
    const code = known ? error.code : 'UNEXPECTED';
    if (output.json) process.stdout.write(`${JSON.stringify({ success: false, error: message, code }, null, 2)}\n`);
    else process.stderr.write(`Error: ${message}\n`);
    process.exitCode = known ? error.exitCode : 1;
  }
}

/** The examples block of a command's --help. */
export function withExamples(command: Command, examples: string[]): Command {
  return command.addHelpText('after', `\nExamples:\n${examples.map((e) => `  $ ${e}`).join('\n')}\n`);
}
