import type { ErrorCode } from '@vaultbox/common/error-codes.ts';
import { AppError } from '../../errors.ts';

type PublicShareErrorCode = Extract<
  ErrorCode,
  | 'PASSWORD_REQUIRED'
  | 'INVALID_PASSWORD'
  | 'SHARE_NOT_FOUND'
  | 'VIEW_LIMIT_REACHED'
  | 'DOWNLOAD_LIMIT_REACHED'
  | 'EMBEDDING_NOT_ALLOWED'
  | 'SHARE_PAUSED'
  | 'SHARE_ITEM_NOT_FOUND'
  | 'RECIPIENT_REQUIRED'
  | 'INVALID_RECIPIENT_CODE'
>;

/** The errors of the public share routes, with their catalogue sentences (common/error-codes.ts). */
export const publicShareError = (code: PublicShareErrorCode) => new AppError(code);
