import type { Configuration } from 'openid-client';
import type { OidcConfig } from '../../oidc-config.ts';
import type { IdClaims } from './oidc-claims.ts';

export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider answered an error, or its code, state, nonce or ID token did not pass the checks. */
export class OidcExchangeError extends Error {}

// Loaded at the first sign-in by the provider: an instance without single sign-on never needs it.
const openid = () => import('openid-client');

const isLoopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/**
 * The one place that speaks OpenID Connect, through openid-client: discovery (on first use, retried after a failure,
 * so a provider that is down does not stop start-up), the authorization address with PKCE (S256), state and nonce, and
 * the code exchange, which checks state, nonce and the ID token (signature, issuer, audience, expiry).
 */
export function createOidcClient(config: OidcConfig) {
  let discovered: Promise<Configuration> | null = null;

  function configuration(): Promise<Configuration> {
    discovered ??= openid()
      .then((client) =>
        client.discovery(
          new URL(config.issuer),
          config.clientId,
          { redirect_uris: [config.redirectUri], response_types: ['code'] },
          client.ClientSecretPost(config.clientSecret),
          // Plain http only to a provider on this machine (tests and local set-ups).
          isLoopback(config.issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
        ),
      )
      .catch((error: unknown) => {
        discovered = null;
        throw new OidcExchangeError(`discovery failed: ${String(error)}`);
      });
    return discovered;
  }

  async function newSecrets(): Promise<FlowSecrets> {
    const client = await openid();
    return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
  }

  async function authorizationUrl(secrets: FlowSecrets): Promise<string> {
    const [client, found] = await Promise.all([openid(), configuration()]);
    return client
      .buildAuthorizationUrl(found, {
        redirect_uri: config.redirectUri,
        scope: 'openid email profile',
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
  }

  /** The verified ID token's claims of the callback at `callbackUrl`. */
  async function exchange(callbackUrl: URL, secrets: FlowSecrets): Promise<IdClaims> {
    const [client, found] = await Promise.all([openid(), configuration()]);
    try {
      const tokens = await client.authorizationCodeGrant(found, callbackUrl, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new OidcExchangeError('no ID token');
      return claims as IdClaims;
    } catch (error) {
      if (error instanceof OidcExchangeError) throw error;
      throw new OidcExchangeError(error instanceof Error ? error.message : String(error));
    }
  }

  return { newSecrets, authorizationUrl, exchange };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
