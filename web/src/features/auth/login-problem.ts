import { ApiError } from '../../lib/api-client.ts';

export type LoginProblem =
  | { kind: 'invalid' }
  | { kind: 'not-activated'; email: string }
  | { kind: 'disabled' }
  | { kind: 'other'; message: string }
  | { kind: 'two-factor-required' }
  | { kind: 'two-factor-invalid' };

/**
 * What the login screen shows for a failed sign-in: one sentence for a wrong pair; an unactivated or deactivated
 * account (the server's 403, given only for the right password) and a rate limit say what they are.
 */
export function problemOf(error: unknown, email: string): LoginProblem {
  if (error instanceof ApiError) {
    // The password was right and the account has two-factor on: ask for the code (a 401 that is no sign-out).
    if (error.code === 'TWO_FACTOR_REQUIRED') return { kind: 'two-factor-required' };
    if (error.code === 'TWO_FACTOR_INVALID') return { kind: 'two-factor-invalid' };
    if (error.code === 'ACCOUNT_NOT_ACTIVATED') return { kind: 'not-activated', email };
    if (error.code === 'ACCOUNT_DISABLED') return { kind: 'disabled' };
    if (error.status === 429 || error.kind === 'network' || error.kind === 'timeout' || (error.status ?? 0) >= 500) {
      return { kind: 'other', message: error.message };
    }
  }
  return { kind: 'invalid' };
}

/**
 * An account the server refused as it is (deactivated, not activated yet), whatever the way in: the key of its
 * sentence in the `sign-in` namespace, or null. A passkey sign-in says the same as a password's.
 */
export function accountProblemOf(error: unknown): 'disabled' | 'notActivated' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'ACCOUNT_DISABLED') return 'disabled';
  if (error.code === 'ACCOUNT_NOT_ACTIVATED') return 'notActivated';
  return null;
}
