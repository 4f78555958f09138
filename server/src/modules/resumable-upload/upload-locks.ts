import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { RetryLaterError } from '../../errors.ts';
import { askWriterToStop, releaseLease, renewLease, takeLease } from '../../repos/resumable-upload.repo.ts';

export interface UploadLockTimes {
  /** How long a new request waits for the one it takes over from to keep what it received and let go. */
  takeoverWaitMs: number;
  /** A writer's lease: if its instance dies (or restarts after kill -9), another may write after this long. */
  leaseMs: number;
  /** How often a writer renews its lease, and so how soon it hears that another request wants the upload. */
  renewMs: number;
  /** How often a waiting request looks again. */
  pollMs: number;
}

const DEFAULT_TIMES: UploadLockTimes = { takeoverWaitMs: 10_000, leaseMs: 5000, renewMs: 1000, pollMs: 200 };

interface Holder {
  /** Asks the holder to stop reading (its client is most likely gone) and keep what it has. */
  stop(): void;
  released: Promise<void>;
}

const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * One request at a time per upload, across every instance. A new request takes over: a client that resumes after a
 * dropped connection must not wait for the server to notice the old request is dead. In this process the old request
 * is stopped at once; on another instance it is asked through the row (stop_asked), which its lease renewal reads
 * within renewMs; an instance that died lets go when its lease runs out. The old request keeps the bytes it durably
 * wrote and lets go; the new one then reads the offset afresh.
 */
export function createUploadLocks(db: Db, times: Partial<UploadLockTimes> = {}) {
  const { takeoverWaitMs, leaseMs, renewMs, pollMs } = { ...DEFAULT_TIMES, ...times };
  const holders = new Map<string, Holder>();

  async function takeLocal(id: string, stop: () => void): Promise<() => void> {
    for (let current = holders.get(id); current; current = holders.get(id)) {
      current.stop();
      const waited = await Promise.race([current.released.then(() => true), sleep(takeoverWaitMs).then(() => false)]);
      if (!waited) throw new RetryLaterError(5); // the old request would not let go: try again shortly
    }
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holder: Holder = { stop, released };
    holders.set(id, holder);
    return () => {
      if (holders.get(id) === holder) holders.delete(id);
      release();
    };
  }

  async function takeShared(id: string, owner: string): Promise<void> {
    const deadline = Date.now() + takeoverWaitMs;
    while (!(await takeLease(db, id, owner, isoIn(leaseMs), new Date().toISOString()))) {
      // Gone: nothing to guard, the caller's lookup answers 404.
      if (!(await askWriterToStop(db, id))) return;
      if (Date.now() >= deadline) throw new RetryLaterError(5);
      await sleep(pollMs);
    }
  }

  /** Waits for the upload (taking it over), then holds it until the returned release is called. */
  async function acquire(id: string, stop: () => void): Promise<() => Promise<void>> {
    const releaseLocal = await takeLocal(id, stop);
    const owner = randomUUID();
    try {
      await takeShared(id, owner);
    } catch (error) {
      releaseLocal();
      throw error;
    }
    const renewal = setInterval(() => {
      renewLease(db, id, owner, isoIn(leaseMs)).then(
        (state) => state !== 'held' && stop(),
        () => undefined, // the database is away: the lease simply runs out
      );
    }, renewMs);
    renewal.unref();
    return async () => {
      clearInterval(renewal);
      await releaseLease(db, id, owner).catch(() => undefined);
      releaseLocal();
    };
  }

  return { acquire };
}
