import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '@vaultbox/common/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { recipientFailure } from './recipient-failure.ts';

const http = (status: number, code: ErrorCode | null = null) =>
  new ApiError({ message: 'x', kind: 'http', status, code });

describe('recipientFailure', () => {
  it('says a wrong code, asks for the password when the link has one, and says when to wait', () => {
    expect(recipientFailure(http(401, 'INVALID_RECIPIENT_CODE'))).toEqual({
      key: 'public.invalidCode',
      needsPassword: false,
    });
    expect(recipientFailure(http(401, 'PASSWORD_REQUIRED'))).toEqual({
      key: 'public.passwordNeeded',
      needsPassword: true,
    });
    expect(recipientFailure(http(401, 'INVALID_PASSWORD'))).toEqual({
      key: 'public.invalidPassword',
      needsPassword: true,
    });
    expect(recipientFailure(http(429, 'RATE_LIMITED'))).toEqual({ key: 'public.tooMany', needsPassword: false });
  });
  it("leaves every other refusal to the server's sentence", () => {
    expect(recipientFailure(http(410, 'VIEW_LIMIT_REACHED'))).toBeNull();
    expect(recipientFailure(new Error('boom'))).toBeNull();
  });
});
