import type { ApiTokenScope } from '@vaultbox/common/schemas/api-tokens.ts';
import type { Client } from '../helpers/http-client.ts';

// Helpers of the API token tests (docs/security.md, API tokens): a token made over HTTP by a signed-in session.

export interface MadeToken {
  id: string;
  secret: string;
}

/** A new token of the session's account, with `scopes` (every scope when absent); throws unless it was made. */
export async function makeToken(
  api: Client,
  session: string,
  scopes: readonly ApiTokenScope[],
  extra: { name?: string; expiresAt?: string | null } = {},
): Promise<MadeToken> {
  const res = await api.post('/api/user/tokens', {
    token: session,
    body: { name: extra.name ?? `token ${scopes.join('+')}`, scopes, expiresAt: extra.expiresAt },
  });
  if (res.status !== 201) throw new Error(`token: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.token.id as string, secret: res.body.secret as string };
}
