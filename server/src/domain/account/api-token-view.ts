import { API_TOKEN_SCOPES, type ApiToken, type ApiTokenScope } from '@vaultbox/common/schemas/api-tokens.ts';
import type { ApiTokenRow } from '../../db/tables.ts';

// An API token as its owner sees it: in Settings and in the account export; never its hash.

/** The stored scopes, in the contract's order; anything unknown (a later version's) is dropped. */
export function scopesOf(stored: string): ApiTokenScope[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? API_TOKEN_SCOPES.filter((scope) => parsed.includes(scope)) : [];
}

export const toApiToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scopes: scopesOf(row.scopes),
  hint: row.hint,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  lastUsedAt: row.last_used_at,
  lastUsedAddress: row.last_used_address,
});
