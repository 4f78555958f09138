import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preferences } from '@vaultbox/common/schemas/user.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePreferences } from '../api/get-preferences.ts';

/** Renders its children with the loaded preferences, a spinner before, a retry on failure. */
export function PreferencesLoader({ children }: { children: (preferences: Preferences) => ReactNode }) {
  const { t } = useTranslation('settings');
  const preferences = usePreferences();
  if (preferences.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner className="size-6 text-indigo-500" />
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <LoadErrorAlert query={preferences} title={t('messages.preferencesLoadFailed')} retryLabel={t('common.retry')} />
    );
  }
  return <>{children(preferences.data)}</>;
}
