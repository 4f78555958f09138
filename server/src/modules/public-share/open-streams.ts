import { RetryLaterError } from '../../errors.ts';
import { addressLimitKey } from '../../http/address-limit-key.ts';
import type { Hold, SharedHolds } from '../../redis/shared-holds.ts';

/** Seconds a refused reader is told to wait. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Counts the public byte responses (preview, download, raw) that are open. Per address (its limit key, IPv6 by /64),
 * so one address cannot hold hundreds of stalled readers: across every instance with Redis, else in the process
 * (shared-holds.ts). In all, per process, since what it protects is this process's memory and descriptors: each open
 * response holds a file and its socket.
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
