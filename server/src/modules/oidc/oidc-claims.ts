import { USERNAME_MAX, USERNAME_MIN } from '@vaultbox/common/constants.ts';
import type { OidcConfig } from '../../oidc-config.ts';

/** The ID token's claims this app reads. */
export interface IdClaims {
  iss: string;
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  preferred_username?: unknown;
  [claim: string]: unknown;
}

/**
 * What the role claim makes of the account (docs/security.md, Single sign-on): admin when the claim (a text or a list
 * of texts) holds one of OIDC_ADMIN_VALUES, else user; null when no role claim is configured (roles stay as they are).
 */
export function mappedRole(
  config: Pick<OidcConfig, 'roleClaim' | 'adminValues'>,
  claims: IdClaims,
): 'admin' | 'user' | null {
  if (config.roleClaim === null) return null;
  const value = claims[config.roleClaim];
  const values = Array.isArray(value) ? value : [value];
  return values.some((v) => typeof v === 'string' && config.adminValues.includes(v)) ? 'admin' : 'user';
}

/** The e-mail the provider vouches for: a text with email_verified exactly true; null when missing or unverified. */
export function claimedEmail(claims: IdClaims): { email: string | null; verified: boolean } {
  const email = typeof claims.email === 'string' && claims.email.includes('@') ? claims.email.trim() : null;
  return { email, verified: email !== null && claims.email_verified === true };
}

/** A username of the account rules from preferred_username or the e-mail's local part; the caller makes it unique. */
export function suggestedUsername(claims: IdClaims, email: string): string {
  const source = typeof claims.preferred_username === 'string' ? claims.preferred_username : email.split('@')[0];
  let name = source.replace(/[^A-Za-z0-9_.-]+/g, '').slice(0, USERNAME_MAX - 5);
  while (name.length < USERNAME_MIN) name += '_';
  return name;
}
