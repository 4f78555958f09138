import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreateFileRequestRequest,
  FileRequest,
  FileRequestListResponse,
  FileRequestResponse,
  FileRequestUploadsResponse,
  UpdateFileRequestRequest,
} from '@vaultbox/common/schemas/file-requests.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useDeleteById } from '../../../lib/use-delete-by-id.ts';

// The owner's file request calls (docs/product.md, File requests).

export const fileRequestKeys = {
  all: ['file-requests'] as const,
  list: (page: number) => ['file-requests', 'list', page] as const,
  uploads: (id: string, page: number) => ['file-requests', 'uploads', id, page] as const,
};

const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: fileRequestKeys.all });

/** GET /api/file-requests: a page of the owner's requests, newest first. */
export function useFileRequests(page: number, limit = 20) {
  return useQuery({
    queryKey: fileRequestKeys.list(page),
    queryFn: async ({ signal }) =>
      (await apiRequest<FileRequestListResponse>('/file-requests', { query: { page, limit }, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/file-requests. */
export function useCreateFileRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateFileRequestRequest): Promise<FileRequest> =>
      (await apiRequest<FileRequestResponse>('/file-requests', { method: 'POST', body })).data.request,
    onSuccess: () => refresh(queryClient),
  });
}

/** PATCH /api/file-requests/{id}. */
export function useUpdateFileRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdateFileRequestRequest }): Promise<FileRequest> =>
      (
        await apiRequest<FileRequestResponse>(`/file-requests/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          body: changes,
        })
      ).data.request,
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE /api/file-requests/{id}: the link goes, its album and files stay. */
export function useDeleteFileRequest() {
  return useDeleteById('/file-requests', refresh);
}

/** GET /api/file-requests/{id}/uploads: who sent what; reading it marks what arrived as seen. */
export function useFileRequestUploads(id: string | null, page: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: fileRequestKeys.uploads(id ?? '', page),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const res = await apiRequest<FileRequestUploadsResponse>(
        `/file-requests/${encodeURIComponent(id ?? '')}/uploads`,
        {
          query: { page, limit: 50 },
          signal,
        },
      );
      // The list's "new" counts moved: the rows show it at once.
      void queryClient.invalidateQueries({ queryKey: ['file-requests', 'list'] });
      return res.data;
    },
  });
}
