import type { Client } from '../helpers/http-client.ts';
import { TEST_APP_URL } from '../helpers/test-app.ts';
import { createSoftAuthenticator, type CeremonyBend, type SoftCredential } from './soft-authenticator.ts';

// The tests' side of the ceremonies: ask the server for options, let the software authenticator answer, send it back.

export const RP_ID = new URL(TEST_APP_URL).hostname;
export const newAuthenticator = () => createSoftAuthenticator({ origin: TEST_APP_URL, rpId: RP_ID });
export type SoftAuthenticator = ReturnType<typeof newAuthenticator>;

/** Registers a passkey for `token`'s account; answers the server's response and the authenticator's credential. */
export async function addPasskey(
  api: Client,
  token: string,
  authenticator: SoftAuthenticator,
  name = 'Laptop',
  bend: CeremonyBend = {},
) {
  const options = await api.post('/api/user/passkeys/register/options', { token });
  if (options.status !== 200) throw new Error(`options: ${options.status} ${JSON.stringify(options.body)}`);
  const made = authenticator.register(options.body.options, bend);
  const res = await api.post('/api/user/passkeys/register', {
    token,
    body: { challengeId: options.body.challengeId, name, credential: made.response },
  });
  return { res, credential: made.credential };
}

/** The public sign-in options: its challenge id and options. */
export async function signInOptions(api: Client): Promise<{ challengeId: string; options: { challenge: string } }> {
  const res = await api.post('/api/auth/passkey/options');
  if (res.status !== 200) throw new Error(`sign-in options: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A whole discoverable sign-in with `credential`: the server's answer. */
export async function signInWithPasskey(
  api: Client,
  authenticator: SoftAuthenticator,
  credential: SoftCredential,
  bend: CeremonyBend = {},
) {
  const { challengeId, options } = await signInOptions(api);
  return api.post('/api/auth/passkey', {
    body: { challengeId, credential: authenticator.assert(credential, options, bend) },
  });
}
