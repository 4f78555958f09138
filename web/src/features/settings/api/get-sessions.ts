import { useQuery } from '@tanstack/react-query';
import type { SessionInfo, SessionsResponse } from '@vaultbox/common/schemas/account-security.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export async function fetchSessions(signal?: AbortSignal): Promise<SessionInfo[]> {
  return (await apiRequest<SessionsResponse>('/user/sessions', { signal })).sessions;
}

/** GET /api/user/sessions: where the account is signed in, the current one flagged. */
export function useSessions() {
  return useQuery({ queryKey: settingsKeys.sessions, queryFn: ({ signal }) => fetchSessions(signal) });
}
