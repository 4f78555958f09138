import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@vaultbox/common/schemas/common.ts';
import type { PublicShareResponse, RecipientVerifyRequest } from '@vaultbox/common/schemas/public-share.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PublicShare } from './get-public-share.ts';

// A recipient-verified link (docs/product.md, Recipient-verified links): the code mailed to a listed address, then
// the page data, answered by the code's check itself (it takes the view a page load takes).

const base = (slug: string) => `/share/public/${encodeURIComponent(slug)}/recipient`;

/** POST /api/share/public/{slug}/recipient/code: the same answer for every address; only listed ones get a mail. */
export async function requestRecipientCode(slug: string, email: string): Promise<void> {
  await apiRequest<MessageResponse>(`${base(slug)}/code`, {
    method: 'POST',
    body: { email },
    anonymous: true,
    skipUnauthorizedHandler: true,
  });
}

/** POST /api/share/public/{slug}/recipient/verify: the page data with a grant bound to the address. */
export async function verifyRecipientCode(slug: string, body: RecipientVerifyRequest): Promise<PublicShare> {
  const res = await apiRequest<PublicShareResponse>(`${base(slug)}/verify`, {
    method: 'POST',
    body,
    anonymous: true,
    skipUnauthorizedHandler: true,
  });
  return res.data;
}

export const useRequestRecipientCode = (slug: string) =>
  useMutation({ mutationFn: (email: string) => requestRecipientCode(slug, email) });

export const useVerifyRecipientCode = (slug: string) =>
  useMutation({ mutationFn: (body: RecipientVerifyRequest) => verifyRecipientCode(slug, body) });
