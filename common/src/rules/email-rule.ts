import { z } from 'zod';

/**
 * The one e-mail rule: zod's address pattern. The request schemas check it (`emailField`) and the web's forms check
 * it before sending, so a form never lets through an address the server would refuse.
 */
export const EMAIL_PATTERN: RegExp = z.regexes.email;

/** Whether the text, trimmed as the server trims it, is an address the server takes. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
