import { randomUUID } from 'node:crypto';
import type { Language, Role, Tier } from '@vaultbox/common/constants.ts';
import { defaultPreferences, type Preferences } from '@vaultbox/common/schemas/user.ts';
import { serverMaxFileSizeMb } from '@vaultbox/common/upload-rules.ts';
import type { Config } from '../../config.ts';
import type { NewUserRow } from '../../db/tables.ts';
import { isoNow } from '../../db/time.ts';
import type { Keyring } from '../../keyring/keyring.ts';

export interface NewUserInput {
  email: string;
  username: string;
  passwordHash: string;
  role: Role;
  /** Active and activated at once (owner, admin-created); otherwise waits for the activation link. */
  active: boolean;
  displayName?: string | null;
  tier?: Tier;
  /** Bytes; DEFAULT_STORAGE_LIMIT of the config when absent. */
  storageLimit?: number;
  /** The language of the UI and the mails (the registering browser's); the default preference when absent. */
  language?: Language;
}

/**
 * What a new row needs from the app: the keyring for its data key, the config for the default storage limit and the
 * server's upload limit (the default max file size preference).
 */
export interface NewUserDefaults {
  keyring: Keyring;
  config: Pick<Config, 'defaultStorageLimit' | 'maxUploadBytes'>;
}

/** The default preferences, with the max file size this server takes and the language when one is known. */
function newUserPreferences(maxUploadBytes: number, language: Language | undefined): Preferences {
  const preferences = defaultPreferences();
  return {
    ...preferences,
    language: language ?? preferences.language,
    upload: { ...preferences.upload, maxFileSize: serverMaxFileSizeMb(maxUploadBytes) },
  };
}

/** The row of a new account, with its own random data key wrapped by the master key. */
export function newUserRow(input: NewUserInput, { keyring, config }: NewUserDefaults): NewUserRow {
  const id = randomUUID();
  const now = isoNow();
  return {
    id,
    email: input.email,
    email_lower: input.email.toLowerCase(),
    username: input.username,
    username_lower: input.username.toLowerCase(),
    password_hash: input.passwordHash,
    display_name: input.displayName ?? null,
    role: input.role,
    tier: input.tier ?? 'free',
    storage_limit: input.storageLimit ?? config.defaultStorageLimit,
    avatar: null,
    is_active: input.active,
    activated_at: input.active ? now : null,
    preferences: JSON.stringify(newUserPreferences(config.maxUploadBytes, input.language)),
    wrapped_key: keyring.newUserKey(id),
    created_at: now,
    updated_at: now,
    last_login_at: null,
  };
}
