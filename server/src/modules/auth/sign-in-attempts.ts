import { createHmac } from 'node:crypto';
import { addressLimitKey } from '../../http/address-limit-key.ts';
import type { RateLimits } from '../../http/rate-limits.ts';
import type { Keyring } from '../../keyring/keyring.ts';
import type { AttemptKey } from '../../domain/attempt-limiter.ts';

export type SignInLimits = Pick<
  RateLimits,
  'loginPerIpAndEmail' | 'loginPerIp' | 'loginPerEmail' | 'loginPerDevice' | 'twoFactorPerUser'
>;

/**
 * What names an account in the counters: a keyed digest of the address typed, never the address itself, so the
 * counters of a deleted account (or of a mistyped address) leave no address in the database.
 */
export function accountTagger(keyring: Keyring): (email: string) => string {
  const key = keyring.derive('vaultbox sign-in counter account tag v1');
  return (email) => createHmac('sha256', key).update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

/**
 * The counters a sign-in attempt is recorded under. From a device that signed in to this account before: that device
 * only. From anywhere else: the address with the account, the address alone (spraying many accounts) and the account
 * from every unknown device (a guesser with many addresses). `account` is the tag of the address typed.
 */
export function signInAttemptKeys(
  limits: SignInLimits,
  attempt: { account: string; ip: string | null; device: string | null },
): AttemptKey[] {
  const { account } = attempt;
  if (attempt.device) return [{ key: `sign-in:device:${attempt.device}`, rule: limits.loginPerDevice }];
  const ip = addressLimitKey(attempt.ip ?? 'unknown');
  return [
    { key: `sign-in:ip-account:${ip}|${account}`, rule: limits.loginPerIpAndEmail },
    { key: `sign-in:ip:${ip}`, rule: limits.loginPerIp },
    { key: `sign-in:account:${account}`, rule: limits.loginPerEmail },
  ];
}

/**
 * The counter of a sign-in that names no account (a passkey's): the address alone, the same counter password
 * sign-ins from that address feed, so a guesser cannot switch methods to get a fresh budget.
 */
export function addressAttemptKeys(limits: SignInLimits, ip: string | null): AttemptKey[] {
  return [{ key: `sign-in:ip:${addressLimitKey(ip ?? 'unknown')}`, rule: limits.loginPerIp }];
}

/**
 * The counter of second-factor codes typed for one account, from anywhere: only reached once the password was right,
 * so it is its own small budget and never feeds the password counters.
 */
export function twoFactorAttemptKeys(limits: SignInLimits, userId: string): AttemptKey[] {
  return [{ key: `sign-in:two-factor:${userId}`, rule: limits.twoFactorPerUser }];
}
