import { z } from 'zod';
import { ADMIN_USERS_PAGE_SIZE, MAX_STORAGE_LIMIT, ROLES, TIERS } from '../constants.ts';
import { newPasswordField, usernameField } from './auth.ts';
import { emailField, successResponse, textField } from './common.ts';
import { pageParams, paginatedResponse, searchParam } from './paging.ts';
import { displayNameSchema, userSchema } from './user.ts';

// User management and site statistics (docs/product.md, Calls: Admin): the owner's calls.

export const adminUserSchema = userSchema.omit({ preferences: true }).extend({
  usage: z.object({ fileCount: z.number(), shareCount: z.number() }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const roleField = z.enum(ROLES, { error: 'Role must be user, admin or owner' });
const tierField = z.enum(TIERS, { error: 'Tier must be free, premium or enterprise' });

export const adminUsersQuery = z.object({
  ...pageParams(ADMIN_USERS_PAGE_SIZE),
  search: searchParam,
  role: roleField.optional(),
  tier: tierField.optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminUsersResponse = paginatedResponse('users', adminUserSchema);
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

export const adminUserResponse = successResponse({ user: adminUserSchema });
export type AdminUserResponse = z.infer<typeof adminUserResponse>;

/** Bytes: any whole number from 0 to 1 TiB (the screen's slider moves in 1 GB steps). */
export const storageLimitField = z
  .number({ error: 'Storage limit must be a number of bytes' })
  .int('Storage limit must be a whole number of bytes')
  .min(0, 'Storage limit must be between 0 and 1 TB')
  .max(MAX_STORAGE_LIMIT, 'Storage limit must be between 0 and 1 TB');

/** A blank display name means "none". */
const optionalDisplayName = textField('Display name')
  .trim()
  .transform((v) => (v === '' ? null : v))
  .pipe(displayNameSchema.nullable())
  .nullable()
  .optional();

/** A user the owner creates; the account is active and activated at once. */
export const createUserRequest = z.strictObject({
  username: usernameField,
  email: emailField,
  password: newPasswordField,
  displayName: optionalDisplayName,
  role: roleField.default('user'),
  tier: tierField.default('free'),
  storageLimit: storageLimitField.optional(),
});
export type CreateUserRequest = z.infer<typeof createUserRequest>;
/** What a client sends: role and tier may be left out. */
export type CreateUserPayload = z.input<typeof createUserRequest>;

/** Any of these; what is absent stays as it is. */
export const updateUserRequest = z.strictObject({
  username: usernameField.optional(),
  email: emailField.optional(),
  displayName: optionalDisplayName,
  role: roleField.optional(),
  tier: tierField.optional(),
  storageLimit: storageLimitField.optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

export const resetUserPasswordResponse = successResponse({
  /** Shown once: only its hash is kept. */
  newPassword: z.string(),
  message: z.string(),
});
export type ResetUserPasswordResponse = z.infer<typeof resetUserPasswordResponse>;

export const deleteUserResponse = successResponse({
  deleted: z.object({ files: z.number(), shares: z.number() }),
  message: z.string(),
});
export type DeleteUserResponse = z.infer<typeof deleteUserResponse>;

/** The site's figures on Manage Users. */
export const adminStatsSchema = z.object({
  users: z.object({ total: z.number(), active: z.number() }),
  files: z.object({ total: z.number(), totalStorage: z.number() }),
  shares: z.object({ total: z.number() }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
export const adminStatsResponse = successResponse({ stats: adminStatsSchema });
export type AdminStatsResponse = z.infer<typeof adminStatsResponse>;
