import type { RateLimits } from '../../http/rate-limits.ts';
import type { AttemptKey } from '../limits/attempt-limiter.ts';

export type SignInLimits = Pick<RateLimits, 'loginPerIpAndEmail' | 'loginPerIp' | 'loginPerEmail' | 'loginPerDevice'>;

/**
 * The counters a sign-in attempt is recorded under. From a device that signed in to this account before: that device
 * only. From anywhere else: the address with the account, the address alone (spraying many accounts) and the account
 * from every unknown device (a guesser with many addresses).
 */
export function signInAttemptKeys(
  limits: SignInLimits,
  attempt: { email: string; ip: string | null; device: string | null },
): AttemptKey[] {
  const email = attempt.email.trim().toLowerCase();
  if (attempt.device) return [{ key: `sign-in:device:${attempt.device}`, rule: limits.loginPerDevice }];
  const ip = attempt.ip ?? 'unknown';
  return [
    { key: `sign-in:ip-account:${ip}|${email}`, rule: limits.loginPerIpAndEmail },
    { key: `sign-in:ip:${ip}`, rule: limits.loginPerIp },
    { key: `sign-in:account:${email}`, rule: limits.loginPerEmail },
  ];
}
