import type {
  AdminStats,
  AdminUser,
  AdminUsersQuery,
  CreateUserRequest,
  UpdateUserRequest,
} from '@vaultbox/common/schemas/admin.ts';
import { paginationOf, type Pagination } from '@vaultbox/common/schemas/paging.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import type { UserRow, UserUpdate } from '../../db/tables.ts';
import { isoNow } from '../../db/time.ts';
import { AppError, orNotFound } from '../../errors.ts';
import type { ActivityAction } from '@vaultbox/common/schemas/account-security.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import { hashPassword } from '../../domain/account/password-hasher.ts';
import { deleteSessionsOfUser } from '../../repos/session.repo.ts';
import type { AccountRemoval } from '../../domain/account/account-removal.ts';
import type { SecondFactor } from '../../domain/ports.ts';
import { newUserRow } from '../../domain/account/new-user.ts';
import { assertNamesFree, emailTakenError } from '../../domain/account/account-names.ts';
import { findUserById, insertUser } from '../../repos/user.repo.ts';
import { findUserPage, findUserWithUsage, siteStats } from '../../repos/admin-users.repo.ts';
import { toAdminUserDto } from './admin-user-view.ts';
import { generatePassword } from '../../domain/account/generated-password.ts';

/**
 * User management and site statistics (docs/product.md, Manage Users): the owner's, as the route group's guard ensures.
 * Every change of an account goes through the account-removal service, which keeps an active owner; every action is
 * logged as the actor's activity, naming the target by id and username (the actor's own log, of a user they manage:
 * the sentence of the activity list names the account, docs/product.md, Activity).
 */
export function createAdminService(ctx: AppContext, accounts: AccountRemoval, twoFactor: SecondFactor) {
  const { db } = ctx;

  const log = (
    actorId: string,
    action: ActivityAction,
    meta: RequestMeta,
    target: Pick<UserRow, 'id' | 'username'>,
    details: Record<string, unknown> = {},
  ) =>
    insertActivity(db, {
      userId: actorId,
      action,
      meta,
      details: { targetUserId: target.id, username: target.username, ...details },
    });

  async function get(id: string): Promise<AdminUser> {
    return toAdminUserDto(orNotFound(await findUserWithUsage(db, id)));
  }

  async function list(query: AdminUsersQuery): Promise<{ users: AdminUser[]; pagination: Pagination }> {
    const { rows, total } = await findUserPage(
      db,
      { search: query.search || undefined, role: query.role, tier: query.tier },
      query,
    );
    return { users: rows.map(toAdminUserDto), pagination: paginationOf(query, total) };
  }

  /** A unique violation lost to a concurrent write: say which of the two is taken now. */
  async function takenError(input: { email?: string; username?: string }, self?: UserRow): Promise<AppError> {
    try {
      await assertNamesFree(db, input, self);
    } catch (error) {
      if (error instanceof AppError) return error;
    }
    return emailTakenError();
  }

  async function create(actorId: string, input: CreateUserRequest, meta: RequestMeta): Promise<AdminUser> {
    await assertNamesFree(db, input);
    const row = newUserRow(
      {
        email: input.email,
        username: input.username,
        passwordHash: await hashPassword(input.password),
        role: input.role ?? 'user',
        tier: input.tier ?? 'free',
        displayName: input.displayName ?? null,
        storageLimit: input.storageLimit,
        active: true,
      },
      ctx,
    );
    try {
      await insertUser(db, row);
    } catch (error) {
      if (isUniqueViolation(error)) throw await takenError(input);
      throw error;
    }
    await log(actorId, 'admin_user_create', meta, row, { role: row.role });
    return get(row.id);
  }

  async function update(actorId: string, id: string, input: UpdateUserRequest, meta: RequestMeta): Promise<AdminUser> {
    const user = orNotFound(await findUserById(db, id));
    await assertNamesFree(db, input, user);
    const patch: UserUpdate = {};
    if (input.username !== undefined) patch.username = input.username;
    if (input.email !== undefined) patch.email = input.email;
    if (input.displayName !== undefined) patch.display_name = input.displayName;
    if (input.role !== undefined) patch.role = input.role;
    if (input.tier !== undefined) patch.tier = input.tier;
    if (input.storageLimit !== undefined) patch.storage_limit = input.storageLimit;
    if (input.isActive !== undefined) {
      patch.is_active = input.isActive;
      // The owner's word settles it: a pending account is activated, and a deactivated one cannot activate itself.
      if (user.activated_at === null) patch.activated_at = isoNow();
    }
    try {
      await accounts.change(id, patch);
    } catch (error) {
      if (isUniqueViolation(error)) throw await takenError(input, user);
      throw error;
    }
    if (input.isActive === false) await deleteSessionsOfUser(db, id);

    const { role, ...rest } = input;
    // Named as it is now: a renamed account by its new username.
    const target = { id, username: input.username ?? user.username };
    if (role !== undefined && role !== user.role) {
      await log(actorId, 'admin_user_role_change', meta, target, { from: user.role, to: role });
    }
    const fields = Object.keys(rest).filter((key) => rest[key as keyof typeof rest] !== undefined);
    if (fields.length > 0) await log(actorId, 'admin_user_update', meta, target, { fields });
    return get(id);
  }

  /** A new random password, shown once: only its hash is kept, and every session of that user ends. */
  async function resetPassword(actorId: string, id: string, meta: RequestMeta): Promise<string> {
    const target = orNotFound(await findUserById(db, id));
    const newPassword = generatePassword();
    await accounts.change(id, { password_hash: await hashPassword(newPassword) });
    await deleteSessionsOfUser(db, id);
    await log(actorId, 'admin_user_password_reset', meta, target);
    return newPassword;
  }

  /**
   * Turns off the two-factor sign-in of someone locked out of it (a lost phone, or a thief who turned it on). Admins
   * and owners may (the route's guard); only an owner may clear an owner's; nobody their own here, since Settings asks
   * for the password.
   */
  async function clearTwoFactor(actor: UserRow, id: string, meta: RequestMeta): Promise<void> {
    if (id === actor.id) throw new AppError('CANNOT_CLEAR_OWN_TWO_FACTOR');
    const target = orNotFound(await findUserById(db, id));
    if (target.role === 'owner' && actor.role !== 'owner') throw new AppError('FORBIDDEN');
    await twoFactor.clear(target);
    await log(actor.id, 'admin_user_two_factor_clear', meta, target);
  }

  /** Deletes an account and everything of it (crypto-shredding); never the caller's own. */
  async function remove(actorId: string, id: string, meta: RequestMeta): Promise<{ files: number; shares: number }> {
    if (id === actorId) throw new AppError('CANNOT_DELETE_SELF');
    const target = orNotFound(await findUserById(db, id));
    const deleted = await accounts.remove(id);
    await log(actorId, 'admin_user_delete', meta, target, deleted);
    return deleted;
  }

  function stats(): Promise<AdminStats> {
    return siteStats(db);
  }

  return { list, get, create, update, resetPassword, clearTwoFactor, remove, stats };
}

export type AdminService = ReturnType<typeof createAdminService>;
