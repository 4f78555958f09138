import type { ErrorCode } from '@vaultbox/common/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';

/** Why a link cannot extend its share, as keys of the share-extend namespace. */
const FAILURE_KEYS: Partial<Record<ErrorCode, string>> = {
  INVALID_EXTEND_LINK: 'failure.invalid',
  EXTEND_LINK_USED: 'failure.used',
  EXTEND_LINK_TOO_LATE: 'failure.tooLate',
  // Someone else's share: the link was meant for another account.
  NOT_FOUND: 'failure.notYours',
};

/** The share-extend namespace's key for why a link cannot extend its share, or null for another failure. */
export function extendFailureKey(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code === null) return null;
  return FAILURE_KEYS[error.code] ?? null;
}
