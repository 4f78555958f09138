import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Sockets at most, whatever the descriptor table allows: each costs memory too, and this is plenty for one instance. */
const MOST_SOCKETS = 20_000;

/**
 * The open-files limit (`ulimit -n`) of this process, read once at start: from /proc on Linux, else from a shell
 * (which inherits the limit Node raised at start); null when neither says.
 */
export function descriptorLimit(): number | null {
  try {
    const line = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    if (line) return Number(line[1]);
  } catch {
    // not Linux: ask a shell
  }
  const shell = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8', timeout: 2_000 });
  const answer = shell.stdout?.trim();
  return answer && /^\d+$/.test(answer) ? Number(answer) : null;
}

/**
 * How many sockets the server keeps open in all: half the descriptor table, since a busy socket may hold a blob's file
 * open beside it, and the rest is the database, logs and worker threads; at most MOST_SOCKETS.
 */
export function socketsWithin(limit: number | null): number {
  if (limit === null) return MOST_SOCKETS;
  return Math.max(1, Math.min(MOST_SOCKETS, Math.floor(limit / 2)));
}
