import type { AuthData, RefreshResponse } from '@vaultbox/common/schemas/auth.ts';
import type { Language } from '@vaultbox/common/constants.ts';
import type { Preferences, PreferencesResponse, ProfileResponse, User } from '@vaultbox/common/schemas/user.ts';
import { apiRequest } from './api-client.ts';

// The session's own calls live beside the session (not in a feature): the shell, the guards and every feature need them.

/** GET /user/profile; `sent`: the same request already on its way (the page's HTML asked for it). */
export async function fetchProfile(signal?: AbortSignal, sent?: Promise<Response>): Promise<User> {
  const res = await apiRequest<ProfileResponse>('/user/profile', { signal, sent, skipUnauthorizedHandler: true });
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

/** The language of the signed-in account's preferences (PUT /user/preferences merges what it names). */
export async function saveLanguagePreference(language: Language): Promise<Preferences> {
  const res = await apiRequest<PreferencesResponse>('/user/preferences', { method: 'PUT', body: { language } });
  return res.data.preferences;
}
