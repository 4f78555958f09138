import type { ApiTokenScope } from '@vaultbox/common/schemas/api-tokens.ts';
import type { SessionRow, UserRow } from '../../db/tables.ts';

/** Who a signed-in request comes from: the account, and which credential it came with (a session or an API token). */
export type Authenticated = SessionAuthenticated | TokenAuthenticated;

/** Signed in through the app: the session its token belongs to. */
export interface SessionAuthenticated {
  user: UserRow;
  session: SessionRow;
  token?: undefined;
}

/** A personal API token (docs/security.md, API tokens): what it may do; never a session. */
export interface TokenAuthenticated {
  user: UserRow;
  token: ApiTokenCredential;
  session?: undefined;
}

export interface ApiTokenCredential {
  id: string;
  scopes: readonly ApiTokenScope[];
}
