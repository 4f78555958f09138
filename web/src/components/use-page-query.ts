import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';

/** One page of a list: while another page or filter loads, the page shown stays instead of giving way to a spinner. */
export function usePageQuery<T>(queryKey: QueryKey, fetchPage: (signal: AbortSignal) => Promise<T>) {
  return useQuery({ queryKey, queryFn: ({ signal }) => fetchPage(signal), placeholderData: keepPreviousData });
}
