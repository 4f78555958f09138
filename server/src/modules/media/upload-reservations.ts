import { randomUUID } from 'node:crypto';
import type { Db, DbTransaction } from '../../db/database.ts';
import { isoIn, isoNow } from '../../db/time.ts';
import { RetryLaterError } from '../../errors.ts';
import type { Hold, SharedHolds } from '../../redis/shared-holds.ts';
import { holdQuota, reclaimLapsedHolds, releaseQuotaHold, renewQuotaHold } from '../../repos/storage-quota.repo.ts';

/** Uploads one user may run at once; more get 429 (each holds a socket, a temp blob and part of the quota). */
export const MAX_UPLOADS_IN_FLIGHT = 4;

export interface HoldTimes {
  /** A hold's lease: if its instance dies, the quota it held returns this long after its last renewal. */
  leaseMs: number;
  /** How often a running upload renews its lease. */
  renewMs: number;
}

const DEFAULT_TIMES: HoldTimes = { leaseMs: 60_000, renewMs: 20_000 };

/** The quota one multipart upload holds until it ends. */
export interface QuotaHold {
  /** Gives it back inside `trx`, the transaction that charges the file: what was held becomes what is used. */
  releaseIn(trx: DbTransaction): Promise<void>;
  /** Gives it back (the upload ended without a charge); never throws. */
  release(): Promise<void>;
}

/**
 * What multipart uploads in flight hold, so that stalled or parallel uploads can never write more than the quota
 * between them: each takes a place (at most `maxInFlight` per user; counted across instances with Redis, else in the
 * process) and holds what it declares (or all that is free) before its body is read. The quota held is in the
 * database beside what unfinished resumable uploads reserve (users.upload_reserved), so both kinds draw on one
 * remaining space on every instance; each hold is a row under a lease, renewed while the upload runs, so the hold of
 * an instance that died is given back by the next reservation of its user. The charge itself stays the one
 * conditional UPDATE at commit.
 */
export function createUploadReservations(
  holds: SharedHolds,
  db: Db,
  { maxInFlight = MAX_UPLOADS_IN_FLIGHT, ...times }: Partial<HoldTimes> & { maxInFlight?: number } = {},
) {
  const { leaseMs, renewMs } = { ...DEFAULT_TIMES, ...times };
  const places = (userId: string) => `uploads:${userId}`;

  /** A place for one more upload of the user, or 429 when `maxInFlight` run already. */
  async function takePlace(userId: string): Promise<Hold> {
    const place = await holds.take(places(userId), 1, maxInFlight);
    if (!place) throw new RetryLaterError(10);
    return place;
  }

  /** Gives back the holds of the user whose instance died; run before reading what is left to reserve. */
  async function reclaimLapsed(userId: string): Promise<void> {
    await db.transaction().execute((trx) => reclaimLapsedHolds(trx, userId, isoNow()));
  }

  /** Holds `bytes` of the quota, or null when that passes what is left (other uploads took it). */
  async function reserve(userId: string, bytes: number): Promise<QuotaHold | null> {
    const id = randomUUID();
    const hold = { id, userId, bytes, leaseUntil: isoIn(leaseMs) };
    if (!(await db.transaction().execute((trx) => holdQuota(trx, hold)))) return null;
    const renewal = setInterval(() => {
      renewQuotaHold(db, id, isoIn(leaseMs)).catch(() => undefined); // the database is away: the lease runs out
    }, renewMs);
    renewal.unref();
    return {
      async releaseIn(trx) {
        clearInterval(renewal);
        await releaseQuotaHold(trx, id);
      },
      async release() {
        clearInterval(renewal);
        // On failure the lease runs out and the next reservation gives the bytes back.
        await db
          .transaction()
          .execute((trx) => releaseQuotaHold(trx, id))
          .catch(() => undefined);
      },
    };
  }

  return { takePlace, reclaimLapsed, reserve };
}
