import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { CommandError } from './command-output.ts';

// A password typed at the terminal, not echoed: `vaultbox user create` and `user reset-password` without --password.

async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = rl.question(question);
    muted = true;
    return await answer;
  } finally {
    muted = false;
    process.stderr.write('\n');
    rl.close();
  }
}

/** Asks twice on a terminal; undefined when stdin is not a terminal (the caller generates one). */
export async function promptPassword(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const first = await askHidden('New password (empty: generate one): ');
  if (first === '') return undefined;
  const again = await askHidden('The same password again: ');
  if (again !== first) throw new CommandError('The two passwords differ', 2);
  return first;
}
