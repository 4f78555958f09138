import { z } from 'zod';
import { EMAIL_MAX } from '../constants.ts';
import { EMAIL_PATTERN } from '../rules/email-rule.ts';

export const errorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** A successful answer: `success: true` beside the call's own fields. */
export const successResponse = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ success: z.literal(true), ...shape });

/** A successful answer whose payload sits under `data`. */
export const dataResponse = <Shape extends z.ZodRawShape>(shape: Shape) => successResponse({ data: z.object(shape) });

export const messageResponse = successResponse({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** An expiry as the client typed it: an ISO date-time with its offset, in the future. */
export const futureDateTime = z.iso
  .datetime({ offset: true, error: 'Expiration date must be a valid date' })
  .refine((v) => new Date(v).getTime() > Date.now(), 'Expiration date must be in the future');

/**
 * An expiry whose UTC year has four digits (an offset can push 9999-12-31 past the year 10000); answered as UTC ISO
 * text, the one form times are stored and compared in.
 */
export const futureDateField = futureDateTime
  .refine((v) => new Date(v).getUTCFullYear() <= 9999, 'Expiration date must be before the year 10000')
  .transform((v) => new Date(v).toISOString());

/** A ceiling on how often something may be used (views, downloads, uses): a whole number from 1 to `max`. */
export const useLimitField = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} is too large`);

/** A stored row's id as a client sends it: in a route's `:id` or a list of ids. */
export const idField = z.string().min(1).max(64);
export const idParams = z.object({ id: idField });

/** A string field whose "missing" and "wrong type" errors read as sentences about the field. */
export const textField = (label: string) =>
  z.string({ error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be text`) });

/** Trimmed, required, an address by the e-mail rule and bounded; stored as typed, compared lowercased by the server. */
export const emailField = textField('Email')
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, 'Email is too long')
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'Please enter a valid email address' }));
