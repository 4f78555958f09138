import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

// A real OpenID Connect provider in the test process (oidc-provider): one confidential client, an account store whose
// claims each test sets, and an interaction route of our own that logs in the current test account without a form,
// so tests drive the real redirects (authorization code, PKCE, state, nonce, signed ID tokens).

export const TEST_CLIENT_ID = 'vaultbox';
export const TEST_CLIENT_SECRET = 'vaultbox-test-client-secret-0123456789';

export interface TestClaims {
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
  groups?: string[];
}

export interface TestOidcProvider {
  issuer: string;
  /** Sets the claims of `sub` and makes it the account the next login interaction signs in. */
  signInAs(sub: string, claims: TestClaims): void;
  /** The next ID token the token endpoint answers is re-signed with an expiry in the past. */
  expireNextIdToken(): void;
  /** OIDC_* for the app under test. */
  env(extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export async function startOidcProvider(redirectUris: string[]): Promise<TestOidcProvider> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, TestClaims>();
  let current: string | null = null;
  let expireNext = false;
  let provider: Provider | null = null;
  const server: Server = createServer((req, res) => {
    if (!provider) res.writeHead(503).end();
    else void provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['preferred_username', 'groups'] },
    // Every claim in the ID token, which is all the app reads.
    conformIdTokenClaims: false,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) =>
      accounts.has(sub) ? { accountId: sub, claims: () => ({ sub, ...accounts.get(sub) }) } : undefined,
    // Consent is not what is tested: every client gets the scopes it asks for.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const grantId = oidc.session?.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  provider = new Provider(issuer, configuration);

  provider.use(async (ctx, next) => {
    const match = /^\/interaction\/([^/]+)$/.exec(ctx.path);
    if (match && provider) {
      if (!current) throw new Error('test OIDC provider: signInAs() was not called');
      const to = await provider.interactionResult(ctx.req, ctx.res, { login: { accountId: current } });
      ctx.redirect(to);
      return;
    }
    await next();
    if (ctx.path === '/token' && expireNext && ctx.body && typeof ctx.body === 'object') {
      expireNext = false;
      const body = ctx.body as { id_token?: string };
      if (body.id_token) body.id_token = resigned(body.id_token, privateKey);
    }
  });

  return {
    issuer,
    signInAs(sub, claims) {
      accounts.set(sub, claims);
      current = sub;
    },
    expireNextIdToken() {
      expireNext = true;
    },
    env: (extra = {}) => ({
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: TEST_CLIENT_ID,
      OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
      OIDC_NAME: 'TestID',
      ...extra,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The same ID token, signed again by the provider's key, with an expiry 10 minutes ago. */
function resigned(idToken: string, key: KeyObject) {
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, number>;
  const now = Math.floor(Date.now() / 1000);
  const input = `${header}.${base64url(JSON.stringify({ ...claims, iat: now - 1200, exp: now - 600 }))}`;
  const signature = createSign('RSA-SHA256').update(input).sign(key);
  return `${input}.${base64url(signature)}`;
}
