import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { addressLimitKey } from './address-limit-key.ts';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * Slows guessing down instead of locking: past `max` failures within `windowMs`, one attempt per turn, each turn
 * opening `firstDelayMs`, then twice as long, up to `maxDelayMs` after the previous one.
 */
export interface SlowingRule extends RateLimitRule {
  firstDelayMs: number;
  maxDelayMs: number;
}

export interface RateLimits {
  /** Failed sign-ins from one address for one account (unknown devices). */
  loginPerIpAndEmail: RateLimitRule;
  /** Failed sign-ins from one address, any account (spraying; unknown devices). */
  loginPerIp: RateLimitRule;
  /** Failed sign-ins to one account from every unknown device together (distributed guessing). */
  loginPerEmail: RateLimitRule;
  /** Failed sign-ins from a device that signed in to the account before (its device cookie). */
  loginPerDevice: RateLimitRule;
  /** Wrong second-factor codes at sign-in for one account (after a right password), apart from the password counters. */
  twoFactorPerUser: RateLimitRule;
  /** Calls that send mail (register, forgot-password, resend-*) from one address. */
  mailPerIp: RateLimitRule;
  /** Mails to one address, so nobody can flood a mailbox. */
  mailPerEmail: RateLimitRule;
  /** Cheap lookups such as check-email, against enumeration. */
  lookupPerIp: RateLimitRule;
  /** Wrong passwords for one share from one address (only failures count). */
  sharePasswordPerShareAndIp: RateLimitRule;
  /** Wrong passwords for one share from all addresses together (a guesser with many addresses): slowed, never locked. */
  sharePasswordPerShare: SlowingRule;
  /** Signed-in calls that check the password or a two-factor code, per account: a stolen session cannot guess. */
  accountSecretPerUser: RateLimitRule;
  /** Every request of the public profile routes from one address: a visitor's pages and thumbnails, not a scraper's. */
  publicProfilePerIp: RateLimitRule;
  /** Code requests of recipient-verified links from one address (every request counts, listed address or not). */
  shareCodeRequestPerIp: RateLimitRule;
  /** Code requests for one recipient-verified link from all addresses together. */
  shareCodeRequestPerShare: RateLimitRule;
  /** Code requests for one e-mail address, whatever the link, so nobody can flood a mailbox. */
  shareCodeRequestPerEmail: RateLimitRule;
  /** Wrong codes from one address, whatever the link (only failures count). */
  shareCodeGuessPerIp: RateLimitRule;
  /** Wrong codes for one link from all addresses together: slowed, never locked. */
  shareCodeGuessPerShare: SlowingRule;
  /** Uploads begun through file request links from one address (docs/product.md, File requests). */
  fileRequestUploadPerIp: RateLimitRule;
  /** Visitor tokens asked of file request links from one address: a password guesser is slowed to a crawl. */
  fileRequestAccessPerIp: RateLimitRule;
}

export const defaultRateLimits: RateLimits = {
  loginPerIpAndEmail: { max: 10, windowMs: 15 * 60_000 },
  loginPerIp: { max: 50, windowMs: 15 * 60_000 },
  loginPerEmail: { max: 100, windowMs: 60 * 60_000 },
  loginPerDevice: { max: 10, windowMs: 15 * 60_000 },
  twoFactorPerUser: { max: 5, windowMs: 15 * 60_000 },
  mailPerIp: { max: 20, windowMs: 15 * 60_000 },
  mailPerEmail: { max: 5, windowMs: 15 * 60_000 },
  lookupPerIp: { max: 60, windowMs: 60_000 },
  sharePasswordPerShareAndIp: { max: 10, windowMs: 60 * 60_000 },
  sharePasswordPerShare: { max: 10, windowMs: 60 * 60_000, firstDelayMs: 1000, maxDelayMs: 60_000 },
  accountSecretPerUser: { max: 20, windowMs: 15 * 60_000 },
  publicProfilePerIp: { max: 600, windowMs: 60_000 },
  shareCodeRequestPerIp: { max: 10, windowMs: 15 * 60_000 },
  shareCodeRequestPerShare: { max: 100, windowMs: 60 * 60_000 },
  shareCodeRequestPerEmail: { max: 5, windowMs: 60 * 60_000 },
  shareCodeGuessPerIp: { max: 20, windowMs: 15 * 60_000 },
  shareCodeGuessPerShare: { max: 30, windowMs: 60 * 60_000, firstDelayMs: 1000, maxDelayMs: 60_000 },
  fileRequestUploadPerIp: { max: 300, windowMs: 15 * 60_000 },
  fileRequestAccessPerIp: { max: 30, windowMs: 15 * 60_000 },
};

export const rateLimitedError = () => new AppError('RATE_LIMITED');

export type KeyOf = (request: FastifyRequest) => string;

/** The client's address, as its limit key (IPv6 by /64). */
export const byIp: KeyOf = (request) => addressLimitKey(request.ip);
export const byEmail: KeyOf = (request) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};
/** The signed-in account (the route's guard has run). */
export const byUser: KeyOf = (request) => request.auth?.user.id ?? byIp(request);

/**
 * A preHandler counting requests per key (after validation, so the body's email is known) under the rule `name` of
 * `limits`. Several can guard one route. The counters live in the process, or in Redis when REDIS_URL is set, where
 * the rule's name keeps each rule's counters apart and every instance counts together. Exceeding answers 429 with
 * Retry-After and the standard error body.
 */
export function rateLimit(app: FastifyInstance, limits: RateLimits, name: keyof RateLimits, keyOf: KeyOf) {
  const rule = limits[name];
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request) => `${name}:${keyOf(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('Retry-After', String(Math.max(1, result.ttlInSeconds)));
      throw rateLimitedError();
    }
  };
}
