import { formatBytes } from '@vaultbox/common/format-bytes.ts';
import { AppError } from '../../errors.ts';

export const fileTooLargeError = (maxUploadBytes: number) =>
  new AppError('FILE_TOO_LARGE', `File is too large. The maximum upload size is ${formatBytes(maxUploadBytes)}.`);

/** Over the user's own maxFileSize preference (the upload screen's sentence, docs/product.md, Uploads). */
export const preferenceSizeError = (limit: number) =>
  new AppError('FILE_TOO_LARGE', `File size exceeds the maximum limit of ${formatBytes(limit)}`);

/** Not among the user's allowedTypes, once they chose to restrict types (the upload screen's sentence). */
export const typeNotAllowedError = (allowed: readonly string[]) =>
  new AppError('FILE_TYPE_NOT_ALLOWED', `File type not allowed. Supported types: ${allowed.join(', ')}`);

/** `needed` is null when the upload was cut off before its size was known. */
export const storageQuotaError = (needed: number | null, left: number) =>
  new AppError(
    'STORAGE_QUOTA_EXCEEDED',
    needed === null
      ? `Not enough storage space: this file needs more than the ${formatBytes(left)} that is left.`
      : `Not enough storage space: this file needs ${formatBytes(needed)} but only ${formatBytes(left)} is left.`,
  );

/** A 400 that reads like the schema validation errors: "field: sentence". */
export const formFieldError = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', `${field}: ${message}`, { issues: [{ field, message }] });

export const rangeNotSatisfiableError = () => new AppError('RANGE_NOT_SATISFIABLE');
