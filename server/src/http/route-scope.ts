import type { ApiTokenScope } from '@vaultbox/common/schemas/api-tokens.ts';

/**
 * What a signed-in route needs of the credential that calls it (docs/security.md, API tokens): a token scope, or
 * `session` for the security routes (password, 2FA, sessions, tokens, passkeys, linked identities, account deletion),
 * which no API token ever reaches. Every route of a signed-in group declares one, as `config: { scope }`.
 */
export type RouteScope = ApiTokenScope | 'session';

/** A route that does two things a token may be allowed separately (upload a file and share it) names both. */
export type RouteScopes = RouteScope | readonly ApiTokenScope[];

declare module 'fastify' {
  interface FastifyContextConfig {
    scope?: RouteScopes;
  }
}
