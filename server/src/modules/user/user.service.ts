import type { Preferences, PreferencesUpdate, UpdateProfileRequest, User } from '@vaultbox/common/schemas/user.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import type { UserRow, UserUpdate } from '../../db/tables.ts';
import { AppError, notFoundError } from '../../errors.ts';
import { insertActivity } from '../activity/activity.repo.ts';
import { findUserByEmail, findUserById, updateUser } from './user.repo.ts';
import { readPreferences, toUserDto } from './user-view.ts';

const emailInUseError = () => new AppError(409, 'EMAIL_TAKEN', 'This email address is already used by another account');

/** Deep merge of a partial preferences update over the stored, complete preferences. */
export function mergePreferences(current: Preferences, update: PreferencesUpdate): Preferences {
  return {
    ...current,
    ...(update.theme !== undefined && { theme: update.theme }),
    ...(update.language !== undefined && { language: update.language }),
    notifications: { ...current.notifications, ...update.notifications },
    privacy: { ...current.privacy, ...update.privacy },
    upload: { ...current.upload, ...update.upload },
  };
}

/** The signed-in user's own profile. */
export function createUserService(ctx: AppContext) {
  const { db } = ctx;

  async function load(userId: string): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw notFoundError();
    return user;
  }

  async function getProfile(userId: string): Promise<User> {
    return toUserDto(await load(userId));
  }

  async function updateProfile(userId: string, input: UpdateProfileRequest, meta: RequestMeta): Promise<User> {
    const user = await load(userId);
    const patch: UserUpdate = {};
    if (input.displayName !== undefined) patch.display_name = input.displayName;
    if (input.avatar !== undefined) patch.avatar = input.avatar === '' ? null : input.avatar;
    if (input.preferences !== undefined) {
      patch.preferences = JSON.stringify(mergePreferences(readPreferences(user.preferences), input.preferences));
    }
    if (input.email !== undefined && input.email.toLowerCase() !== user.email_lower) {
      const owner = await findUserByEmail(db, input.email);
      if (owner && owner.id !== user.id) throw emailInUseError();
    }
    if (input.email !== undefined) patch.email = input.email;
    try {
      await updateUser(db, user.id, patch);
    } catch (err) {
      if (isUniqueViolation(err)) throw emailInUseError();
      throw err;
    }
    await insertActivity(db, { userId, action: 'profile_update', meta, details: { fields: Object.keys(input) } });
    return getProfile(userId);
  }

  return { getProfile, updateProfile };
}

export type UserService = ReturnType<typeof createUserService>;
