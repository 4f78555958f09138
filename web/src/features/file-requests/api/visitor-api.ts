import { useQuery } from '@tanstack/react-query';
import {
  REQUEST_TOKEN_HEADER,
  type PublicFileRequestResponse,
  type PublicRequestUploadsResponse,
  type RequestAccessRequest,
  type RequestAccessResponse,
} from '@vaultbox/common/schemas/file-requests.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// The visitor's calls of a file request (docs/product.md, File requests): no session, a visitor token instead.

const base = (slug: string) => `/requests/public/${encodeURIComponent(slug)}`;

/** GET /api/requests/public/{slug}: the page's title, message and limits. */
export function usePublicFileRequest(slug: string) {
  return useQuery({
    queryKey: ['file-request-visit', slug],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<PublicFileRequestResponse>(base(slug), {
          signal,
          anonymous: true,
          skipUnauthorizedHandler: true,
        })
      ).data.request,
    retry: false,
  });
}

/** POST /api/requests/public/{slug}/access: a visitor token, after the password and with the name. */
export async function requestAccess(slug: string, body: RequestAccessRequest) {
  const res = await apiRequest<RequestAccessResponse>(`${base(slug)}/access`, {
    method: 'POST',
    body,
    anonymous: true,
    skipUnauthorizedHandler: true,
  });
  return res.data;
}

/** GET /api/requests/public/{slug}/files: the visitor's own uploads, or everyone's when the request shows them. */
export function useVisitorUploads(slug: string, token: string | null, version: number) {
  return useQuery({
    queryKey: ['file-request-visit', slug, 'files', token, version],
    enabled: token !== null,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<PublicRequestUploadsResponse>(`${base(slug)}/files`, {
          signal,
          anonymous: true,
          skipUnauthorizedHandler: true,
          headers: { [REQUEST_TOKEN_HEADER]: token ?? '' },
        })
      ).data.uploads,
  });
}
