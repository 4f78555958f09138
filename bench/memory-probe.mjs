// Loaded into a bench's server (node --expose-gc --import bench/memory-probe.mjs), idle until asked. On SIGUSR2 it
// reads the command in BENCH_PROBE_FILE: "gc" runs V8's full collection (a plain `gc()`: on Node 20 the options form,
// `gc({ type: 'major', ... })`, runs only a young-generation scavenge), "snapshot <path>" writes a heap snapshot
// (which collects first), anything else nothing; then it writes process.memoryUsage() (before and after, in bytes)
// and the V8 heap's spaces (after) to BENCH_PROBE_FILE.out, with glibc's own count of its arenas (mallinfo2) where
// there is one.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
    const malloc = allocatorCounts();
    writeFileSync(`${file}.out`, JSON.stringify({ before, after: process.memoryUsage(), spaces, malloc }));
  });
}

let mallinfo2;

/**
 * glibc's mallinfo2 over all its arenas, in bytes: `inUse` (chunks the program holds), `free` (chunks on the free
 * lists, inside the arenas' memory), `mapped` (chunks mapped on their own); null without glibc or koffi. koffi is the
 * server's own (its quiet release loads it), so reading it here adds nothing the server does not load.
 */
function allocatorCounts() {
  if (process.platform !== 'linux') return null;
  try {
    if (!mallinfo2) {
      const koffi = createRequire(import.meta.url)('koffi');
      const fields = ['arena', 'ordblks', 'smblks', 'hblks', 'hblkhd', 'usmblks', 'fsmblks', 'uordblks', 'fordblks'];
      const struct = koffi.struct('mallinfo2_t', Object.fromEntries([...fields, 'keepcost'].map((f) => [f, 'size_t'])));
      mallinfo2 = koffi.load('libc.so.6').func('mallinfo2', struct, []);
    }
    const m = mallinfo2();
    return { inUse: Number(m.uordblks), free: Number(m.fordblks), mapped: Number(m.hblkhd) };
  } catch {
    return null;
  }
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
