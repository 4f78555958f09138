import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '@vaultbox/common/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { loadFailure } from './load-state.ts';

const http = (status: number, code: ErrorCode | null = null, message = 'x') =>
  new ApiError({ message, kind: 'http', status, code });

describe('loadFailure', () => {
  it('asks for the password on a 401, saying it was wrong only when one was sent', () => {
    expect(loadFailure(http(401, 'PASSWORD_REQUIRED'), false)).toEqual({
      kind: 'password',
      invalid: false,
      message: null,
    });
    expect(loadFailure(http(401, 'INVALID_PASSWORD'), true)).toEqual({
      kind: 'password',
      invalid: true,
      message: null,
    });
  });
  it('asks a recipient-verified link for an address, with or without a password sent', () => {
    expect(loadFailure(http(401, 'RECIPIENT_REQUIRED'), false)).toEqual({ kind: 'recipient' });
    expect(loadFailure(http(401, 'RECIPIENT_REQUIRED'), true)).toEqual({ kind: 'recipient' });
  });
  it('maps 404 and 410 to their messages and anything else to the general one', () => {
    expect(loadFailure(http(404), false)).toEqual({ kind: 'error', messageKey: 'public.notFound' });
    expect(loadFailure(http(410), false)).toEqual({ kind: 'error', messageKey: 'public.viewLimit' });
    expect(loadFailure(http(500), false)).toEqual({ kind: 'error', messageKey: 'public.loadFailed' });
    expect(loadFailure(new ApiError({ message: 'offline', kind: 'network' }), false)).toEqual({
      kind: 'error',
      messageKey: 'public.loadFailed',
    });
    expect(loadFailure(new Error('boom'), false)).toEqual({ kind: 'error', messageKey: 'public.loadFailed' });
  });
  it('says a link its owner paused is paused, not missing (SHARE_PAUSED, 403)', () => {
    expect(loadFailure(http(403, 'SHARE_PAUSED'), false)).toEqual({ kind: 'error', messageKey: 'public.paused' });
    expect(loadFailure(http(403, 'SHARE_PAUSED'), true)).toEqual({ kind: 'error', messageKey: 'public.paused' });
    expect(loadFailure(http(403, 'EMBEDDING_NOT_ALLOWED'), false)).toEqual({
      kind: 'error',
      messageKey: 'public.loadFailed',
    });
  });
  it('keeps the prompt with the server reason when password attempts are rate limited', () => {
    expect(loadFailure(http(429, 'RATE_LIMITED', 'Too many attempts'), true)).toEqual({
      kind: 'password',
      invalid: false,
      message: 'Too many attempts',
    });
    expect(loadFailure(http(429), false)).toEqual({ kind: 'error', messageKey: 'public.loadFailed' });
  });
});
