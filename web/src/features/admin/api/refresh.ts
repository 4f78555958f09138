import type { QueryClient } from '@tanstack/react-query';
import { fetchProfile } from '../../../lib/session-api.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { adminKeys } from './admin-keys.ts';

/**
 * After a user is created, changed or deleted: the lists and the site statistics are stale. When the owner changed
 * their own account (their storage limit, say), the sidebar's figures follow.
 */
export async function refreshAfterUserChange(queryClient: QueryClient, changedId?: string): Promise<void> {
  const own = changedId !== undefined && sessionStore.get()?.user.id === changedId;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.users }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
    own
      ? fetchProfile()
          .then((user) => sessionStore.setUser(user))
          .catch(() => undefined)
      : undefined,
  ]);
}
