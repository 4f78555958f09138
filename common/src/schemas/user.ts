import { z } from 'zod';
import {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  LANGUAGES,
  MAX_FILE_SIZE_PREFERENCE_CEILING_MB,
  MAX_FILE_SIZE_PREFERENCE_MB,
  PASSWORD_MAX,
  ROLES,
  THEMES,
  TIERS,
} from '../constants.ts';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../control-characters.ts';
import { dataResponse, emailField, textField } from './common.ts';

// The instance's own upper bound (maxFileSizePreferenceRange in upload-rules.ts) is checked by the server, which knows
// its MAX_UPLOAD_BYTES; the schema only bounds what any instance could take.
const maxFileSizeField = z.number().int().min(MAX_FILE_SIZE_PREFERENCE_MB.min).max(MAX_FILE_SIZE_PREFERENCE_CEILING_MB);
const allowedTypesField = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'A file type must not be empty')
      .max(100, 'A file type is at most 100 characters')
      .regex(/^(\*|[\w.+-]+\/(\*|[\w.+-]+))$/, 'A file type looks like image/* or application/pdf'),
  )
  .max(50, 'At most 50 file types');

const expiryReminderDaysField = z
  .number({ error: 'Reminder days must be a number' })
  .int('Reminder days must be a whole number')
  .min(0, 'Reminder days must be between 0 and 30')
  .max(30, 'Reminder days must be between 0 and 30');

export const preferencesSchema = z.object({
  theme: z.enum(THEMES).default('dark'),
  language: z.enum(LANGUAGES).default('en'),
  notifications: z
    .object({
      email: z.boolean().default(true),
      push: z.boolean().default(true),
      shareActivity: z.boolean().default(true),
      storageAlerts: z.boolean().default(true),
      uploadConfirmation: z.boolean().default(false),
      /** How many days before a share link expires its owner is reminded; 0: never. */
      expiryReminderDays: expiryReminderDaysField.default(3),
    })
    .prefault({}),
  privacy: z
    .object({
      /** 'public': anyone may open /u/{username} (docs/product.md, Public profile). */
      profileVisibility: z.enum(['private', 'public']).default('private'),
      /** The network, browser and device of a share link's visitors are kept in its activity; off: time and event. */
      allowAnalytics: z.boolean().default(true),
      // shareUsageData was withdrawn (docs/decisions/0008-share-usage-data.md): a stored value is dropped on read.
    })
    .prefault({}),
  upload: z
    .object({
      autoEncrypt: z.boolean().default(true),
      defaultPublic: z.boolean().default(false),
      maxFileSize: maxFileSizeField.default(100),
      allowedTypes: allowedTypesField.default(['image/*', 'video/*', 'audio/*', 'application/pdf']),
      /** allowedTypes is enforced once the user turns this on (by default every type is taken). */
      restrictTypes: z.boolean().default(false),
    })
    .prefault({}),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const defaultPreferences = (): Preferences => preferencesSchema.parse({});

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  role: z.enum(ROLES),
  tier: z.enum(TIERS),
  storageUsed: z.number(),
  storageLimit: z.number(),
  avatar: z.string().nullable(),
  /** A few words shown on the public profile page. */
  bio: z.string().nullable(),
  isActive: z.boolean(),
  preferences: preferencesSchema,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** An address waiting for its mailed confirmation link; `email` stays in force until then. */
  pendingEmail: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const profileResponse = dataResponse({ user: userSchema });
export type ProfileResponse = z.infer<typeof profileResponse>;

export const displayNameSchema = textField('Display name')
  .trim()
  .min(1, 'Display name is required')
  .min(DISPLAY_NAME_MIN, `Display name must be at least ${DISPLAY_NAME_MIN} characters`)
  .max(DISPLAY_NAME_MAX, 'Display name must be less than 50 characters');

/** Every key optional at every level and no defaults: a PUT changes only what it names; the server merges. */
export const preferencesUpdateSchema = z.strictObject({
  theme: z.enum(THEMES).optional(),
  language: z.enum(LANGUAGES).optional(),
  notifications: z
    .strictObject({
      email: z.boolean(),
      push: z.boolean(),
      shareActivity: z.boolean(),
      storageAlerts: z.boolean(),
      uploadConfirmation: z.boolean(),
      expiryReminderDays: expiryReminderDaysField,
    })
    .partial()
    .optional(),
  privacy: z
    .strictObject({
      profileVisibility: z.enum(['private', 'public']),
      allowAnalytics: z.boolean(),
      /** Withdrawn (docs/decisions/0008-share-usage-data.md): accepted from older clients, never stored. */
      shareUsageData: z.boolean(),
    })
    .partial()
    .optional(),
  upload: z
    .strictObject({
      autoEncrypt: z.boolean(),
      defaultPublic: z.boolean(),
      maxFileSize: maxFileSizeField,
      allowedTypes: allowedTypesField,
      restrictTypes: z.boolean(),
    })
    .partial()
    .optional(),
});
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

export const updateProfileRequest = z.strictObject({
  displayName: displayNameSchema.optional(),
  email: emailField.optional(),
  avatar: z
    .union([z.url('Avatar must be a valid URL').max(2048, 'Avatar URL is too long'), z.literal('')], {
      error: 'Avatar must be a valid URL',
    })
    .nullable()
    .optional(),
  /** Empty or null: no bio. */
  bio: textField('Bio')
    .trim()
    .max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`)
    .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE)
    .nullable()
    .optional(),
  preferences: preferencesUpdateSchema.optional(),
  /** Required with a new email address: a stolen session alone must not move the account to another mailbox. */
  currentPassword: textField('Current password').max(PASSWORD_MAX, 'Password is too long').optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const preferencesResponse = dataResponse({ preferences: preferencesSchema });
export type PreferencesResponse = z.infer<typeof preferencesResponse>;
