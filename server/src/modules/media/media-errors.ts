import { formatBytes } from '@vaultbox/common/format-bytes.ts';
import { AppError } from '../../errors.ts';

export const fileTooLargeError = (maxUploadBytes: number) =>
  new AppError(413, 'FILE_TOO_LARGE', `File is too large. The maximum upload size is ${formatBytes(maxUploadBytes)}.`);

/** `needed` is null when the upload was cut off before its size was known. */
export const storageQuotaError = (needed: number | null, left: number) =>
  new AppError(
    413,
    'STORAGE_QUOTA_EXCEEDED',
    needed === null
      ? `Not enough storage space: this file needs more than the ${formatBytes(left)} that is left.`
      : `Not enough storage space: this file needs ${formatBytes(needed)} but only ${formatBytes(left)} is left.`,
  );

/** A 400 that reads like the schema validation errors: "field: sentence". */
export const formFieldError = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', `${field}: ${message}`, { issues: [{ field, message }] });

export const rangeNotSatisfiableError = () =>
  new AppError(416, 'RANGE_NOT_SATISFIABLE', 'The requested range is outside the file.');
