import { randomUUID } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { PRODUCT_NAME } from '@vaultbox/common/constants.ts';
import type { AuthData } from '@vaultbox/common/schemas/auth.ts';
import {
  PASSKEYS_MAX,
  WEBAUTHN_CHALLENGE_LIFETIME_MS,
  type Passkey,
  type registrationOptionsSchema,
  type authenticationOptionsSchema,
} from '@vaultbox/common/schemas/passkeys.ts';
import type { z } from 'zod';
import type { AppContext, RequestMeta } from '../../context.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import type { PasskeyRow, UserRow } from '../../db/tables.ts';
import { isoNow } from '../../db/time.ts';
import { hasPassword } from '../../domain/account/no-password.ts';
import { toPasskey } from '../../domain/account/passkey-view.ts';
import { relyingPartyOf } from '../../domain/account/relying-party.ts';
import type { Notifier, SignInCompletion } from '../../domain/ports.ts';
import { AppError, notFoundError } from '../../errors.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import {
  countPasskeysOfUser,
  deletePasskeyOfUser,
  findPasskeyByCredentialId,
  insertPasskey,
  listPasskeysOfUser,
  recordPasskeyUse,
  renamePasskeyOfUser,
} from '../../repos/passkey.repo.ts';
import { findUserById } from '../../repos/user.repo.ts';
import { createChallenges } from './webauthn-challenges.ts';

// ES256, EdDSA, RS256: what authenticators make; the library's default list but for post-quantum ones.
const ALGORITHMS = [-7, -8, -257];

// Loaded at the first ceremony: the library and its certificate parsers hold a few MB that most instances never use
// (docs/performance.md, Mixed crowd and memory).
const webauthn = () => import('@simplewebauthn/server');

export interface Ceremony<Options> {
  challengeId: string;
  options: Options;
}

export type RegistrationOptions = z.infer<typeof registrationOptionsSchema>;
export type AuthenticationOptions = z.infer<typeof authenticationOptionsSchema>;

