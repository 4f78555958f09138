import { RetryLaterError } from '../../errors.ts';

/** Uploads one user may run at once; more get 429 (each holds a socket, a temp blob and part of the quota). */
export const MAX_UPLOADS_IN_FLIGHT = 4;

export interface UploadReservation {
  /** Bytes of the quota this upload holds while it runs. */
  bytes: number;
  release(): void;
}

/**
 * The quota held by uploads still running, per user, so that stalled or parallel uploads can never write more than
 * the quota to disk between them: each reserves what it declares (or all that is free) before its body is read, and
 * gives it back when it ends; the charge itself stays the one conditional UPDATE at commit. Per process.
 */
export function createUploadReservations(maxInFlight = MAX_UPLOADS_IN_FLIGHT) {
  const byUser = new Map<string, Set<UploadReservation>>();

  const heldBy = (userId: string) => [...(byUser.get(userId) ?? [])].reduce((sum, r) => sum + r.bytes, 0);

  /** Refuses (429) when the user already runs `maxInFlight` uploads. */
  function assertRoom(userId: string): void {
    if ((byUser.get(userId)?.size ?? 0) >= maxInFlight) throw new RetryLaterError(10);
  }

  /** The quota free for a new upload: what is left minus what running uploads hold. */
  function available(userId: string, remaining: number): number {
    return Math.max(0, remaining - heldBy(userId));
  }

  function reserve(userId: string, bytes: number): UploadReservation {
    assertRoom(userId);
    const held = byUser.get(userId) ?? new Set<UploadReservation>();
    byUser.set(userId, held);
    const reservation: UploadReservation = {
      bytes,
      release: () => {
        held.delete(reservation);
        if (held.size === 0 && byUser.get(userId) === held) byUser.delete(userId);
      },
    };
    held.add(reservation);
    return reservation;
  }

  return { assertRoom, available, reserve };
}

export type UploadReservations = ReturnType<typeof createUploadReservations>;
