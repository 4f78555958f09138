/**
 * Counts the public byte responses (preview, download, raw) each address has open, so one address cannot hold
 * hundreds of stalled readers (each holds a file handle and buffers). Per process: each instance counts its own.
 */
export function createOpenStreams(max: number) {
  const open = new Map<string, number>();

  /** Takes a place for `address`, or answers false when it has `max` open already. */
  function enter(address: string): boolean {
    const now = open.get(address) ?? 0;
    if (now >= max) return false;
    open.set(address, now + 1);
    return true;
  }

  function leave(address: string): void {
    const left = (open.get(address) ?? 1) - 1;
    if (left <= 0) open.delete(address);
    else open.set(address, left);
  }

  return { enter, leave };
}
