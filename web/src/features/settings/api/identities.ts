import { useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '@vaultbox/common/schemas/common.ts';
import type { IdentitiesResponse, LinkStartResponse } from '@vaultbox/common/schemas/oidc.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { settingsKeys } from './settings-keys.ts';

const identitiesKey = ['user', 'identities'] as const;

/** GET /api/user/identities: the linked single sign-on identities, whether a password is set, the provider to link. */
export function useIdentities() {
  return useQuery({
    queryKey: identitiesKey,
    queryFn: ({ signal }) => apiRequest<IdentitiesResponse>('/user/identities', { signal }),
  });
}

/** POST /api/user/identities/link/start: the provider's address, which the browser then goes to. */
export function startIdentityLink(): Promise<LinkStartResponse> {
  return apiRequest<LinkStartResponse>('/user/identities/link/start', { method: 'POST' });
}

export function unlinkIdentity(id: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/user/identities/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** DELETE /api/user/identities/{id}: refused (409) when it is the account's only way to sign in. */
export function useUnlinkIdentity() {
  return useRefreshingMutation(unlinkIdentity, [identitiesKey, settingsKeys.activityAll]);
}
