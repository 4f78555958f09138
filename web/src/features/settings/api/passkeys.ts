import { useQuery } from '@tanstack/react-query';
import { startRegistration } from '@simplewebauthn/browser';
import type { SettingsResponse } from '@vaultbox/common/schemas/auth.ts';
import type { MessageResponse } from '@vaultbox/common/schemas/common.ts';
import type {
  Passkey,
  PasskeyResponse,
  PasskeysResponse,
  RegistrationOptionsResponse,
} from '@vaultbox/common/schemas/passkeys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { settingsKeys } from './settings-keys.ts';

const passkeysKey = ['user', 'passkeys'] as const;

export async function fetchPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  return (await apiRequest<PasskeysResponse>('/user/passkeys', { signal })).passkeys;
}

/** GET /api/user/passkeys: the account's passkeys, oldest first. */
export function usePasskeys() {
  return useQuery({ queryKey: passkeysKey, queryFn: ({ signal }) => fetchPasskeys(signal) });
}

/**
 * Adds a passkey: the server's options, the browser's ceremony (its own prompt: fingerprint, face, PIN or a security
 * key), then the answer with the chosen name. Throws the browser's error when the person cancels.
 */
export async function addPasskey(name: string): Promise<Passkey> {
  const { challengeId, options } = await apiRequest<RegistrationOptionsResponse>('/user/passkeys/register/options', {
    method: 'POST',
  });
  const credential = await startRegistration({ optionsJSON: options });
  const res = await apiRequest<PasskeyResponse>('/user/passkeys/register', {
    method: 'POST',
    body: { challengeId, name, credential },
  });
  return res.passkey;
}

export function useAddPasskey() {
  return useRefreshingMutation(addPasskey, [passkeysKey, settingsKeys.activityAll]);
}

export function renamePasskey({ id, name }: { id: string; name: string }): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/user/passkeys/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name } });
}

export function useRenamePasskey() {
  return useRefreshingMutation(renamePasskey, [passkeysKey]);
}

export function removePasskey(id: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/user/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemovePasskey() {
  return useRefreshingMutation(removePasskey, [passkeysKey, settingsKeys.activityAll]);
}

/** Whether the server offers passkeys (GET /api/auth/settings, the login screen's query and cache). */
export function usePasskeysOffered() {
  return useQuery({
    queryKey: ['auth', 'settings'],
    queryFn: ({ signal }) => apiRequest<SettingsResponse>('/auth/settings', { signal, anonymous: true }),
    staleTime: 60_000,
    select: (settings) => settings.passkeys,
  });
}
