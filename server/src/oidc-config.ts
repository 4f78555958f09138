import { z } from 'zod';

/** Single sign-on through one OpenID Connect provider (docs/security.md, Single sign-on); null when OIDC_* are unset. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's name on the "Sign in with ..." button. */
  name: string;
  /** A first sign-in makes an account without an invite code. */
  autoRegister: boolean;
  /** The claim whose value (a text or a list) makes an account an admin when it holds one of `adminValues`. */
  roleClaim: string | null;
  adminValues: string[];
  /** Hides the password form; only the owner may still sign in with a password. */
  only: boolean;
  /** `${APP_URL}/api/auth/oidc/callback`, registered at the provider. */
  redirectUri: string;
}

export class OidcConfigError extends Error {}

type Env = Record<string, string | undefined>;

const REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_NAME'] as const;
const OPTIONAL = ['OIDC_AUTO_REGISTER', 'OIDC_ROLE_CLAIM', 'OIDC_ADMIN_VALUES', 'OIDC_ONLY'] as const;
const FLAGS = ['true', 'false', '1', '0', 'yes', 'no'];

function flag(env: Env, name: string): boolean {
  const value = env[name];
  if (value === undefined) return false;
  if (!FLAGS.includes(value)) throw new OidcConfigError(`${name} must be true or false`);
  return ['true', '1', 'yes'].includes(value);
}

/** All of OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_NAME, or none (nor any other OIDC_*). */
export function readOidcConfig(env: Env, appUrl: string): OidcConfig | null {
  const set = [...REQUIRED, ...OPTIONAL].filter((name) => env[name] !== undefined);
  if (set.length === 0) return null;
  const missing = REQUIRED.filter((name) => env[name] === undefined);
  if (missing.length > 0) {
    throw new OidcConfigError(
      `${missing[0]} must be set with ${set[0]} (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_NAME go together)`,
    );
  }
  const issuer = z.url({ protocol: /^https?$/ }).safeParse(env.OIDC_ISSUER);
  if (!issuer.success)
    throw new OidcConfigError(
      'OIDC_ISSUER must be the http(s) URL of the provider, such as https://id.example.com/realms/main',
    );
  const host = new URL(issuer.data).hostname;
  if (issuer.data.startsWith('http:') && !['127.0.0.1', 'localhost', '[::1]'].includes(host)) {
    throw new OidcConfigError('OIDC_ISSUER must be https (plain http only for a provider on this machine)');
  }
  const name = String(env.OIDC_NAME).trim();
  if (name.length > 40) throw new OidcConfigError('OIDC_NAME must be at most 40 characters');
  const adminValues = (env.OIDC_ADMIN_VALUES ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  const roleClaim = env.OIDC_ROLE_CLAIM?.trim() ?? null;
  if ((roleClaim === null) !== (adminValues.length === 0)) {
    throw new OidcConfigError('OIDC_ROLE_CLAIM and OIDC_ADMIN_VALUES (a comma-separated list) must be set together');
  }
  if (roleClaim !== null && !/^[A-Za-z0-9_:./-]{1,100}$/.test(roleClaim)) {
    throw new OidcConfigError('OIDC_ROLE_CLAIM must be the name of a claim, such as groups or roles');
  }
  return {
    issuer: issuer.data,
    clientId: String(env.OIDC_CLIENT_ID),
    clientSecret: String(env.OIDC_CLIENT_SECRET),
    name,
    autoRegister: flag(env, 'OIDC_AUTO_REGISTER'),
    roleClaim,
    adminValues,
    only: flag(env, 'OIDC_ONLY'),
    redirectUri: `${appUrl}/api/auth/oidc/callback`,
  };
}
