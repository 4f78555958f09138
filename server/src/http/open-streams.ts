import { RetryLaterError } from '../errors.ts';
import { addressLimitKey } from './address-limit-key.ts';
import type { Hold, SharedHolds } from '../redis/shared-holds.ts';

/** Seconds a refused reader is told to wait. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Counts the public byte responses (a share's preview, download, raw; a public profile's preview, download) that are
 * open. Per address (its limit key, IPv6 by /64), so one address cannot hold hundreds of stalled readers: across every
 * instance with Redis, else in the process (shared-holds.ts); the share and profile routes draw on the same places.
 * In all, per process and per area (each area makes its own counter), since what it protects is this process's memory
 * and descriptors: each open response holds a file and its socket.
 */
export function createOpenStreams(holds: SharedHolds, limits: { perAddress: number; total: number }) {
  let open = 0;

  /** A place for `address`: 429 when it has `perAddress` open already, 503 when the process has `total`. */
  async function enter(address: string): Promise<Hold> {
    const place = await holds.take(`streams:${addressLimitKey(address)}`, 1, limits.perAddress);
    if (!place) throw new RetryLaterError(RETRY_AFTER_SECONDS);
    if (open >= limits.total) {
      await place.release();
      throw new RetryLaterError(RETRY_AFTER_SECONDS, 'SERVER_BUSY');
    }
    open++;
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        open--;
        await place.release();
      },
    };
  }

  return { enter };
}

export type OpenStreams = ReturnType<typeof createOpenStreams>;
