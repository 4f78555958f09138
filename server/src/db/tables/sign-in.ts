import type { Generated } from 'kysely';

// Other ways to sign in and to call the API: passkeys, API tokens, single sign-on. (Row conventions: server/src/db/tables.ts.)

/** A user's passkey: one WebAuthn credential (migration 0030, docs/security.md, Passkeys). */
export interface PasskeysTable {
  id: string;
  user_id: string;
  /** base64url, unique across accounts: a discoverable sign-in finds the account by it. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The last signature counter accepted; a later one must be above it (when either is non-zero). */
  counter: number;
  /** JSON array of the transports the browser reported. */
  transports: string;
  device_type: string;
  backed_up: boolean;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** The challenge of one WebAuthn ceremony: spent by the DELETE that reads it; user_id null for a sign-in. */
export interface WebauthnChallengesTable {
  id: string;
  challenge: string;
  user_id: string | null;
  expires_at: string;
}

/** A personal API token (migration 0028, docs/security.md, API tokens): its hash only, never the secret. */
export interface ApiTokensTable {
  id: string;
  user_id: string;
  name: string;
  token_hash: string;
  /** The token's first characters, its prefix included: how its owner tells it apart. */
  hint: string;
  /** JSON array of its scopes. */
  scopes: string;
  created_at: string;
  /** Null: never expires. */
  expires_at: string | null;
  last_used_at: string | null;
  /** Coarse: IPv4 with its last part 0, IPv6 cut to its /64. */
  last_used_address: string | null;
}

/** An account's identity at an OpenID Connect provider (migration 0029, docs/security.md, Single sign-on). */
export interface UserIdentitiesTable {
  id: string;
  user_id: string;
  issuer: string;
  subject: string;
  email: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** A started single sign-on: what the callback checks, under the hash of the browser's flow cookie. */
export interface OidcFlowsTable {
  id: string;
  state: string;
  nonce: string;
  code_verifier: string;
  link_user_id: string | null;
  expires_at: string;
}

/** What a callback left for the web app to finish, under the hash of its one-time ticket. */
export interface OidcTicketsTable {
  id: string;
  kind: 'session' | 'link' | 'register';
  user_id: string | null;
  issuer: string;
  subject: string;
  email: string;
  username: string;
  /** What the role claim says (admin or user), or null when no role claim is configured. */
  role: string | null;
  attempts: Generated<number>;
  expires_at: string;
}
