import { isEmailAddress } from '@vaultbox/common/rules/email-rule.ts';
import { SHARE_RECIPIENTS_MAX } from '@vaultbox/common/constants.ts';

// The share form's "Only these people" (docs/product.md, Recipient-verified links): addresses typed one per line (or
// separated by commas, semicolons or spaces, as pasted from a mail program), the same address once.

/** The i18n key (with its namespace) of the form's message when the list cannot be sent. */
export type RecipientsError = 'share-recipients:form.invalidList';

export type RecipientsCheck =
  { ok: true; value: string[] } | { ok: false; error: RecipientsError; invalid: string | null; tooMany: boolean };

/** The addresses of the field's text, in order, each once (compared without case). */
export function recipientsOf(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const email = part.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    out.push(email);
  }
  return out;
}

/** The list the server takes: every address valid, at most SHARE_RECIPIENTS_MAX; empty means anyone with the link. */
export function checkRecipients(text: string): RecipientsCheck {
  const emails = recipientsOf(text);
  const invalid = emails.find((email) => !isEmailAddress(email)) ?? null;
  const tooMany = emails.length > SHARE_RECIPIENTS_MAX;
  if (invalid !== null || tooMany) return { ok: false, error: 'share-recipients:form.invalidList', invalid, tooMany };
  return { ok: true, value: emails };
}

/** The field's text for a share's stored list: one address per line. */
export const recipientsText = (recipients: readonly string[]) => recipients.join('\n');

/** True when the typed list says the same as the stored one (order aside). */
export function sameRecipients(text: string, stored: readonly string[]): boolean {
  const typed = recipientsOf(text).map((email) => email.toLowerCase());
  const kept = stored.map((email) => email.toLowerCase());
  return typed.length === kept.length && typed.every((email) => kept.includes(email));
}
