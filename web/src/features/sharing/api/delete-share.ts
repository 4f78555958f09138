import { refreshAfterShareChange } from '../../../lib/share-api.ts';
import { useDeleteById } from '../../../lib/use-delete-by-id.ts';

/** DELETE /api/share/{id}; the lists and the dashboard's share counters follow. */
export function useDeleteShare() {
  return useDeleteById('/share', refreshAfterShareChange);
}
