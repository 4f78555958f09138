import { storageStatus } from '@vaultbox/common/storage-status.ts';

export type StorageWarning = { kind: 'full' } | { kind: 'high'; percent: number } | null;

/**
 * The upload screen's warnings: 'Storage is {n}% full...' from 80 percent, 'Storage is full...' at 100 or more; nothing
 * below.
 */
export function storageWarning(percent: number): StorageWarning {
  const status = storageStatus(percent);
  if (status === 'full') return { kind: 'full' };
  if (status === 'high') return { kind: 'high', percent: Math.floor(percent) };
  return null;
}
