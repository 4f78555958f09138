import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language } from '@vaultbox/common/constants.ts';
import {
  SHARE_CODE_LENGTH,
  SHARE_CODE_LIFETIME_MS,
  type PublicShareResponse,
  type RecipientVerifyRequest,
} from '@vaultbox/common/schemas/public-share.ts';
import type { AppContext } from '../../context.ts';
import { isoNow } from '../../db/time.ts';
import { createAttemptLimiter, type AttemptKey } from '../../domain/attempt-limiter.ts';
import { shareUrl } from '../../domain/share/share-view.ts';
import { RetryLaterError } from '../../errors.ts';
import { addressLimitKey } from '../../http/address-limit-key.ts';
import type { RateLimitRule, SlowingRule } from '../../http/rate-limits.ts';
import { shareCodeMail } from '../../mail/share-code-mail.ts';
import type { PublicShareRow } from '../../repos/public-share.repo.ts';
import { putShareCode, spendShareCode, takeCodeGuess } from '../../repos/share-codes.repo.ts';
import { findRecipient, recipientKey } from '../../repos/share-recipients.repo.ts';
import { publicShareError } from './public-share-errors.ts';
import type { Credentials } from './public-share.service.ts';
import type { VerifiedRecipient } from './recipient-admission.ts';
import type { createGrantSigner } from './share-grant.ts';

/** Guesses one code allows, right or wrong: past them it is dead and a new one must be asked for. */
export const SHARE_CODE_GUESSES = 5;

export interface RecipientCodeLimits {
  requestPerIp: RateLimitRule;
  requestPerShare: RateLimitRule;
  requestPerEmail: RateLimitRule;
  guessPerIp: RateLimitRule;
  guessPerShare: SlowingRule;
}

/** What the codes need of the public share service: its rules, not copies of them. */
export interface RecipientCodeDeps {
  findLive(slug: string): Promise<PublicShareRow>;
  checkPassword(row: PublicShareRow, credentials: Credentials, count: boolean): Promise<void>;
  openPage(slug: string, credentials: Credentials, count: boolean): Promise<PublicShareResponse['data']>;
  grants: ReturnType<typeof createGrantSigner>;
}

/**
 * The mailed one-time codes of recipient-verified links (docs/product.md, Recipient-verified links). Asking for a code
 * does the same work for every address (a code is made and stored either way) and answers the same; only a listed
 * address gets the mail, sent in the background. A code is kept as an HMAC (key derived from the master key), works for
 * SHARE_CODE_LIFETIME_MS, once, and allows SHARE_CODE_GUESSES guesses, each counted before it is checked; guesses are
 * also limited per address and per link (only failures count), code requests per address, per link and per e-mail.
 */
export function createRecipientCodes(ctx: AppContext, limits: RecipientCodeLimits, deps: RecipientCodeDeps) {
  const { db } = ctx;
  const key = ctx.keyring.derive('vaultbox share recipient code v1');
  const attempts = createAttemptLimiter(db);
  const hashOf = (shareId: string, emailKey: string, code: string) =>
    createHmac('sha256', key).update(`${shareId}\n${emailKey}\n${code}`).digest('base64url');

  async function reserve(keys: AttemptKey[]) {
    const reservation = await attempts.reserve(keys);
    if (!reservation.ok) throw new RetryLaterError(reservation.retryAfterSeconds);
    return reservation;
  }

  async function requestCode(slug: string, email: string, credentials: Credentials, language: Language): Promise<void> {
    const row = await deps.findLive(slug);
    const emailKey = recipientKey(email);
    await reserve([
      { key: `share-code-ip:${addressLimitKey(credentials.ip)}`, rule: limits.requestPerIp },
      { key: `share-code-share:${row.id}`, rule: limits.requestPerShare },
      { key: `share-code-email:${emailKey}`, rule: limits.requestPerEmail },
    ]);
    const code = randomInt(0, 10 ** SHARE_CODE_LENGTH)
      .toString()
      .padStart(SHARE_CODE_LENGTH, '0');
    const listed = await findRecipient(db, row.id, emailKey);
    // Stored for an unlisted address too (it opens nothing: verify checks the list), so the work is the same.
    const expiresAt = new Date(Date.now() + SHARE_CODE_LIFETIME_MS).toISOString();
    await putShareCode(db, {
      share_id: row.id,
      email_key: emailKey,
      code_hash: hashOf(row.id, emailKey, code),
      expires_at: expiresAt,
    });
    if (!listed) return;
    const share = { title: row.media_title, url: shareUrl(ctx.config.appUrl, row.slug) };
    ctx.mailer.send(shareCodeMail(listed.email, share, code, SHARE_CODE_LIFETIME_MS, language));
  }

  /** The listed address whose live code `code` is, spending it; else 401 INVALID_RECIPIENT_CODE. */
  async function checkCode(row: PublicShareRow, email: string, code: string, ip: string): Promise<VerifiedRecipient> {
    const emailKey = recipientKey(email);
    const reservation = await reserve([
      { key: `share-code-guess-ip:${addressLimitKey(ip)}`, rule: limits.guessPerIp },
      { key: `share-code-guess:${row.id}`, rule: limits.guessPerShare },
    ]);
    const listed = await findRecipient(db, row.id, emailKey);
    const stored = await takeCodeGuess(db, row.id, emailKey, isoNow(), SHARE_CODE_GUESSES);
    const given = Buffer.from(hashOf(row.id, emailKey, code));
    const right = stored !== undefined && stored.length === given.length && timingSafeEqual(Buffer.from(stored), given);
    // The one conditional UPDATE that spends it: of concurrent verifies of one code, one wins.
    const spent = right && (await spendShareCode(db, { shareId: row.id, emailKey, codeHash: stored }, isoNow()));
    if (!listed || !spent) throw publicShareError('INVALID_RECIPIENT_CODE');
    await reservation.forgive();
    return { email: listed.email, key: listed.email_key };
  }

  /**
   * The code (and the password, when the link has one too: checked first, so a wrong password spends no code), then
   * the page load itself, admitted by a grant bound to the proved address: one view, answered with a bound grant.
   */
  async function verifyCode(
    slug: string,
    input: RecipientVerifyRequest,
    credentials: Credentials,
  ): Promise<PublicShareResponse['data']> {
    const row = await deps.findLive(slug);
    await deps.checkPassword(row, { ...credentials, password: input.password }, true);
    const recipient = await checkCode(row, input.email, input.code, credentials.ip);
    const { grant } = deps.grants.issue(row, 'v', Date.now(), recipient.key);
    return deps.openPage(slug, { ...credentials, password: undefined, grant }, true);
  }

  return { requestCode, verifyCode };
}