const transportsOf = (row: PasskeyRow): string[] => {
  try {
    const parsed: unknown = JSON.parse(row.transports);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * Passkeys (docs/product.md, Passkeys; docs/security.md, Passkeys): the signed-in user's list, adding one (options,
 * then the browser's answer verified against the stored challenge, APP_URL's origin and host name, with user
 * verification), renaming and removing; and the discoverable sign-in, which needs no address: the credential names
 * its account. A passkey sign-in is a whole sign-in, second factor included.
 */
export function createPasskeysService(ctx: AppContext, signIn: SignInCompletion, notifier: Notifier) {
  const { db } = ctx;
  const rp = relyingPartyOf(ctx.config.appUrl);
  const challenges = createChallenges(db);

  const assertAvailable = () => {
    if (!rp.available) throw new AppError('PASSKEYS_UNAVAILABLE');
  };
  const limitError = () =>
    new AppError(
      'PASSKEYS_LIMIT',
      `You have ${PASSKEYS_MAX} passkeys, the most an account can have. Remove one first.`,
    );

  async function list(user: UserRow): Promise<Passkey[]> {
    return (await listPasskeysOfUser(db, user.id)).map(toPasskey);
  }

  async function registrationOptions(user: UserRow): Promise<Ceremony<RegistrationOptions>> {
    assertAvailable();
    const existing = await listPasskeysOfUser(db, user.id);
    if (existing.length >= PASSKEYS_MAX) throw limitError();
    const { generateRegistrationOptions } = await webauthn();
    const options = await generateRegistrationOptions({
      rpName: PRODUCT_NAME,
      rpID: rp.id,
      userName: user.email,
      userID: new TextEncoder().encode(user.id),
      userDisplayName: user.display_name ?? user.username,
      timeout: WEBAUTHN_CHALLENGE_LIFETIME_MS,
      attestationType: 'none',
      // The authenticator already holding one of this account's passkeys says so instead of making a second.
      excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
      // Discoverable (the sign-in names no account) and verified (PIN or biometrics: the second factor).
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      supportedAlgorithmIDs: ALGORITHMS,
    });
    const challengeId = await challenges.keep(options.challenge, user.id);
    return { challengeId, options: options as RegistrationOptions };
  }

  async function register(
    user: UserRow,
    input: { challengeId: string; name: string; credential: RegistrationResponseJSON },
    meta: RequestMeta,
  ): Promise<Passkey> {
    assertAvailable();
    const challenge = await challenges.take(input.challengeId, user.id);
    const { verifyRegistrationResponse } = await webauthn();
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response: input.credential,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
        supportedAlgorithmIDs: ALGORITHMS,
      });
    } catch (error) {
      ctx.log.info({ userId: user.id, reason: (error as Error).message }, 'a new passkey did not verify');
      throw new AppError('PASSKEY_REGISTRATION_FAILED');
    }
    if (!verified.verified) throw new AppError('PASSKEY_REGISTRATION_FAILED');
    const info = verified.registrationInfo;
    if ((await countPasskeysOfUser(db, user.id)) >= PASSKEYS_MAX) throw limitError();
    const row: PasskeyRow = {
      id: randomUUID(),
      user_id: user.id,
      credential_id: info.credential.id,
      public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: JSON.stringify(info.credential.transports ?? []),
      device_type: info.credentialDeviceType,
      backed_up: info.credentialBackedUp,
      name: input.name,
      created_at: isoNow(),
      last_used_at: null,
    };
    try {
      await insertPasskey(db, row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('PASSKEY_ALREADY_ADDED');
      throw error;
    }
    await insertActivity(db, { userId: user.id, action: 'passkey_add', meta, details: { name: row.name } });
    await notifier.notify(user.id, 'security', { event: 'passkey_added', device: null }, { meta });
    return toPasskey(row);
  }

  /** Another user's passkey, or an unknown id, is a 404. */
  async function rename(user: UserRow, id: string, name: string): Promise<void> {
    if (!(await renamePasskeyOfUser(db, user.id, id, name))) throw notFoundError();
  }

  /**
   * Removes one passkey; the last one of an account without a password (made by single sign-on) is refused (409), so
   * a passkey-only account keeps a way in besides its provider. Checked, then deleted: two concurrent removals of an account's last two passkeys could both pass, which
   * only an account without a password (single sign-on) could suffer and its provider still signs it in.
   */
  async function remove(user: UserRow, id: string, meta: RequestMeta): Promise<void> {
    if (!hasPassword(user) && (await countPasskeysOfUser(db, user.id)) <= 1) {
      const mine = (await listPasskeysOfUser(db, user.id)).some((row) => row.id === id);
      if (mine) throw new AppError('LAST_SIGN_IN_METHOD');
    }
    const removed = await deletePasskeyOfUser(db, user.id, id);
    if (!removed) throw notFoundError();
    await insertActivity(db, { userId: user.id, action: 'passkey_remove', meta, details: { name: removed.name } });
  }

  async function signInOptions(): Promise<Ceremony<AuthenticationOptions>> {
    assertAvailable();
    // No allowCredentials: the browser offers every passkey it holds for this site (discoverable credentials).
    const { generateAuthenticationOptions } = await webauthn();
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      timeout: WEBAUTHN_CHALLENGE_LIFETIME_MS,
      userVerification: 'required',
    });
    const challengeId = await challenges.keep(options.challenge, null);
    return { challengeId, options: options as AuthenticationOptions };
  }

  /**
   * The discoverable sign-in: one attempt under the sign-in counters of the address, the challenge spent, the
   * credential found by its id, its signature, origin, RP id, user verification and counter checked, then the auth
   * module's sign-in (deactivated and unactivated accounts refused as a password sign-in refuses them).
   */
  async function signInWith(
    input: { challengeId: string; credential: AuthenticationResponseJSON },
    meta: RequestMeta,
  ): Promise<AuthData> {
    assertAvailable();
    const attempt = await signIn.reserveAttempt(meta);
    const challenge = await challenges.take(input.challengeId, null);
    const failed = async (userId: string | null, reason: string) =>
      insertActivity(db, { userId, action: 'login_failed', meta, details: { reason, method: 'passkey' } });
    const passkey = await findPasskeyByCredentialId(db, input.credential.id);
    if (!passkey) {
      await failed(null, 'unknown_passkey');
      throw new AppError('PASSKEY_UNKNOWN');
    }
    const handle = input.credential.response.userHandle;
    if (handle !== undefined && Buffer.from(handle, 'base64url').toString('utf8') !== passkey.user_id) {
      await failed(passkey.user_id, 'invalid_passkey');
      throw new AppError('PASSKEY_INVALID');
    }
    const { verifyAuthenticationResponse } = await webauthn();
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response: input.credential,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.credential_id,
          publicKey: Buffer.from(passkey.public_key, 'base64url'),
          counter: passkey.counter,
          transports: transportsOf(passkey),
        },
        requireUserVerification: true,
      });
    } catch (error) {
      const reason = (error as Error).message;
      // A counter that did not move forward: the passkey may have been cloned (docs/security.md, Passkeys).
      if (/counter/i.test(reason)) {
        ctx.log.warn({ userId: passkey.user_id, passkeyId: passkey.id, reason }, 'passkey counter regression refused');
        await failed(passkey.user_id, 'counter_regression');
      } else {
        await failed(passkey.user_id, 'invalid_passkey');
      }
      throw new AppError('PASSKEY_INVALID');
    }
    const info = verified.authenticationInfo;
    const now = isoNow();
    if (
      !verified.verified ||
      !(await recordPasskeyUse(db, passkey.id, passkey.counter, info.newCounter, info.credentialBackedUp, now))
    ) {
      await failed(passkey.user_id, 'invalid_passkey');
      throw new AppError('PASSKEY_INVALID');
    }
    await attempt.forgive();
    const user = await findUserById(db, passkey.user_id);
    if (!user) throw new AppError('PASSKEY_UNKNOWN');
    return signIn.complete(user, meta, 'passkey');
  }

  return { list, registrationOptions, register, rename, remove, signInOptions, signIn: signInWith };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
