import { RetryLaterError } from '../../errors.ts';
import type { Hold, SharedHolds } from '../../redis/shared-holds.ts';

/** Uploads one user may run at once; more get 429 (each holds a socket, a temp blob and part of the quota). */
export const MAX_UPLOADS_IN_FLIGHT = 4;

/**
 * The quota held by uploads still running, per user, so that stalled or parallel uploads can never write more than
 * the quota between them: each takes a place (at most MAX_UPLOADS_IN_FLIGHT) and reserves what it declares (or all
 * that is free) before its body is read, and gives both back when it ends; the charge itself stays the one
 * conditional UPDATE at commit. Counted across every instance with Redis, else in the process (shared-holds.ts).
 */
export function createUploadReservations(holds: SharedHolds, maxInFlight = MAX_UPLOADS_IN_FLIGHT) {
  const places = (userId: string) => `uploads:${userId}`;
  const bytesOf = (userId: string) => `upload-bytes:${userId}`;

  /** A place for one more upload of the user, or 429 when `maxInFlight` run already. */
  async function takePlace(userId: string): Promise<Hold> {
    const place = await holds.take(places(userId), 1, maxInFlight);
    if (!place) throw new RetryLaterError(10);
    return place;
  }

  /** The quota free for a new upload: what is left minus what running uploads hold. */
  async function available(userId: string, remaining: number): Promise<number> {
    return Math.max(0, remaining - (await holds.held(bytesOf(userId))));
  }

  /** Holds `bytes` of the quota, or null when uploads that started meanwhile took what was left of `remaining`. */
  function reserve(userId: string, bytes: number, remaining: number): Promise<Hold | null> {
    return holds.take(bytesOf(userId), bytes, remaining);
  }

  return { takePlace, available, reserve };
}

export type UploadReservations = ReturnType<typeof createUploadReservations>;
