import { z } from 'zod';
import { EMAIL_MAX } from '../constants.ts';

export const errorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** A trimmed, bounded string: every text field has a ceiling so a 100 kB value is a 400, not a write. */
export const boundedString = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

/** A string field whose "missing" and "wrong type" errors read as sentences about the field. */
export const textField = (label: string) =>
  z.string({ error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be text`) });

/** Trimmed, required, a plausible address and bounded; stored as typed, compared lowercased by the server. */
export const emailField = textField('Email')
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));
