import { randomBytes } from 'node:crypto';
import type { Role } from '@vaultbox/common/constants.ts';
import type { AppContext } from '../../src/context.ts';
import type { InviteCodeRow, UserRow } from '../../src/db/tables.ts';
import { hashPassword } from '../../src/modules/auth/password-hasher.ts';
import { insertInviteCode, type NewInviteCode } from '../../src/modules/invite/invite.repo.ts';
import { newUserRow } from '../../src/modules/user/new-user.ts';
import { findUserById, insertUser } from '../../src/modules/user/user.repo.ts';
import type { Client } from './http-client.ts';

export const DEFAULT_PASSWORD = 'Correct-Horse-9';

const unique = () => randomBytes(4).toString('hex');

export interface BuiltUser {
  user: UserRow;
  email: string;
  password: string;
}

/** A user straight through the repo layer (no HTTP, no mail): active unless told otherwise. */
export async function buildUser(
  ctx: AppContext,
  overrides: { email?: string; username?: string; password?: string; role?: Role; active?: boolean } = {},
): Promise<BuiltUser> {
  const id = unique();
  const email = overrides.email ?? `user-${id}@example.com`;
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const row = newUserRow(
    {
      email,
      username: overrides.username ?? `user_${id}`,
      passwordHash: await hashPassword(password),
      role: overrides.role ?? 'user',
      active: overrides.active ?? true,
    },
    ctx.masterKey,
  );
  await insertUser(ctx.db, row);
  return { user: (await findUserById(ctx.db, row.id)) as UserRow, email, password };
}

export async function buildInviteCode(ctx: AppContext, overrides: Partial<NewInviteCode> = {}): Promise<InviteCodeRow> {
  return insertInviteCode(ctx.db, { code: `INV-${unique().toUpperCase()}`, ...overrides });
}

/** Signs in over HTTP and returns the login payload (token, refreshToken, expiresAt, user) and the cookie. */
export async function signIn(api: Client, email: string, password: string = DEFAULT_PASSWORD) {
  const res = await api.post('/api/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  return { ...(res.body.data as { token: string; refreshToken: string; expiresAt: string }), cookie };
}

export function validRegistration(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return { username: `new_${id}`, email: `new-${id}@example.com`, password: DEFAULT_PASSWORD, ...overrides };
}
