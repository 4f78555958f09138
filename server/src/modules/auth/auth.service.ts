import type { AuthData } from '@vaultbox/common/schemas/auth.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { UserRow } from '../../db/tables.ts';
import { isoNow } from '../../db/time.ts';
import { AppError, RetryLaterError } from '../../errors.ts';
import { createAttemptLimiter } from '../../domain/attempt-limiter.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import { isTwoFactorOn } from '../../domain/account/two-factor-on.ts';
import { isNewDevice } from '../../domain/account/new-device.ts';
import type { Notifier, SecondFactor, SignInCompletion, SignInMethod } from '../../domain/ports.ts';
import { countUsers, findUserByEmail, updateUser } from '../../repos/user.repo.ts';
import { toUserDto } from '../../domain/account/user-view.ts';
import { relyingPartyOf } from '../../domain/account/relying-party.ts';
import { verifyAgainstDummy, verifyPassword } from '../../domain/account/password-hasher.ts';
import { createDeviceCookies } from './device-cookie.ts';
import type { SessionService } from './session.service.ts';
import {
  accountTagger,
  addressAttemptKeys,
  signInAttemptKeys,
  twoFactorAttemptKeys,
  type SignInLimits,
} from './sign-in-attempts.ts';

export interface SignInAttempt {
  email: string;
  password: string;
  twoFactorCode?: string;
  /** The device cookie the browser presented, if any. */
  deviceCookie?: string;
}

export interface SignedIn {
  data: AuthData;
  /** A fresh device cookie for this browser. */
  deviceCookie: string;
}

export const invalidCredentialsError = () => new AppError('INVALID_CREDENTIALS');
export const notActivatedError = () => new AppError('ACCOUNT_NOT_ACTIVATED');
export const deactivatedError = () => new AppError('ACCOUNT_DISABLED');

