import { WebAuthnError } from '@simplewebauthn/browser';
import { ApiError } from '../lib/api-client.ts';

// Not in lib/: lib/ shares one chunk that every page loads (web/vite.config.ts), and this file brings @simplewebauthn.

/** What went wrong with a passkey, as the key of its sentence in the `passkeys` namespace (`errors.<problem>`). */
export type PasskeyProblem = 'cancelled' | 'notAllowed' | 'unknown' | 'alreadyAdded' | 'failed';

/**
 * The browser's refusals of a passkey ceremony and the server's "unknown passkey", named; null for a server answer
 * with a sentence of its own (a challenge expired, a rate limit), which is shown as it is.
 */
export function passkeyProblemOf(error: unknown): PasskeyProblem | null {
  if (error instanceof ApiError) {
    if (error.code === 'PASSKEY_UNKNOWN') return 'unknown';
    return error.fromServer ? null : 'failed';
  }
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_CEREMONY_ABORTED') return 'cancelled';
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'alreadyAdded';
    if (error.code === 'ERROR_INVALID_DOMAIN' || error.code === 'ERROR_INVALID_RP_ID') return 'notAllowed';
  }
  const name = error instanceof Error ? error.name : '';
  // NotAllowedError: the person closed the browser's prompt, or it timed out (the browser does not say which).
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (name === 'SecurityError' || name === 'NotSupportedError') return 'notAllowed';
  if (name === 'InvalidStateError') return 'alreadyAdded';
  return 'failed';
}
