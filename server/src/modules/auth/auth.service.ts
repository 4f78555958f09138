import type { AuthData } from '@vaultbox/common/schemas/auth.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { UserRow } from '../../db/tables.ts';
import { isoNow } from '../../db/time.ts';
import { AppError, RetryLaterError } from '../../errors.ts';
import { createAttemptLimiter } from '../../domain/attempt-limiter.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import { isTwoFactorOn } from '../../domain/account/two-factor-on.ts';
import { isNewDevice } from '../../domain/account/new-device.ts';
import type { Notifier, SecondFactor } from '../../domain/ports.ts';
import { countUsers, findUserByEmail, updateUser } from '../../repos/user.repo.ts';
import { toUserDto } from '../../domain/account/user-view.ts';
import { verifyAgainstDummy, verifyPassword } from '../../domain/account/password-hasher.ts';
import { createDeviceCookies } from './device-cookie.ts';
import type { SessionService } from './session.service.ts';
import { accountTagger, signInAttemptKeys, twoFactorAttemptKeys, type SignInLimits } from './sign-in-attempts.ts';

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
    if (user.activated_at === null) {
      await insertActivity(db, { userId: user.id, action: 'login_failed', meta, details: { reason: 'not_activated' } });
      throw notActivatedError();
    }
    if (!user.is_active) {
      await insertActivity(db, { userId: user.id, action: 'login_failed', meta, details: { reason: 'deactivated' } });
      throw deactivatedError();
    }
    if (isTwoFactorOn(user)) await checkSecondFactor(user, twoFactorCode, meta);
    const tokens = await sessions.open(user.id, meta);
    const now = isoNow();
    const newDevice = await isNewDevice(db, user.id, meta, hasDeviceCookie);
    await updateUser(db, user.id, { last_login_at: now });
    await insertActivity(db, { userId: user.id, action: 'login', meta });
    if (newDevice) await notifier.notify(user.id, 'security', { event: 'new_device', device: null }, { meta });
    return { ...tokens, user: toUserDto({ ...user, last_login_at: now }) };
  }

  async function logout(sessionId: string | null, userId: string | null, meta: RequestMeta): Promise<void> {
    if (!sessionId) return;
    await sessions.revoke(sessionId);
    await insertActivity(db, { userId, action: 'logout', meta });
  }

  /** The invite field matters only once an owner exists: the first account never needs a code. */
  async function registrationSettings(): Promise<{ inviteOnly: boolean }> {
    return { inviteOnly: ctx.config.inviteOnly && (await countUsers(db)) > 0 };
  }

  async function isEmailAvailable(email: string): Promise<boolean> {
    return !(await findUserByEmail(db, email));
  }

  return { login, logout, registrationSettings, isEmailAvailable };
}

export type AuthService = ReturnType<typeof createAuthService>;
