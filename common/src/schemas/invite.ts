import { z } from 'zod';
import { INVITE_LIST_LIMIT, MAX_PAGE_LIMIT } from '../constants.ts';

// Invite codes (SPEC §3, §7 Invite codes). The HTTP routes arrive with their own issue; registration already
// redeems codes, and these shapes fix the contract both sides will use.

export const INVITE_CODE_MAX = 64;
export const INVITE_DESCRIPTION_MAX = 500;
export const INVITE_MAX_USES_LIMIT = 1_000_000;

export const inviteUsageSchema = z.object({
  userId: z.string().nullable(),
  user: z.object({ username: z.string() }).nullable(),
  email: z.string(),
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
  creator: z.object({ username: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  usageLog: z.array(inviteUsageSchema),
});
export type InviteCode = z.infer<typeof inviteCodeSchema>;

/** SPEC §5: code and description trimmed and omitted when empty; blank code means "generate one". */
export const createInviteRequest = z.strictObject({
  code: z
    .string({ error: 'Code must be text' })
    .trim()
    .max(INVITE_CODE_MAX, `Code must be at most ${INVITE_CODE_MAX} characters`)
    .regex(/^[A-Za-z0-9_-]*$/, 'Code may contain only letters, numbers, dashes and underscores')
    .optional(),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(INVITE_DESCRIPTION_MAX, `Description must be at most ${INVITE_DESCRIPTION_MAX} characters`)
    .optional(),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'Expiration date must be a valid date' })
    .refine((v) => new Date(v).getTime() > Date.now(), 'Expiration date must be in the future')
    .optional(),
  maxUses: z
    .number({ error: 'Max uses must be a number' })
    .int('Max uses must be a whole number')
    .min(1, 'Max uses must be at least 1')
    .max(INVITE_MAX_USES_LIMIT, 'Max uses is too large')
    .optional(),
});
export type CreateInviteRequest = z.infer<typeof createInviteRequest>;

export const inviteListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).catch(INVITE_LIST_LIMIT).transform((n) => Math.min(n, MAX_PAGE_LIMIT)).default(INVITE_LIST_LIMIT),
  active: z.enum(['true', 'false'], { error: 'active must be true or false' }).optional(),
});
export type InviteListQuery = z.infer<typeof inviteListQuery>;

export const inviteListResponse = z.object({
  success: z.literal(true),
  inviteCodes: z.array(inviteCodeSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number(), totalPages: z.number() }),
});
export type InviteListResponse = z.infer<typeof inviteListResponse>;

export const inviteCodeResponse = z.object({ success: z.literal(true), inviteCode: inviteCodeSchema });
export type InviteCodeResponse = z.infer<typeof inviteCodeResponse>;
