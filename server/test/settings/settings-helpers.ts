import type { UserRow } from '../../src/db/tables.ts';
import { totpCode } from '../../src/modules/two-factor/totp.ts';
import { findUserById } from '../../src/repos/user.repo.ts';
import { buildUser, signIn } from '../helpers/factories.ts';
import type { Client } from '../helpers/http-client.ts';
import type { TestApp } from '../helpers/test-app.ts';

// Helpers of the Settings tests: a signed-in account, and two-factor switched on over HTTP.

export interface Account {
  user: UserRow;
  email: string;
  password: string;
  token: string;
}

/** A new active user, signed in over HTTP. */
export async function signedInAccount(t: TestApp, api: Client, overrides: Parameters<typeof buildUser>[1] = {}) {
  const built = await buildUser(t.ctx, overrides);
  const { token } = await signIn(api, built.email, built.password);
  return { ...built, token } satisfies Account;
}

export async function reload(t: TestApp, id: string): Promise<UserRow> {
  const row = await findUserById(t.ctx.db, id);
  if (!row) throw new Error(`user ${id} is gone`);
  return row;
}

/**
 * Starts (with the account's password) and confirms two-factor for `token`'s account with a current code; answers the
 * secret and backup codes.
 */
export async function turnOnTwoFactor(
  api: Client,
  token: string,
  password: string,
): Promise<{ secret: string; backupCodes: string[] }> {
  const setup = await api.post('/api/user/2fa/enable', { token, body: { password } });
  if (setup.status !== 200) throw new Error(`2fa enable: ${setup.status} ${JSON.stringify(setup.body)}`);
  const secret = setup.body.secret as string;
  const confirmed = await api.post('/api/user/2fa/confirm', { token, body: { token: totpCode(secret) } });
  if (confirmed.status !== 200) throw new Error(`2fa confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return { secret, backupCodes: confirmed.body.backupCodes as string[] };
}

/** A TOTP code `steps` periods from now (the confirmation used the current one, and each step works once). */
export const codeAt = (secret: string, steps: number) => totpCode(secret, Date.now() + steps * 30_000);
