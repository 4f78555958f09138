import { randomUUID } from 'node:crypto';
import { OIDC_FLOW_LIFETIME_MS, OIDC_TICKET_ATTEMPTS } from '@vaultbox/common/constants.ts';
import type { AuthData } from '@vaultbox/common/schemas/auth.ts';
import type { OidcFailure, OidcPendingResponse, OidcTicketKind } from '@vaultbox/common/schemas/oidc.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import type { OidcTicketRow, UserRow } from '../../db/tables.ts';
import { isoIn, isoNow } from '../../db/time.ts';
import { holdTransactionLock } from '../../db/transaction-lock.ts';
import { AppError } from '../../errors.ts';
import { redeemInviteCode } from '../../domain/account/invite-redemption.ts';
import { newUserRow } from '../../domain/account/new-user.ts';
import { noPasswordHash } from '../../domain/account/no-password.ts';
import { verifyPassword } from '../../domain/account/password-hasher.ts';
import { hashToken, newSecretToken } from '../../domain/account/secret-token.ts';
import { isTwoFactorOn } from '../../domain/account/two-factor-on.ts';
import type { Notifier, SecondFactor, SignInCompletion } from '../../domain/ports.ts';
import type { OidcConfig } from '../../oidc-config.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import {
  countTicketAttempt,
  findLiveTicket,
  insertFlow,
  insertTicket,
  takeFlow,
  takeTicket,
} from '../../repos/oidc-flow.repo.ts';
import { findIdentity, insertIdentity, recordIdentityUse } from '../../repos/user-identity.repo.ts';
import {
  countUsers,
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  updateUser,
} from '../../repos/user.repo.ts';
import { claimedEmail, type IdClaims, mappedRole, suggestedUsername } from './oidc-claims.ts';
import { type OidcClient, OidcExchangeError } from './oidc-client.ts';

/** Where the web app takes over after a callback (docs/product.md, Single sign-on). */
export const WEB_PATHS = {
  session: '/oidc/complete',
  link: '/oidc/link',
  register: '/oidc/invite',
  error: '/oidc/error',
  linked: '/settings?tab=security&linked=1',
} as const;

export const ticketInvalidError = () => new AppError('OIDC_TICKET_INVALID');

const failure = (reason: OidcFailure) => `${WEB_PATHS.error}?reason=${reason}`;

/**
 * Single sign-on (docs/security.md, Single sign-on): the start and the callback of the provider's redirects, and the
 * finishing calls of the web app with the callback's one-time ticket. An identity (issuer + subject) once linked signs
 * in its account; an e-mail alone never links: the account's password must be proven first.
 */
