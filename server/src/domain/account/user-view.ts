import { ROLES, TIERS, type Language } from '@vaultbox/common/constants.ts';
import type { Preferences, User } from '@vaultbox/common/schemas/user.ts';
import { defaultPreferences, preferencesSchema } from '@vaultbox/common/schemas/user.ts';
import type { UserRow } from '../../db/tables.ts';

/** Stored preferences, completed with defaults; a damaged value falls back to the defaults instead of failing. */
export function readPreferences(raw: string): Preferences {
  try {
    const parsed = preferencesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : defaultPreferences();
  } catch {
    return defaultPreferences();
  }
}

// Every public share page asks whether its owner's profile is public: the answer of each stored text is kept, since
// reading the preferences whole (JSON and the schema) cost a page load about a fifth of its time (docs/performance.md).
const publicProfiles = new Map<string, boolean>();

/** Whether these stored preferences make the profile public (docs/product.md, Public profile). */
export function profileIsPublic(raw: string): boolean {
  let answer = publicProfiles.get(raw);
  if (answer === undefined) {
    answer = readPreferences(raw).privacy.profileVisibility === 'public';
    if (publicProfiles.size >= 1000) publicProfiles.clear();
    publicProfiles.set(raw, answer);
  }
  return answer;
}

/** The language the account reads, which its mails are written in (docs/product.md, Mails). */
export function userLanguage(row: Pick<UserRow, 'preferences'>): Language {
  return readPreferences(row.preferences).language;
}

const pick = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** Where an uploaded avatar is served (to signed-in users); the version part changes with each upload. */
export const avatarPath = (userId: string, avatarKey: string) =>
  `/api/user/avatar/${userId}?v=${avatarKey.slice(0, 12)}`;

/** The contract's User, as every endpoint returns it. Never carries hashes, keys or secrets. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    displayName: row.display_name,
    role: pick(ROLES, row.role, 'user'),
    tier: pick(TIERS, row.tier, 'free'),
    storageUsed: Number(row.storage_used),
    storageLimit: Number(row.storage_limit),
    avatar: row.avatar_key ? avatarPath(row.id, row.avatar_key) : row.avatar,
    bio: row.bio,
    isActive: row.is_active,
    preferences: readPreferences(row.preferences),
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
    pendingEmail: row.pending_email,
    twoFactorEnabled: row.two_factor_enabled_at !== null,
  };
}
