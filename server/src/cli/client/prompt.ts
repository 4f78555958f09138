import { createInterface } from 'node:readline';
import { CliError } from './cli-error.ts';

// Questions asked on the terminal: a hidden one for the token, a yes/no before a deletion.

/** Reads a line without echoing it (stdin a terminal), or the first line of piped input. */
export async function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) return readFirstLine();
  process.stderr.write(question);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (error?: CliError) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed.trim());
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') return done();
        if (char === '\u0003') return done(new CliError('Cancelled', 'CANCELLED', 130));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

function readFirstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  return new Promise((resolve) => {
    let answered = false;
    lines.once('line', (line) => {
      answered = true;
      lines.close();
      resolve(line.trim());
    });
    lines.once('close', () => {
      if (!answered) resolve('');
    });
  });
}

/** Asks a yes/no question on the terminal; without one (a script), the answer is no. */
export async function confirm(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const lines = createInterface({ input: process.stdin, output: process.stderr });
  const answer = await new Promise<string>((resolve) => lines.question(`${question} [y/N] `, resolve));
  lines.close();
  return /^y(es)?$/i.test(answer.trim());
}
