import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@vaultbox/common/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import signIn from '../../i18n/en/sign-in.json';
import { accountProblemOf, problemOf } from './login-problem.ts';

const refusal = (code: keyof typeof ERROR_CODES) =>
  new ApiError({ message: ERROR_CODES[code].message ?? code, kind: 'http', status: ERROR_CODES[code].status, code });

describe('the problem of a refused sign-in', () => {
  it('tells a deactivated or unactivated account from a wrong pair', () => {
    expect(problemOf(refusal('ACCOUNT_DISABLED'), 'a@b.co')).toEqual({ kind: 'disabled' });
    expect(problemOf(refusal('ACCOUNT_NOT_ACTIVATED'), 'a@b.co')).toEqual({ kind: 'not-activated', email: 'a@b.co' });
    expect(problemOf(refusal('INVALID_CREDENTIALS'), 'a@b.co')).toEqual({ kind: 'invalid' });
    expect(problemOf(new Error('boom'), 'a@b.co')).toEqual({ kind: 'invalid' });
  });
  it('asks for the two-factor code, and passes a rate limit on as the server says it', () => {
    expect(problemOf(refusal('TWO_FACTOR_REQUIRED'), 'a@b.co')).toEqual({ kind: 'two-factor-required' });
    expect(problemOf(refusal('TWO_FACTOR_INVALID'), 'a@b.co')).toEqual({ kind: 'two-factor-invalid' });
    const limited = new ApiError({ message: 'Too many attempts', kind: 'http', status: 429 });
    expect(problemOf(limited, 'a@b.co')).toEqual({ kind: 'other', message: 'Too many attempts' });
  });
});

describe('an account refused as it is, whatever the way in (password or passkey)', () => {
  it('names a deactivated or unactivated account, and nothing else', () => {
    expect(accountProblemOf(refusal('ACCOUNT_DISABLED'))).toBe('disabled');
    expect(accountProblemOf(refusal('ACCOUNT_NOT_ACTIVATED'))).toBe('notActivated');
    expect(accountProblemOf(refusal('PASSKEY_UNKNOWN'))).toBeNull();
    expect(accountProblemOf(new Error('boom'))).toBeNull();
  });
});

describe('the sentences of the sign-in namespace', () => {
  it("are the server's own, in English", () => {
    expect(signIn.disabled).toBe(ERROR_CODES.ACCOUNT_DISABLED.message);
    expect(signIn.notActivated).toBe(ERROR_CODES.ACCOUNT_NOT_ACTIVATED.message);
  });
});
