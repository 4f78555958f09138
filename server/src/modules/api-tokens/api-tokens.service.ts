import { randomUUID } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_SCOPES,
  API_TOKENS_MAX,
  type ApiToken,
  type ApiTokenScope,
  mayHoldAdminScope,
} from '@vaultbox/common/schemas/api-tokens.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { ApiTokenRow, UserRow } from '../../db/tables.ts';
import { isoNow } from '../../db/time.ts';
import { scopesOf, toApiToken } from '../../domain/account/api-token-view.ts';
import type { TokenAuthenticated } from '../../domain/account/authenticated.ts';
import { hashToken, newSecretToken } from '../../domain/account/secret-token.ts';
import type { ApiTokenLookup, Notifier } from '../../domain/ports.ts';
import { AppError } from '../../errors.ts';
import { tokenUseNetwork } from '../../http/address-limit-key.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import {
  countLiveApiTokensOfUser,
  deleteApiTokenOfUser,
  deleteApiTokensOfUser,
  findLiveApiTokenByHash,
  insertApiToken,
  listApiTokensOfUser,
  touchApiToken,
} from '../../repos/api-token.repo.ts';

export interface NewApiToken {
  name: string;
  scopes: ApiTokenScope[];
  /** Null or absent: never expires (already checked to be in the future). */
  expiresAt?: string | null;
}

// How many characters after the prefix the hint shows: enough to tell tokens apart, far too few to guess the rest.
const HINT_LENGTH = 8;
// last_used_at is written at most once a minute per token: a script's calls should not each turn into a write.
const TOUCH_EVERY_MS = 60_000;

/**
 * Personal API tokens (docs/product.md, API tokens; docs/security.md, API tokens): made, listed and revoked by their
 * owner in a session; the secret is answered once and only its SHA-256 is kept. `lookup` finds the account of a
 * presented token for http/authenticate.ts.
 */
export function createApiTokensService(ctx: AppContext, notifier: Notifier) {
  const { db } = ctx;

  async function list(userId: string): Promise<ApiToken[]> {
    return (await listApiTokensOfUser(db, userId)).map(toApiToken);
  }

  /** A new token and its secret (shown this once). `admin` only for admins and owners; at most API_TOKENS_MAX live. */
  async function create(
    user: UserRow,
    input: NewApiToken,
    meta: RequestMeta,
  ): Promise<{ token: ApiToken; secret: string }> {
    const scopes = API_TOKEN_SCOPES.filter((scope) => input.scopes.includes(scope));
    if (scopes.includes('admin') && !mayHoldAdminScope(user.role)) throw new AppError('API_TOKEN_SCOPE_NOT_ALLOWED');
    const now = isoNow();
    if ((await countLiveApiTokensOfUser(db, user.id, now)) >= API_TOKENS_MAX) {
      throw new AppError(
        'API_TOKENS_LIMIT',
        `You already have ${API_TOKENS_MAX} API tokens, the most an account may hold. Revoke one you no longer use first.`,
      );
    }
    const random = newSecretToken();
    const secret = `${API_TOKEN_PREFIX}${random}`;
    const row: ApiTokenRow = {
      id: randomUUID(),
      user_id: user.id,
      name: input.name,
      token_hash: hashToken(secret),
      hint: `${API_TOKEN_PREFIX}${random.slice(0, HINT_LENGTH)}`,
      scopes: JSON.stringify(scopes),
      created_at: now,
      expires_at: input.expiresAt ?? null,
      last_used_at: null,
      last_used_address: null,
    };
    await insertApiToken(db, row);
    await insertActivity(db, {
      userId: user.id,
      action: 'api_token_create',
      meta,
      details: { tokenId: row.id, name: row.name, scopes, expiresAt: row.expires_at },
    });
    await notifier.notify(user.id, 'security', { event: 'api_token_created', device: null }, { meta });
    return { token: toApiToken(row), secret };
  }

  /** Another user's token id, or an unknown one, is a 404. */
  async function revoke(userId: string, id: string, meta: RequestMeta): Promise<void> {
    const name = await deleteApiTokenOfUser(db, userId, id);
    if (name === null) throw new AppError('API_TOKEN_NOT_FOUND');
    await insertActivity(db, { userId, action: 'api_token_revoke', meta, details: { tokenId: id, name } });
  }

  async function revokeAll(userId: string, meta: RequestMeta): Promise<number> {
    const count = await deleteApiTokensOfUser(db, userId);
    if (count > 0) await insertActivity(db, { userId, action: 'api_token_revoke', meta, details: { count } });
    return count;
  }

  /**
   * The account behind a presented secret, or null: unknown, revoked (deleted) and expired tokens alike, and a
   * deactivated account's. Its last use is written at most once a minute, the address coarse.
   */
  async function authenticate(secret: string, address: string | null): Promise<TokenAuthenticated | null> {
    const now = isoNow();
    const found = await findLiveApiTokenByHash(db, hashToken(secret), now);
    if (!found || !found.user.is_active) return null;
    const { token, user } = found;
    if (token.last_used_at === null || Date.now() - Date.parse(token.last_used_at) >= TOUCH_EVERY_MS) {
      await touchApiToken(db, token.id, now, tokenUseNetwork(address));
    }
    return { user, token: { id: token.id, scopes: scopesOf(token.scopes) } };
  }

  const lookup: ApiTokenLookup = { authenticate };
  return { list, create, revoke, revokeAll, lookup };
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>;
