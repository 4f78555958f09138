import { useQuery } from '@tanstack/react-query';
import { fetchProfile } from '../../../lib/session-api.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { settingsKeys } from './settings-keys.ts';

/** GET /api/user/profile; the shell's copy of the user follows (name, avatar, storage, preferences). */
export function useProfile() {
  return useQuery({
    queryKey: settingsKeys.profile,
    queryFn: async ({ signal }) => {
      const user = await fetchProfile(signal);
      sessionStore.setUser(user);
      return user;
    },
  });
}
