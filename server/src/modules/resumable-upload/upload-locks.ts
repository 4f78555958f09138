import { RetryLaterError } from '../../errors.ts';

/** How long a new request waits for the one it takes over from to keep what it received and let go. */
const TAKEOVER_WAIT_MS = 10_000;

interface Holder {
  /** Asks the holder to stop reading (its client is most likely gone) and keep what it has. */
  stop(): void;
  released: Promise<void>;
}

/**
 * One request at a time per upload, in this process. A new request takes over: a client that resumes after a
 * dropped connection must not wait for the server to notice the old request is dead. The old request is stopped,
 * keeps the bytes it durably wrote, and lets go; the new one then reads the offset afresh.
 */
export function createUploadLocks(takeoverWaitMs = TAKEOVER_WAIT_MS) {
  const holders = new Map<string, Holder>();

  async function acquire(id: string, stop: () => void): Promise<() => void> {
    for (let current = holders.get(id); current; current = holders.get(id)) {
      current.stop();
      const waited = await Promise.race([
        current.released.then(() => true),
        new Promise<false>((resolve) => setTimeout(resolve, takeoverWaitMs, false).unref()),
      ]);
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

  return { acquire };
}

export type UploadLocks = ReturnType<typeof createUploadLocks>;
