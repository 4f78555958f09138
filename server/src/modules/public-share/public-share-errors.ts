import { PUBLIC_SHARE_ERRORS, type PublicShareErrorCode } from '@vaultbox/common/schemas/share.ts';
import { AppError } from '../../errors.ts';
import { rateLimitedError } from '../../http/rate-limits.ts';

export const publicShareError = (code: PublicShareErrorCode) =>
  new AppError(PUBLIC_SHARE_ERRORS[code].status, code, PUBLIC_SHARE_ERRORS[code].message);

/** 429 that knows its Retry-After; the public routes' onError hook writes the header. */
export class TooManyAttemptsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const base = rateLimitedError();
    super(base.status, base.code, base.message);
  }
}