/** Sign-in and the small read-only account questions (settings, email availability). */
export function createAuthService(
  ctx: AppContext,
  sessions: SessionService,
  limits: SignInLimits,
  twoFactor: SecondFactor,
  notifier: Notifier,
) {
  const { db } = ctx;
  const attempts = createAttemptLimiter(db);
  const devices = createDeviceCookies(ctx.keyring);
  const accountTag = accountTagger(ctx.keyring);

  /**
   * A sign-in is recorded as a failure before the password is checked (so concurrent guesses cannot all reach the
   * check) and forgiven once the password is right: only failures count. The device cookie counts only for the
   * account it was issued to.
   */
  async function login(attempt: SignInAttempt, meta: RequestMeta): Promise<SignedIn> {
    const user = await findUserByEmail(db, attempt.email);
    const device = devices.deviceOf(attempt.deviceCookie, user?.id ?? null);
    const reservation = await attempts.reserve(
      signInAttemptKeys(limits, { account: accountTag(attempt.email), ip: meta.ip, device }),
    );
    if (!reservation.ok) throw new RetryLaterError(reservation.retryAfterSeconds);
    const data = await check(user, attempt, meta, reservation.forgive, device !== null);
    return { data, deviceCookie: devices.issue(data.user.id) };
  }

  /**
   * The second factor, asked for only once the password is right. Wrong codes have their own small budget per
   * account, recorded before the code is checked, so they never lock the password path and concurrent guesses cannot
   * all reach the check.
   */
  async function checkSecondFactor(user: UserRow, code: string | undefined, meta: RequestMeta): Promise<void> {
    if (!code) throw new AppError('TWO_FACTOR_REQUIRED');
    const reservation = await attempts.reserve(twoFactorAttemptKeys(limits, user.id));
    if (!reservation.ok) throw new RetryLaterError(reservation.retryAfterSeconds);
    if (!(await twoFactor.useCode(user, code))) {
      await insertActivity(db, { userId: user.id, action: 'login_failed', meta, details: { reason: 'two_factor' } });
      throw new AppError('TWO_FACTOR_INVALID');
    }
    await reservation.forgive();
  }

  async function check(
    user: UserRow | undefined,
    { password, twoFactorCode }: SignInAttempt,
    meta: RequestMeta,
    passwordIsRight: () => Promise<void>,
    hasDeviceCookie: boolean,
  ): Promise<AuthData> {
    if (!user) {
      await verifyAgainstDummy(password);
      await insertActivity(db, { userId: null, action: 'login_failed', meta, details: { reason: 'unknown_email' } });
      throw invalidCredentialsError();
    }
    if (!(await verifyPassword(user.password_hash, password))) {
      await insertActivity(db, {
        userId: user.id,
        action: 'login_failed',
        meta,
        details: { reason: 'wrong_password' },
      });
      throw invalidCredentialsError();
    }
    await passwordIsRight();
    // Only after the password is right do we tell why the account cannot sign in.
    // OIDC_ONLY: only the owner keeps a password sign-in, so a provider outage never locks the server out
    // (docs/security.md, Single sign-on).
    if (ctx.config.oidc?.only && user.role !== 'owner') throw new AppError('PASSWORD_LOGIN_DISABLED');
    await assertCanSignIn(user, meta);
    if (isTwoFactorOn(user)) await checkSecondFactor(user, twoFactorCode, meta);
    return openSignIn(user, meta, hasDeviceCookie, 'password');
  }

  /** An account not activated yet, or deactivated, cannot sign in, whatever proved who it is. */
  async function assertCanSignIn(user: UserRow, meta: RequestMeta, method?: SignInMethod): Promise<void> {
    const failed = (reason: string) =>
      insertActivity(db, {
        userId: user.id,
        action: 'login_failed',
        meta,
        details: { reason, ...(method && { method }) },
      });
    if (user.activated_at === null) {
      await failed('not_activated');
      throw notActivatedError();
    }
    if (!user.is_active) {
      await failed('deactivated');
      throw deactivatedError();
    }
  }

  /** The session of a proven sign-in, its activity entry (naming the method unless a password) and new-device notice. */
  async function openSignIn(
    user: UserRow,
    meta: RequestMeta,
    hasDeviceCookie: boolean,
    method: SignInMethod,
  ): Promise<AuthData> {
    const tokens = await sessions.open(user.id, meta);
    const now = isoNow();
    const newDevice = await isNewDevice(db, user.id, meta, hasDeviceCookie);
    await updateUser(db, user.id, { last_login_at: now });
    await insertActivity(db, {
      userId: user.id,
      action: 'login',
      meta,
      ...(method !== 'password' && { details: { method } }),
    });
    if (newDevice) await notifier.notify(user.id, 'security', { event: 'new_device', device: null }, { meta });
    return { ...tokens, user: toUserDto({ ...user, last_login_at: now }) };
  }

  /**
   * A sign-in proven another way (a passkey): the same refusals and answer as a password sign-in, under the same
   * counters of the address it comes from (docs/security.md, Passkeys). The second factor is not asked: a passkey with
   * user verification is already two factors.
   */
  const otherMethods: SignInCompletion = {
    async reserveAttempt(meta) {
      const reservation = await attempts.reserve(addressAttemptKeys(limits, meta.ip));
      if (!reservation.ok) throw new RetryLaterError(reservation.retryAfterSeconds);
      return { forgive: reservation.forgive };
    },
    async complete(user, meta, method) {
      await assertCanSignIn(user, meta, method);
      return openSignIn(user, meta, false, method);
    },
  };

  async function logout(sessionId: string | null, userId: string | null, meta: RequestMeta): Promise<void> {
    if (!sessionId) return;
    await sessions.revoke(sessionId);
    await insertActivity(db, { userId, action: 'logout', meta });
  }

  /** The invite field matters only once an owner exists: the first account never needs a code. */
  async function registrationSettings() {
    const { oidc } = ctx.config;
    return {
      inviteOnly: ctx.config.inviteOnly && (await countUsers(db)) > 0,
      passkeys: relyingPartyOf(ctx.config.appUrl).available,
      oidc: oidc ? { name: oidc.name } : null,
      passwordLogin: !oidc?.only,
    };
  }

  async function isEmailAvailable(email: string): Promise<boolean> {
    return !(await findUserByEmail(db, email));
  }

  return { login, logout, registrationSettings, isEmailAvailable, otherMethods };
}

export type AuthService = ReturnType<typeof createAuthService>;
