import { useQuery, type QueryKey } from '@tanstack/react-query';

/** The record a dialog shows: asked for afresh each time it opens, and not at all while it is closed (`id` null). */
export function useFreshRecord<T>(
  queryKey: (id: string) => QueryKey,
  id: string | null,
  fetchRecord: (id: string, signal: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey: queryKey(id ?? ''),
    queryFn: ({ signal }) => fetchRecord(id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
