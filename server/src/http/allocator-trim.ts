import { createRequire } from 'node:module';
import type Koffi from 'koffi';

/**
 * glibc's `malloc_trim(0)`: hands back to the system the free pages in the middle of the allocator's heap, which
 * `free` alone never returns (only the top of the heap). After a crowd they were about 28 MB of the server's memory
 * (docs/performance.md, Mixed crowd and memory). Called through koffi, loaded at first use; null where there is no
 * glibc (macOS, Alpine's musl) or koffi has no build for the machine: then nothing is trimmed.
 */
export function allocatorTrim(): (() => void) | null {
  if (found === undefined) found = findAllocatorTrim();
  return found;
}

let found: (() => void) | null | undefined;

function findAllocatorTrim(): (() => void) | null {
  if (process.platform !== 'linux') return null;
  try {
    const koffi = createRequire(import.meta.url)('koffi') as typeof Koffi;
    const trim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)');
    return () => void trim(0);
  } catch {
    return null;
  }
}
