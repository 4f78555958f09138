import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@vaultbox/common/schemas/auth.ts';
import type { OidcPendingResponse } from '@vaultbox/common/schemas/oidc.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';

/** Where the login screen's button goes: a full navigation, since the answer is the provider's redirect. */
export const OIDC_START_PATH = '/api/auth/oidc/start';

/** What a callback's ticket is for (a session, a link, a registration) and the e-mail it names. */
export function fetchOidcPending(ticket: string): Promise<OidcPendingResponse> {
  return apiRequest<OidcPendingResponse>('/auth/oidc/pending', { method: 'POST', body: { ticket }, anonymous: true });
}

export interface OidcFinish {
  path: 'session' | 'link' | 'register';
  body: { ticket: string; twoFactorCode?: string; password?: string; inviteCode?: string };
}

// A wrong password or two-factor code is a 401 of this page, not an ended session: no sign-out on it.
const FINISHERS: Record<OidcFinish['path'], (body: OidcFinish['body']) => Promise<LoginResponse>> = {
  session: (body) =>
    apiRequest<LoginResponse>('/auth/oidc/session', {
      method: 'POST',
      body,
      anonymous: true,
      skipUnauthorizedHandler: true,
    }),
  link: (body) =>
    apiRequest<LoginResponse>('/auth/oidc/link', {
      method: 'POST',
      body,
      anonymous: true,
      skipUnauthorizedHandler: true,
    }),
  register: (body) =>
    apiRequest<LoginResponse>('/auth/oidc/register', {
      method: 'POST',
      body,
      anonymous: true,
      skipUnauthorizedHandler: true,
    }),
};

const finishOidc = ({ path, body }: OidcFinish) => FINISHERS[path](body);

/** Spends the ticket for the login answer and stores the session, as a password sign-in does (docs/product.md, Sessions). */
export function useFinishOidc() {
  return useMutation({ mutationFn: finishOidc, onSuccess: (res) => sessionStore.signIn(res.data) });
}
