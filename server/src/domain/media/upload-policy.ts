import type { SniffResult } from '../../media-tools/sniff-type.ts';
import type { StorageAccount } from '../../repos/storage-quota.repo.ts';
import { fileTooLargeError, preferenceSizeError, storageQuotaError } from './media-errors.ts';

/** What is left of an account's quota beside what is charged and what every upload in flight or unfinished holds. */
export const remainingQuota = (account: Pick<StorageAccount, 'limit' | 'used' | 'reserved'>): number =>
  Math.max(0, account.limit - account.used - account.reserved);

/** What bounds one upload: the server's cap, the user's own maxFileSize (capped by it) and the quota left. */
export interface UploadLimits {
  serverMax: number;
  sizeLimit: number;
  remaining: number;
}

/** Throws the 413 that says why `bytes` (allowing `margin` for framing) cannot be taken. */
export function assertUploadFits(bytes: number, margin: number, limits: UploadLimits): void {
  if (bytes > limits.serverMax + margin) throw fileTooLargeError(limits.serverMax);
  if (bytes > limits.remaining + margin) throw storageQuotaError(bytes, limits.remaining);
  if (bytes > limits.sizeLimit + margin) {
    throw limits.sizeLimit < limits.serverMax
      ? preferenceSizeError(limits.sizeLimit)
      : fileTooLargeError(limits.sizeLimit);
  }
}

/** A file safely in a temp blob, not yet on a row nor charged. */
export interface StagedFile {
  mediaId: string;
  tempId: string;
  size: number;
  sniffed: SniffResult;
  encrypted: boolean;
  wrappedKey: string | null;
  originalName: string;
}
