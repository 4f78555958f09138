import { ApiError } from '../../lib/api-client.ts';

/**
 * The admin screens' failures: the server's error field is shown, otherwise the screen's own sentence ('Failed to
 * ...'). A request that never reached the server says so (network, timeout).
 */
export function adminErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.fromServer) return error.message;
    if (error.kind === 'network' || error.kind === 'timeout') return error.message;
  }
  return fallback;
}
