import { useQuery } from '@tanstack/react-query';
import type { StorageBreakdownResponse } from '@vaultbox/common/schemas/account.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export type StorageBreakdown = StorageBreakdownResponse['data'];

export async function fetchStorageBreakdown(signal?: AbortSignal): Promise<StorageBreakdown> {
  return (await apiRequest<StorageBreakdownResponse>('/user/storage-breakdown', { signal })).data;
}

/** GET /api/user/storage-breakdown: bytes and files per category. */
export function useStorageBreakdown() {
  return useQuery({ queryKey: settingsKeys.storageBreakdown, queryFn: ({ signal }) => fetchStorageBreakdown(signal) });
}
