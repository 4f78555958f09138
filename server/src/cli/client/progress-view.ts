import { MultiBar, Presets } from 'cli-progress';
import { formatBytes } from '@vaultbox/common/format-bytes.ts';
import type { Output } from './output.ts';

// Progress of uploads and downloads: a bar per file on a terminal; with --json or when stdout is not a terminal no
// bars, and (text only) one line per finished file.

export interface ProgressItem {
  update(done: number, total?: number): void;
  /** The file is done: its bar shows 100 %, or its line is printed. */
  finish(line: string): void;
  /** The file failed or was stopped: its bar stays where it was. */
  fail(): void;
}

export interface ProgressView {
  add(label: string, total: number, done?: number): ProgressItem;
  /** A problem: above the bars on a terminal, else on stderr. */
  warn(text: string): void;
  stop(): void;
}

export function progressView(output: Output): ProgressView {
  if (output.json || !process.stdout.isTTY) {
    return {
      add: () => ({ update: () => undefined, finish: (line) => output.line(line), fail: () => undefined }),
      warn: (text) => process.stderr.write(`${text}\n`),
      stop: () => undefined,
    };
  }
  const bars = new MultiBar(
    {
      format: ' {bar} {percentage}% | {doneText} / {totalText} | {label}',
      hideCursor: true,
      clearOnComplete: false,
      stopOnComplete: false,
      etaBuffer: 20,
    },
    Presets.shades_classic,
  );
  return {
    add(label, total, done = 0) {
      const payload = (value: number, of: number) => ({
        label,
        doneText: formatBytes(value),
        totalText: formatBytes(of),
      });
      let size = total;
      const bar = bars.create(Math.max(total, 1), done, payload(done, total));
      return {
        update(value, newTotal) {
          if (newTotal !== undefined && newTotal !== size) {
            size = newTotal;
            bar.setTotal(Math.max(newTotal, 1));
          }
          bar.update(value, payload(value, size));
        },
        finish() {
          bar.update(Math.max(size, 1), payload(size, size));
        },
        fail: () => undefined,
      };
    },
    warn: (text) => bars.log(`${text}\n`),
    stop: () => bars.stop(),
  };
}
