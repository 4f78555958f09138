import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface ProcessResult {
  /** Exit code, or null when the process was killed or could not start. */
  code: number | null;
  stdout: Buffer;
  /** The tail of stderr, for reasons in logs. */
  stderr: string;
  /** Why the run failed before a normal exit: spawn error, timeout or output too large. */
  failure?: string;
}

export interface RunOptions {
  timeoutMs: number;
  /** Output beyond this is treated as a failure: a hostile file must not fill memory. */
  maxStdoutBytes: number;
  /** Fed to the program's stdin (e.g. decrypted bytes, which must never be written to a file). */
  stdin?: Readable;
}

const STDERR_TAIL_CHARS = 2000;

/**
 * Runs a program with an argument array (never a shell) and always resolves: a missing binary,
 * a timeout or an oversized output become `failure`, and the child is killed so nothing hangs.
 */
export function runProcess(command: string, args: readonly string[], options: RunOptions): Promise<ProcessResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let failure: string | undefined;
    let settled = false;

    const child = spawn(command, args, {
      shell: false,
      stdio: [options.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
    if (options.stdin && child.stdin) {
      // A program may stop reading early (it has what it needs, or it failed): that is its answer, not an error.
      child.stdin.on('error', () => undefined);
      options.stdin.on('error', () => child.stdin?.destroy());
      options.stdin.pipe(child.stdin);
    }

    const finish = (code: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({
        code,
        stdout: Buffer.concat(chunks),
        stderr: stderr.slice(-STDERR_TAIL_CHARS),
        failure,
      });
    };
    const kill = (reason: string) => {
      failure ??= reason;
      child.kill('SIGKILL');
    };

    const timer = setTimeout(() => kill(`timed out after ${options.timeoutMs} ms`), options.timeoutMs);

    child.stdout?.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > options.maxStdoutBytes) kill(`output larger than ${options.maxStdoutBytes} bytes`);
      else chunks.push(chunk);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS);
    });
    child.on('error', (error) => {
      failure ??= `could not run ${command}: ${error.message}`;
      finish(null);
    });
    child.on('close', (code) => finish(code));
  });
}

/** The last non-empty stderr line is usually the one that names the problem. */
export function lastLine(text: string): string {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.at(-1) ?? '';
}
