import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { extendFailureKey } from './extend-failure.ts';

const refusal = (status: number, code: ConstructorParameters<typeof ApiError>[0]['code']) =>
  new ApiError({ message: 'refused', kind: 'http', status, code });

describe('extendFailureKey', () => {
  it('names the sentence of each refusal of an extension link', () => {
    expect(extendFailureKey(refusal(400, 'INVALID_EXTEND_LINK'))).toBe('failure.invalid');
    expect(extendFailureKey(refusal(400, 'EXTEND_LINK_USED'))).toBe('failure.used');
    expect(extendFailureKey(refusal(400, 'EXTEND_LINK_TOO_LATE'))).toBe('failure.tooLate');
    expect(extendFailureKey(refusal(404, 'NOT_FOUND'))).toBe('failure.notYours');
  });

  it('leaves other failures to the generic error', () => {
    expect(extendFailureKey(refusal(500, 'INTERNAL_ERROR'))).toBeNull();
    expect(extendFailureKey(new ApiError({ message: 'offline', kind: 'network' }))).toBeNull();
    expect(extendFailureKey(new Error('boom'))).toBeNull();
  });
});
