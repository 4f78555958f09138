import type { Identity, IdentitiesResponse } from '@vaultbox/common/schemas/oidc.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { UserIdentityRow, UserRow } from '../../db/tables.ts';
import { AppError, notFoundError } from '../../errors.ts';
import { hasPassword } from '../../domain/account/no-password.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import { countPasskeysOfUser } from '../../repos/passkey.repo.ts';
import { deleteIdentityOfUser, listIdentitiesOfUser } from '../../repos/user-identity.repo.ts';
import type { OidcService } from './oidc.service.ts';

/** Settings > Security, Linked identities (docs/security.md, Single sign-on): the list, a link, an unlink. */
export function createIdentitiesService(ctx: AppContext, oidc: OidcService | null) {
  const { db } = ctx;
  const configured = ctx.config.oidc;

  const providerOf = (row: UserIdentityRow) =>
    configured && row.issuer === configured.issuer ? configured.name : new URL(row.issuer).host;

  const toIdentity = (row: UserIdentityRow): Identity => ({
    id: row.id,
    issuer: row.issuer,
    provider: providerOf(row),
    email: row.email,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  });

  async function list(user: UserRow): Promise<Omit<IdentitiesResponse, 'success'>> {
    return {
      identities: (await listIdentitiesOfUser(db, user.id)).map(toIdentity),
      hasPassword: hasPassword(user),
      provider: configured?.name ?? null,
    };
  }

  /** A link from Settings goes through the same redirects as a sign-in, bound to this account. */
  async function startLink(user: UserRow) {
    if (!oidc) throw new AppError('OIDC_NOT_CONFIGURED');
    return oidc.start(user.id);
  }

  /** Refused when neither a password nor a passkey would remain to sign in with (409 LAST_SIGN_IN_METHOD). */
  async function unlink(user: UserRow, id: string, meta: RequestMeta): Promise<void> {
    const mine = (await listIdentitiesOfUser(db, user.id)).find((row) => row.id === id);
    if (!mine) throw notFoundError();
    if (!hasPassword(user) && (await countPasskeysOfUser(db, user.id)) === 0) {
      throw new AppError(
        'LAST_SIGN_IN_METHOD',
        'This identity is the only way to sign in to your account. Set a password or add a passkey first.',
      );
    }
    const removed = await deleteIdentityOfUser(db, user.id, id);
    if (!removed) throw notFoundError();
    await insertActivity(db, {
      userId: user.id,
      action: 'oidc_unlink',
      meta,
      details: { provider: providerOf(removed) },
    });
  }

  return { list, startLink, unlink };
}

export type IdentitiesService = ReturnType<typeof createIdentitiesService>;
