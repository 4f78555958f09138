// Loaded into a bench's server (node --expose-gc --import bench/memory-probe.mjs), idle until asked. On SIGUSR2 it
// reads the command in BENCH_PROBE_FILE: "gc" runs V8's full collection (a plain `gc()`: on Node 20 the options form,
// `gc({ type: 'major', ... })`, runs only a young-generation scavenge), "snapshot <path>" writes a heap snapshot
// (which collects first), anything else nothing; then it writes process.memoryUsage() (before and after, in bytes)
// and the V8 heap's spaces (after) to BENCH_PROBE_FILE.out.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';

const file = process.env.BENCH_PROBE_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    const [command, ...rest] = readFileSync(file, 'utf8').trim().split(' ');
    const path = rest.join(' ');
    const before = process.memoryUsage();
    if (command === 'gc') globalThis.gc?.();
    if (command === 'snapshot') writeHeapSnapshot(path);
    const spaces = Object.fromEntries(getHeapSpaceStatistics().map((s) => [s.space_name, s.physical_space_size]));
    writeFileSync(`${file}.out`, JSON.stringify({ before, after: process.memoryUsage(), spaces }));
  });
}

/**
 * The bench's side: asks the server `pid` (started with BENCH_PROBE_FILE=`probeFile`) to run `command`; resolves with
 * its memory before and after, and its heap's spaces.
 */
export async function askProbe(pid, probeFile, command) {
  rmSync(`${probeFile}.out`, { force: true });
  writeFileSync(probeFile, command);
  process.kill(pid, 'SIGUSR2');
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      return JSON.parse(readFileSync(`${probeFile}.out`, 'utf8'));
    } catch {
      // not written yet (or half written)
    }
  }
}
