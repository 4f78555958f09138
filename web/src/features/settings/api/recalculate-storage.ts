import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecalculateStorageResponse } from '@vaultbox/common/schemas/account.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';

export type Recalculated = RecalculateStorageResponse['data'];

export async function recalculateStorage(): Promise<Recalculated> {
  return (await apiRequest<RecalculateStorageResponse>('/user/recalculate-storage', { method: 'POST' })).data;
}

/** POST /api/user/recalculate-storage: storageUsed recomputed from the files; the sidebar's bar follows. */
export function useRecalculateStorage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recalculateStorage,
    onSuccess: async ({ storageUsed, storageLimit }) => {
      const user = sessionStore.get()?.user;
      if (user) sessionStore.setUser({ ...user, storageUsed, storageLimit });
      await queryClient.invalidateQueries({ queryKey: ['user'] });
    },
  });
}
