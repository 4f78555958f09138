import { useTranslation } from 'react-i18next';
import type { PreferencesUpdate } from '@vaultbox/common/schemas/user.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { useUpdatePreferences } from './api/update-preferences.ts';

/** Saves a part of the preferences with its notices ('Preferences updated successfully' or the failure). */
export function useSavePreferences() {
  const { t } = useTranslation('settings');
  const mutation = useUpdatePreferences();
  const save = (changes: PreferencesUpdate, options: { onSuccess?: () => void; onError?: () => void } = {}) =>
    mutation.mutate(changes, {
      onSuccess: () => {
        notify.success(t('messages.preferencesUpdated'));
        options.onSuccess?.();
      },
      onError: (error) => {
        notify.error(`${t('messages.preferencesFailed')}: ${errorMessage(error)}`);
        options.onError?.();
      },
    });
  return { save, saving: mutation.isPending, pending: mutation.isPending ? mutation.variables : undefined };
}
