import { ApiError } from '../../lib/api-client.ts';

/** i18n keys (namespace sharing) of the page's error view. */
export type LoadErrorKey = 'public.notFound' | 'public.viewLimit' | 'public.paused' | 'public.loadFailed';

export type LoadFailure =
  | { kind: 'password'; invalid: boolean; message: string | null }
  | { kind: 'error'; messageKey: LoadErrorKey }
  /** A recipient-verified link: the visitor proves an address with a mailed code (docs/product.md, Recipient-verified links). */
  | { kind: 'recipient' };

/**
 * A failed load of the public page: a 401 asks for the password ('Invalid password' when one was sent); 404 'Share link
 * not found or has expired'; 410 'Share link has reached its view limit'; SHARE_PAUSED (403, a link its leak alert
 * paused) 'This link has been paused by its owner'; anything else 'Failed to load shared media'.
 * Too many wrong passwords (429) keep the prompt, with the server's reason.
 */
export function loadFailure(error: unknown, passwordSent: boolean): LoadFailure {
  const status = error instanceof ApiError ? error.status : null;
  if (error instanceof ApiError && error.code === 'RECIPIENT_REQUIRED') return { kind: 'recipient' };
  if (status === 401) return { kind: 'password', invalid: passwordSent, message: null };
  if (status === 429 && passwordSent) return { kind: 'password', invalid: false, message: (error as ApiError).message };
  if (error instanceof ApiError && error.code === 'SHARE_PAUSED') return { kind: 'error', messageKey: 'public.paused' };
  if (status === 404) return { kind: 'error', messageKey: 'public.notFound' };
  if (status === 410) return { kind: 'error', messageKey: 'public.viewLimit' };
  return { kind: 'error', messageKey: 'public.loadFailed' };
}
