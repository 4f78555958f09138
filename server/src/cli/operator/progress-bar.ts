import { Presets, SingleBar } from 'cli-progress';

// A progress bar on stderr for long walks (verify, backup): only on a terminal and never with --json, where it would
// only be noise in a log or a pipe.

export interface Progress {
  tick(): void;
  stop(): void;
}

export function progressBar(label: string, total: number, json: boolean): Progress {
  if (json || !process.stderr.isTTY || total === 0) return { tick: () => undefined, stop: () => undefined };
  const bar = new SingleBar(
    { format: `${label} [{bar}] {value}/{total} ({percentage}%)`, stream: process.stderr, hideCursor: true },
    Presets.shades_classic,
  );
  bar.start(total, 0);
  return { tick: () => bar.increment(), stop: () => bar.stop() };
}