export function createOidcService(
  ctx: AppContext,
  config: OidcConfig,
  oidc: OidcClient,
  signIn: SignInCompletion,
  twoFactor: SecondFactor,
  notifier: Notifier,
) {
  const { db } = ctx;

  /** A new flow: the cookie value that names it (only its hash is kept) and the provider's address to go to. */
  async function start(linkUserId: string | null): Promise<{ flowCookie: string; redirectUrl: string }> {
    const secrets = await oidc.newSecrets();
    const redirectUrl = await oidc.authorizationUrl(secrets);
    const flowCookie = newSecretToken();
    await insertFlow(db, {
      id: hashToken(flowCookie),
      state: secrets.state,
      nonce: secrets.nonce,
      code_verifier: secrets.codeVerifier,
      link_user_id: linkUserId,
      expires_at: isoIn(OIDC_FLOW_LIFETIME_MS),
    });
    return { flowCookie, redirectUrl };
  }

  /** The provider's redirect back: the web path to send the browser to (a ticket in its fragment, or an error). */
  async function callback(flowCookie: string | undefined, callbackUrl: URL, meta: RequestMeta): Promise<string> {
    // The flow is spent whatever follows: a callback (and its code) runs once.
    const flow = flowCookie ? await takeFlow(db, hashToken(flowCookie), isoNow()) : undefined;
    if (!flow || callbackUrl.searchParams.get('state') !== flow.state) return failure('state_mismatch');
    let claims: IdClaims;
    try {
      claims = await oidc.exchange(callbackUrl, {
        state: flow.state,
        nonce: flow.nonce,
        codeVerifier: flow.code_verifier,
      });
    } catch (error) {
      if (!(error instanceof OidcExchangeError)) throw error;
      ctx.log.warn({ reason: error.message }, 'single sign-on refused');
      return failure('provider_error');
    }
    if (flow.link_user_id) return linkFromSettings(flow.link_user_id, claims, meta);
    return signInWith(claims, meta);
  }

  async function linkFromSettings(userId: string, claims: IdClaims, meta: RequestMeta): Promise<string> {
    const existing = await findIdentity(db, claims.iss, claims.sub);
    if (existing && existing.user_id !== userId) return failure('identity_taken');
    if (!existing) {
      const linked = await link(userId, claims, meta);
      if (!linked) return failure('identity_taken');
    }
    return WEB_PATHS.linked;
  }

  /** Inserts the identity, its activity entry and the security notice; false when another account won it. */
  async function link(userId: string, claims: IdClaims, meta: RequestMeta): Promise<boolean> {
    const now = isoNow();
    try {
      await insertIdentity(db, {
        id: randomUUID(),
        user_id: userId,
        issuer: claims.iss,
        subject: claims.sub,
        email: claimedEmail(claims).email,
        created_at: now,
        last_used_at: now,
      });
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
    await insertActivity(db, { userId, action: 'oidc_link', meta, details: { provider: config.name } });
    await notifier.notify(userId, 'security', { event: 'identity_linked', device: config.name }, { meta });
    return true;
  }

  async function signInWith(claims: IdClaims, meta: RequestMeta): Promise<string> {
    const { email, verified } = claimedEmail(claims);
    const role = mappedRole(config, claims);
    const identity = await findIdentity(db, claims.iss, claims.sub);
    if (identity) {
      const user = await findUserById(db, identity.user_id);
      if (!user) return failure('provider_error');
      await recordIdentityUse(db, identity.id, email, isoNow());
      return ticketFor('session', user, claims, email ?? user.email, role);
    }
    // Never link or create by an address the provider does not vouch for.
    if (email === null) return failure('email_missing');
    if (!verified) return failure('email_unverified');
    const holder = await findUserByEmail(db, email);
    if (holder) return ticketFor('link', holder, claims, email, role);
    if (config.autoRegister || !ctx.config.inviteOnly || (await countUsers(db)) === 0) {
      const created = await createAccount({ claims, email, role, inviteCode: null }, meta);
      return ticketFor('session', created, claims, email, role);
    }
    return ticketFor('register', null, claims, email, role);
  }

  async function ticketFor(
    kind: OidcTicketKind,
    user: UserRow | null,
    claims: IdClaims,
    email: string,
    role: 'admin' | 'user' | null,
  ): Promise<string> {
    const ticket = newSecretToken();
    await insertTicket(db, {
      id: hashToken(ticket),
      kind,
      user_id: user?.id ?? null,
      issuer: claims.iss,
      subject: claims.sub,
      email,
      username: suggestedUsername(claims, email),
      role,
      expires_at: isoIn(OIDC_FLOW_LIFETIME_MS),
    });
    return `${WEB_PATHS[kind]}#ticket=${ticket}`;
  }

  async function createAccount(
    input: { claims: IdClaims; email: string; role: 'admin' | 'user' | null; inviteCode: string | null },
    meta: RequestMeta,
  ): Promise<UserRow> {
    const username = await freeUsername(suggestedUsername(input.claims, input.email));
    return db.transaction().execute(async (trx) => {
      await holdTransactionLock(trx, 'registration');
      const isOwner = (await countUsers(trx)) === 0;
      // The provider verified the address: the account is active at once.
      const row = newUserRow(
        {
          email: input.email,
          username,
          passwordHash: noPasswordHash(),
          role: isOwner ? 'owner' : (input.role ?? 'user'),
          active: true,
        },
        ctx,
      );
      await insertUser(trx, row);
      if (input.inviteCode !== null) await redeemInviteCode(trx, input.inviteCode, row, row.created_at);
      await insertIdentity(trx, {
        id: randomUUID(),
        user_id: row.id,
        issuer: input.claims.iss,
        subject: input.claims.sub,
        email: input.email,
        created_at: row.created_at,
        last_used_at: row.created_at,
      });
      await insertActivity(trx, {
        userId: row.id,
        action: 'register',
        meta,
        details: { role: row.role, method: 'oidc' },
      });
      return (await findUserById(trx, row.id)) as UserRow;
    });
  }

  async function freeUsername(base: string): Promise<string> {
    for (let n = 0; n < 20; n++) {
      const candidate = n === 0 ? base : `${base}${n + 1}`;
      if (!(await findUserByUsername(db, candidate))) return candidate;
    }
    return `${base}${randomUUID().slice(0, 4)}`;
  }

  async function liveTicket(ticket: string, kind: OidcTicketKind): Promise<OidcTicketRow> {
    const row = await findLiveTicket(db, hashToken(ticket), isoNow());
    if (!row || row.kind !== kind) throw ticketInvalidError();
    return row;
  }

  /** A wrong try on a ticket: counted, and the ticket gone after OIDC_TICKET_ATTEMPTS. */
  async function wrongTry(row: OidcTicketRow, error: AppError): Promise<never> {
    await countTicketAttempt(db, row.id, OIDC_TICKET_ATTEMPTS);
    throw error;
  }

  /** The app's own second factor is still asked after the provider's sign-in (docs/security.md, Single sign-on). */
  async function checkSecondFactor(row: OidcTicketRow, user: UserRow, code: string | undefined): Promise<void> {
    if (!isTwoFactorOn(user)) return;
    if (!code) throw new AppError('TWO_FACTOR_REQUIRED');
    if (!(await twoFactor.useCode(user, code))) await wrongTry(row, new AppError('TWO_FACTOR_INVALID'));
  }

  /** The role claim applied at each sign-in; an owner is never changed by it, so the last owner stays one. */
  async function applyRole(user: UserRow, role: string | null): Promise<UserRow> {
    if (role === null || user.role === 'owner' || user.role === role) return user;
    await updateUser(db, user.id, { role });
    return { ...user, role };
  }

  async function finish(row: OidcTicketRow, user: UserRow, meta: RequestMeta): Promise<AuthData> {
    if (!(await takeTicket(db, row.id))) throw ticketInvalidError();
    const signedIn = await signIn.complete(await applyRole(user, row.role), meta, 'oidc');
    return signedIn;
  }

  async function pending(ticket: string): Promise<OidcPendingResponse> {
    const row = await findLiveTicket(db, hashToken(ticket), isoNow());
    if (!row) throw ticketInvalidError();
    return { success: true, kind: row.kind, provider: config.name, email: row.email };
  }

  async function finishSession(ticket: string, twoFactorCode: string | undefined, meta: RequestMeta) {
    const row = await liveTicket(ticket, 'session');
    const user = row.user_id ? await findUserById(db, row.user_id) : undefined;
    if (!user) throw ticketInvalidError();
    await checkSecondFactor(row, user, twoFactorCode);
    return finish(row, user, meta);
  }

  /** Links the identity to the account holding its e-mail once that account's password is proven. */
  async function finishLink(
    input: { ticket: string; password: string; twoFactorCode?: string },
    meta: RequestMeta,
  ): Promise<AuthData> {
    const row = await liveTicket(input.ticket, 'link');
    const user = row.user_id ? await findUserById(db, row.user_id) : undefined;
    if (!user) throw ticketInvalidError();
    const attempt = await signIn.reserveAttempt(meta);
    if (!(await verifyPassword(user.password_hash, input.password))) {
      await insertActivity(db, {
        userId: user.id,
        action: 'login_failed',
        meta,
        details: { reason: 'wrong_password', method: 'oidc' },
      });
      await wrongTry(row, new AppError('INVALID_PASSWORD'));
    }
    await attempt.forgive();
    await checkSecondFactor(row, user, input.twoFactorCode);
    if (!(await takeTicket(db, row.id))) throw ticketInvalidError();
    const claims = { iss: row.issuer, sub: row.subject, email: row.email };
    if (!(await link(user.id, claims, meta))) throw ticketInvalidError();
    return signIn.complete(await applyRole(user, row.role), meta, 'oidc');
  }

  /** An account for the identity with an invite code (an invite-only server without OIDC_AUTO_REGISTER). */
  async function finishRegister(input: { ticket: string; inviteCode: string }, meta: RequestMeta): Promise<AuthData> {
    const row = await liveTicket(input.ticket, 'register');
    if (await findUserByEmail(db, row.email)) throw ticketInvalidError();
    const claims: IdClaims = { iss: row.issuer, sub: row.subject, email: row.email, preferred_username: row.username };
    let created: UserRow;
    try {
      created = await createAccount(
        { claims, email: row.email, role: row.role === 'admin' ? 'admin' : null, inviteCode: input.inviteCode },
        meta,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw ticketInvalidError();
      // A wrong code counts against the ticket, as a wrong password does.
      if (error instanceof AppError && error.code === 'INVALID_INVITE_CODE') await wrongTry(row, error);
      throw error;
    }
    await takeTicket(db, row.id);
    return signIn.complete(created, meta, 'oidc');
  }

  return { start, callback, pending, finishSession, finishLink, finishRegister };
}

export type OidcService = ReturnType<typeof createOidcService>;
