import type { AuthData, RefreshResponse } from '@vaultbox/common/schemas/auth.ts';
import type { ProfileResponse, User } from '@vaultbox/common/schemas/user.ts';
import { apiRequest } from './api-client.ts';

// The session's own calls live beside the session (not in a feature): the shell, the guards and every feature need them.

export async function fetchProfile(signal?: AbortSignal): Promise<User> {
  const res = await apiRequest<ProfileResponse>('/user/profile', { signal, skipUnauthorizedHandler: true });
  return res.data.user;
}

export function refreshSessionRequest(refreshToken: string): Promise<RefreshResponse> {
  return apiRequest<RefreshResponse>('/auth/refresh', {
    method: 'POST',
    body: { refreshToken },
    skipUnauthorizedHandler: true,
  });
}

export async function logoutRequest(): Promise<void> {
  await apiRequest<unknown>('/auth/logout', { method: 'POST', skipUnauthorizedHandler: true });
}

export type { AuthData };
