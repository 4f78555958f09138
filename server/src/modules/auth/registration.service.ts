import { ACTIVATION_TOKEN_LIFETIME_MS, type Language } from '@vaultbox/common/constants.ts';
import type { RegisterRequest } from '@vaultbox/common/schemas/auth.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import type { UserRow } from '../../db/tables.ts';
import { isoNow } from '../../db/time.ts';
import { holdTransactionLock } from '../../db/transaction-lock.ts';
import { AppError } from '../../errors.ts';
import { activationMail } from '../../mail/templates.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import { inviteRequiredError, redeemInviteCode } from '../../domain/account/invite-redemption.ts';
import { assertNamesFree, emailTakenError } from '../../domain/account/account-names.ts';
import { newUserRow } from '../../domain/account/new-user.ts';
import { userLanguage } from '../../domain/account/user-view.ts';
import { activateUser, countUsers, findUserByEmail, findUserById, insertUser } from '../../repos/user.repo.ts';
import { claimMailToken, findMailToken } from '../../repos/mail-token.repo.ts';
import { issueMailToken } from '../../domain/account/mail-token.ts';
import { hashPassword } from '../../domain/account/password-hasher.ts';
import { hashToken } from '../../domain/account/secret-token.ts';

const badActivationError = () =>
  new AppError('INVALID_ACTIVATION_TOKEN', 'This activation link is invalid. Please request a new activation email.');
const expiredActivationError = () =>
  new AppError('ACTIVATION_TOKEN_EXPIRED', 'This activation link has expired. Please request a new activation email.');

export interface RegisterResult {
  activated: boolean;
  message: string;
}

export interface ActivateResult {
  alreadyActivated: boolean;
  message: string;
}

/** Registration, activation and its resend: the account life cycle before the first sign-in. */
export function createRegistrationService(ctx: AppContext) {
  const { db, config } = ctx;

  async function sendActivation(user: Pick<UserRow, 'id' | 'email' | 'username' | 'preferences'>): Promise<void> {
    const token = await issueMailToken(db, user.id, 'activation', ACTIVATION_TOKEN_LIFETIME_MS);
    ctx.mailer.send(activationMail(user.email, user.username, config.appUrl, token, userLanguage(user)));
  }

  /** `language`: the one the registering browser asks for (Accept-Language), kept as the account's preference. */
  async function register(input: RegisterRequest, meta: RequestMeta, language?: Language): Promise<RegisterResult> {
    // Cheap checks first, so a refused request costs no password hashing.
    const firstAccount = (await countUsers(db)) === 0;
    // OIDC_ONLY: new accounts come through the provider (docs/security.md, Single sign-on).
    if (!firstAccount && config.oidc?.only) throw new AppError('PASSWORD_LOGIN_DISABLED');
    if (!firstAccount && config.inviteOnly && !input.inviteCode) throw inviteRequiredError();
    await assertNamesFree(db, input);
    const passwordHash = await hashPassword(input.password);

    let created: UserRow;
    try {
      created = await db.transaction().execute(async (trx) => {
        // One registration at a time, so two first sign-ups on an empty instance cannot both become owner.
        await holdTransactionLock(trx, 'registration');
        const isOwner = (await countUsers(trx)) === 0;
        const row = newUserRow(
          {
            email: input.email,
            username: input.username,
            passwordHash,
            role: isOwner ? 'owner' : 'user',
            active: isOwner,
            language,
          },
          ctx,
        );
        await insertUser(trx, row);
        if (!isOwner && config.inviteOnly) await redeemInviteCode(trx, input.inviteCode, row, row.created_at);
        await insertActivity(trx, { userId: row.id, action: 'register', meta, details: { role: row.role } });
        return (await findUserById(trx, row.id)) as UserRow;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Lost a race with a concurrent registration of the same name or address.
      await assertNamesFree(db, input);
      throw emailTakenError();
    }

    if (created.activated_at !== null) {
      return {
        activated: true,
        message: 'Account created successfully! You are the owner of this instance and can sign in now.',
      };
    }
    await sendActivation(created);
    return {
      activated: false,
      message: 'Account created successfully! Please check your email to verify your account.',
    };
  }

  async function activate(token: string, meta: RequestMeta): Promise<ActivateResult> {
    const already = { alreadyActivated: true, message: 'Your account was already activated! You can now log in.' };
    const found = await findMailToken(db, 'activation', hashToken(token));
    if (!found) throw badActivationError();
    const user = await findUserById(db, found.user_id);
    if (!user) throw badActivationError();
    // A link of an account that is already activated (used, or superseded by another link) is good news, not an error.
    if (user.activated_at !== null) return already;
    if (found.used_at !== null) throw badActivationError();
    if (found.expires_at <= isoNow()) throw expiredActivationError();
    if (!(await claimMailToken(db, found.id, isoNow()))) throw expiredActivationError();
    const changed = await activateUser(db, user.id);
    if (!changed) return already;
    await insertActivity(db, { userId: user.id, action: 'activate', meta });
    return { alreadyActivated: false, message: 'Your account has been successfully activated!' };
  }

  /** Same answer whether or not the address exists or still needs activation. */
  async function resendActivation(email: string): Promise<void> {
    const user = await findUserByEmail(db, email);
    if (user && user.activated_at === null) await sendActivation(user);
  }

  return { register, activate, resendActivation };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
