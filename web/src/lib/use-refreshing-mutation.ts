import { useMutation, useQueryClient, type MutationFunction, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation after which the queries it made stale are fetched again: once it succeeded, or with `'settled'` whatever
 * its outcome (a failure may still have changed something). It stays pending until the shown ones are fetched again.
 */
export function useRefreshingMutation<TData, TVariables = void>(
  mutationFn: MutationFunction<TData, TVariables>,
  staleKeys: QueryKey[],
  when: 'success' | 'settled' = 'success',
) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(staleKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({ mutationFn, ...(when === 'success' ? { onSuccess: refresh } : { onSettled: refresh }) });
}
