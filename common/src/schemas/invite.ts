import { z } from 'zod';
import { INVITE_LIST_LIMIT } from '../constants.ts';
import { futureDateTime, successResponse, useLimitField } from './common.ts';
import { pageParams, paginatedResponse } from './paging.ts';

// Invite codes (docs/product.md, Invite codes): admin and owner create, list, toggle and delete them; registration
// redeems them.

export const INVITE_CODE_MIN = 4;
export const INVITE_CODE_MAX = 64;
export const INVITE_DESCRIPTION_MAX = 500;
export const INVITE_MAX_USES_LIMIT = 1_000_000;
/** The details view lists at most this many uses, the newest first (currentUses counts them all). */
export const INVITE_USAGE_LOG_MAX = 500;

/** One registration with a code. userId, user and email are null once that account is deleted: no trace of it stays. */
export const inviteUsageSchema = z.object({
  userId: z.string().nullable(),
  user: z.object({ username: z.string() }).nullable(),
  email: z.string().nullable(),
  usedAt: z.string(),
});
export type InviteUsage = z.infer<typeof inviteUsageSchema>;

export const inviteCodeSchema = z.object({
  _id: z.string(),
  id: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  expiresAt: z.string().nullable(),
  maxUses: z.number().nullable(),
  currentUses: z.number(),
  /** Null once the creator's account is deleted. */
  creator: z.object({ username: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
});
export type InviteCode = z.infer<typeof inviteCodeSchema>;

export const inviteCodeDetailsSchema = inviteCodeSchema.extend({ usageLog: z.array(inviteUsageSchema) });
export type InviteCodeDetails = z.infer<typeof inviteCodeDetailsSchema>;

/** Code and description trimmed and omitted when empty; a blank code means "generate one". */
export const createInviteRequest = z.strictObject({
  code: z
    .string({ error: 'Code must be text' })
    .trim()
    .max(INVITE_CODE_MAX, `Code must be at most ${INVITE_CODE_MAX} characters`)
    .regex(/^[A-Za-z0-9_-]*$/, 'Code may contain only letters, numbers, dashes and underscores')
    .refine((v) => v === '' || v.length >= INVITE_CODE_MIN, `Code must be at least ${INVITE_CODE_MIN} characters`)
    .optional(),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(INVITE_DESCRIPTION_MAX, `Description must be at most ${INVITE_DESCRIPTION_MAX} characters`)
    .optional(),
  expiresAt: futureDateTime.optional(),
  maxUses: useLimitField('Max uses', INVITE_MAX_USES_LIMIT).optional(),
});
export type CreateInviteRequest = z.infer<typeof createInviteRequest>;

export const inviteListQuery = z.object({
  ...pageParams(INVITE_LIST_LIMIT),
  active: z.enum(['true', 'false'], { error: 'active must be true or false' }).optional(),
});
export type InviteListQuery = z.infer<typeof inviteListQuery>;

export const inviteListResponse = paginatedResponse('inviteCodes', inviteCodeSchema);
export type InviteListResponse = z.infer<typeof inviteListResponse>;

export const inviteCodeResponse = successResponse({ inviteCode: inviteCodeSchema });
export type InviteCodeResponse = z.infer<typeof inviteCodeResponse>;

export const inviteCodeDetailsResponse = successResponse({ inviteCode: inviteCodeDetailsSchema });
export type InviteCodeDetailsResponse = z.infer<typeof inviteCodeDetailsResponse>;
