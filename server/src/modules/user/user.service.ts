import type { Preferences, PreferencesUpdate, UpdateProfileRequest, User } from '@vaultbox/common/schemas/user.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import type { UserRow, UserUpdate } from '../../db/tables.ts';
import { maxFileSizePreferenceRange } from '@vaultbox/common/upload-rules.ts';
import { orNotFound } from '../../errors.ts';
import { formFieldError } from '../../domain/media/media-errors.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import { deleteAvatarBlob } from './avatar.service.ts';
import { emailInUseError, type EmailChangeService } from './email-change.service.ts';
import { findUserById, updateUser } from '../../repos/user.repo.ts';
import { readPreferences, toUserDto } from '../../domain/account/user-view.ts';

/** Deep merge of a partial preferences update over the stored, complete preferences. */
export function mergePreferences(current: Preferences, update: PreferencesUpdate): Preferences {
  // Withdrawn switch (docs/decisions/0008-share-usage-data.md): an older client may still send it; never stored.
  const { shareUsageData: _withdrawn, ...privacy } = update.privacy ?? {};
  return {
    ...current,
    ...(update.theme !== undefined && { theme: update.theme }),
    ...(update.language !== undefined && { language: update.language }),
    notifications: { ...current.notifications, ...update.notifications },
    privacy: { ...current.privacy, ...privacy },
    upload: { ...current.upload, ...update.upload },
  };
}

/** The signed-in user's own profile and preferences. */
export function createUserService(ctx: AppContext, emailChange: EmailChangeService) {
  const { db } = ctx;

  /** The max file size preference stays within this server's range (1 MB up to MAX_UPLOAD_BYTES). */
  function checkMaxFileSize(update: PreferencesUpdate | undefined, field: string): void {
    const wanted = update?.upload?.maxFileSize;
    const { min, max } = maxFileSizePreferenceRange(ctx.config.maxUploadBytes);
    if (wanted !== undefined && (wanted < min || wanted > max)) {
      throw formFieldError(field, `Max file size must be between ${min} and ${max} MB`);
    }
  }

  async function load(userId: string): Promise<UserRow> {
    return orNotFound(await findUserById(db, userId));
  }

  async function getProfile(userId: string): Promise<User> {
    return toUserDto(await load(userId));
  }

  /**
   * Display name, bio, avatar URL and preferences change at once. A new e-mail address needs the current password and
   * only becomes pending (see email-change.service.ts); every check runs before anything is written.
   */
  async function updateProfile(userId: string, input: UpdateProfileRequest, meta: RequestMeta): Promise<User> {
    checkMaxFileSize(input.preferences, 'preferences.upload.maxFileSize');
    const user = await load(userId);
    const patch: UserUpdate = {};
    if (input.displayName !== undefined) patch.display_name = input.displayName;
    if (input.bio !== undefined) patch.bio = input.bio || null;
    const avatarChanged = input.avatar !== undefined && input.avatar !== toUserDto(user).avatar;
    if (avatarChanged)
      Object.assign(patch, { avatar: input.avatar || null, avatar_key: null, avatar_wrapped_key: null });
    if (input.preferences !== undefined) {
      patch.preferences = JSON.stringify(mergePreferences(readPreferences(user.preferences), input.preferences));
    }
    let newAddress: string | null = null;
    if (input.email !== undefined) {
      // Only the spelling of the same mailbox: nothing to prove. Going back to it cancels a pending change.
      if (input.email.toLowerCase() === user.email_lower)
        Object.assign(patch, { email: input.email, pending_email: null });
      else {
        await emailChange.check(user, input.email, input.currentPassword);
        newAddress = input.email;
      }
    }
    try {
      if (Object.keys(patch).length > 0) await updateUser(db, user.id, patch);
    } catch (err) {
      if (isUniqueViolation(err)) throw emailInUseError();
      throw err;
    }
    if (avatarChanged && user.avatar_key) await deleteAvatarBlob(ctx, user.avatar_key);
    if (newAddress !== null) await emailChange.begin(user, newAddress, meta);
    // An e-mail change has its own entries (requested, then done).
    const fields = Object.keys(input).filter((key) => key !== 'currentPassword' && key !== 'email');
    if (fields.length > 0) await insertActivity(db, { userId, action: 'profile_update', meta, details: { fields } });
    return getProfile(userId);
  }

  async function getPreferences(userId: string): Promise<Preferences> {
    return readPreferences((await load(userId)).preferences);
  }

  async function updatePreferences(userId: string, update: PreferencesUpdate): Promise<Preferences> {
    checkMaxFileSize(update, 'upload.maxFileSize');
    const user = await load(userId);
    const merged = mergePreferences(readPreferences(user.preferences), update);
    await updateUser(db, user.id, { preferences: JSON.stringify(merged) });
    return merged;
  }

  return { getProfile, updateProfile, getPreferences, updatePreferences, emailChange };
}

export type UserService = ReturnType<typeof createUserService>;
