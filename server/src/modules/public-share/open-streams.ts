import type { Hold, SharedHolds } from '../../redis/shared-holds.ts';

/**
 * Counts the public byte responses (preview, download, raw) each address has open, so one address cannot hold
 * hundreds of stalled readers (each holds a file handle and buffers). Counted across every instance with Redis, else
 * in the process (shared-holds.ts).
 */
export function createOpenStreams(holds: SharedHolds, max: number) {
  /** A place for `address`, or null when it has `max` open already. */
  function enter(address: string): Promise<Hold | null> {
    return holds.take(`streams:${address}`, 1, max);
  }

  return { enter };
}
