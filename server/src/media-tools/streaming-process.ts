import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import type { Readable } from 'node:stream';
import { lastLine } from './run-process.ts';

export interface StreamingRun {
  /** The program's output, to be consumed as it comes (never buffered whole). */
  stdout: Readable;
  /** Resolves once the program ended: null on success, else why it failed. */
  done: Promise<string | null>;
  /** Whether the timeout is what stopped it. */
  timedOut(): boolean;
  kill(): void;
}

/**
 * Runs a program (argument array, never a shell) at the lowest CPU priority, streaming its stdout: for outputs too
 * big for memory that must not touch the disk as plaintext (a transcoded video goes straight into the encrypting
 * writer). A timeout kills it; `timeoutReason` is then what `done` says.
 */
export function runStreaming(
  command: string,
  args: readonly string[],
  { timeoutMs, timeoutReason }: { timeoutMs: number; timeoutReason?: string },
): StreamingRun {
  const child = spawn(command, args, { shell: false, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
  let failure: string | null = null;
  let timedOut = false;
  let stderr = '';
  // Background work: a request's CPU comes first. Not fatal where the system refuses it.
  try {
    if (child.pid) setPriority(child.pid, 19);
  } catch {
    /* keep the default priority */
  }
  const kill = (reason: string) => {
    failure ??= reason;
    child.kill('SIGKILL');
  };
  const timer = setTimeout(() => {
    timedOut = failure === null;
    kill(timeoutReason ?? `timed out after ${timeoutMs} ms`);
  }, timeoutMs);
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-2000);
  });
  const done = new Promise<string | null>((resolve) => {
    child.on('error', (error) => {
      failure ??= `could not run ${command}: ${error.message}`;
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (!failure && code !== 0) failure = `${command} failed: ${lastLine(stderr) || `exit ${code}`}`;
      resolve(failure);
    });
  });
  return { stdout: child.stdout, done, timedOut: () => timedOut, kill: () => kill('stopped') };
}
