import { ApiError } from '../../lib/api-client.ts';

/** i18n keys (namespace share-recipients) of the code steps' messages. */
export type RecipientMessageKey =
  'public.invalidCode' | 'public.passwordNeeded' | 'public.invalidPassword' | 'public.tooMany';

/**
 * What a refused code request or check says (docs/product.md, Recipient-verified links): a wrong or dead code, a
 * password the link also needs (the field then shows), a wrong password, too many attempts; anything else (the link
 * ended meanwhile, its views ran out) in the server's own sentence.
 */
export function recipientFailure(error: unknown): { key: RecipientMessageKey; needsPassword: boolean } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'INVALID_RECIPIENT_CODE') return { key: 'public.invalidCode', needsPassword: false };
  if (error.code === 'PASSWORD_REQUIRED') return { key: 'public.passwordNeeded', needsPassword: true };
  if (error.code === 'INVALID_PASSWORD') return { key: 'public.invalidPassword', needsPassword: true };
  if (error.status === 429) return { key: 'public.tooMany', needsPassword: false };
  return null;
}
