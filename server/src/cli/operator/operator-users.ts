import type { Role } from '@vaultbox/common/constants.ts';
import { createUserRequest } from '@vaultbox/common/schemas/admin.ts';
import type { ActivityAction } from '@vaultbox/common/schemas/account-security.ts';
import { newPasswordField } from '@vaultbox/common/schemas/auth.ts';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/tables.ts';
import { createAccountRemoval } from '../../domain/account/account-removal.ts';
import { assertNamesFree } from '../../domain/account/account-names.ts';
import { generatePassword } from '../../domain/account/generated-password.ts';
import { newUserRow } from '../../domain/account/new-user.ts';
import { hashPassword } from '../../domain/account/password-hasher.ts';
import { isTwoFactorOn } from '../../domain/account/two-factor-on.ts';
import type { SecondFactor } from '../../domain/ports.ts';
import { findUserPage, type UserWithUsage } from '../../repos/admin-users.repo.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import { deleteSessionsOfUser } from '../../repos/session.repo.ts';
import { findUserByEmail, findUserByUsername, insertUser } from '../../repos/user.repo.ts';
import { CommandError } from './command-output.ts';

// The operator's user management (docs/cli.md, For the operator): the same rules as Manage Users (an active owner
// always remains, names are free in any case, the password rule), run without an account. Its activity entries are
// the admin actions' entries with no actor (user_id null) and `actor: 'operator'` in their details.

const OPERATOR_META = { ip: null, userAgent: 'vaultbox command line (operator)' };

export interface OperatorUser {
  id: string;
  email: string;
  username: string;
  role: string;
  active: boolean;
  twoFactor: boolean;
  files: number;
  createdAt: string;
  lastLoginAt: string | null;
}

const operatorUserOf = (row: UserWithUsage): OperatorUser => ({
  id: row.id,
  email: row.email,
  username: row.username,
  role: row.role,
  active: row.is_active,
  twoFactor: isTwoFactorOn(row),
  files: Number(row.file_count),
  createdAt: row.created_at,
  lastLoginAt: row.last_login_at,
});

/** The first problem of a zod check as one sentence. */
const refusal = (issues: { message: string }[]) => new CommandError(issues.map((i) => i.message).join('; '), 2);

export function createOperatorUsers(ctx: AppContext, twoFactor: SecondFactor) {
  const { db } = ctx;
  const accounts = createAccountRemoval(ctx);

  const log = (action: ActivityAction, target: Pick<UserRow, 'id' | 'username'>, details = {}) =>
    insertActivity(db, {
      userId: null,
      action,
      meta: OPERATOR_META,
      details: { targetUserId: target.id, username: target.username, actor: 'operator', ...details },
    });

  /** A user by e-mail address or username, in any letter case. */
  async function find(who: string): Promise<UserRow> {
    const user = who.includes('@') ? await findUserByEmail(db, who) : await findUserByUsername(db, who);
    if (!user) throw new CommandError(`No account has the e-mail address or username "${who}"`);
    return user;
  }

  /** A new active account; `password` absent: a generated one, answered once. */
  async function create(input: { email: string; username: string; role: string; password?: string }) {
    const password = input.password ?? generatePassword();
    const checked = createUserRequest.safeParse({ ...input, password });
    if (!checked.success) throw refusal(checked.error.issues);
    await assertNamesFree(db, checked.data);
    const row = newUserRow(
      {
        email: checked.data.email,
        username: checked.data.username,
        passwordHash: await hashPassword(password),
        role: checked.data.role,
        active: true,
      },
      ctx,
    );
    await insertUser(db, row);
    await log('admin_user_create', row, { role: row.role });
    return {
      id: row.id,
      email: row.email,
      username: row.username,
      role: row.role,
      password: input.password ? null : password,
    };
  }

  async function list(): Promise<OperatorUser[]> {
    const users: OperatorUser[] = [];
    for (let page = 1; ; page++) {
      const { rows, total } = await findUserPage(db, {}, { page, limit: 500 });
      users.push(...rows.map(operatorUserOf));
      if (users.length >= total || rows.length === 0) return users;
    }
  }

  /** A new role; refused (LAST_OWNER) when it would leave no active owner. */
  async function setRole(who: string, role: string) {
    const checked = createUserRequest.shape.role.safeParse(role);
    if (!checked.success) throw refusal(checked.error.issues);
    const user = await find(who);
    const to: Role = checked.data;
    if (user.role !== to) {
      await accounts.change(user.id, { role: to });
      await log('admin_user_role_change', user, { from: user.role, to });
    }
    return { id: user.id, username: user.username, from: user.role, role: to };
  }

  /** A new password (the one given, or a generated one, answered once); every session of the user ends. */
  async function resetPassword(who: string, given?: string) {
    if (given !== undefined) {
      const checked = newPasswordField.safeParse(given);
      if (!checked.success) throw refusal(checked.error.issues);
    }
    const user = await find(who);
    const password = given ?? generatePassword();
    await accounts.change(user.id, { password_hash: await hashPassword(password) });
    await deleteSessionsOfUser(db, user.id);
    await log('admin_user_password_reset', user);
    return { id: user.id, username: user.username, password: given === undefined ? password : null };
  }

  /** Turns two-factor sign-in off, as an owner's "Turn off 2FA" does: the user is mailed and told in the app. */
  async function disableTwoFactor(who: string) {
    const user = await find(who);
    if (!isTwoFactorOn(user)) throw new CommandError(`${user.username} does not have two-factor sign-in on`);
    await twoFactor.clear(user);
    await log('admin_user_two_factor_clear', user);
    return { id: user.id, username: user.username };
  }

  return { create, list, setRole, resetPassword, disableTwoFactor };
}
