import { useTranslation } from 'react-i18next';
import type { Preferences } from '@vaultbox/common/schemas/user.ts';
import { useSavePreferences } from '../use-save-preferences.ts';
import { PreferencesLoader } from './preferences-loader.tsx';
import { PreferenceToggles } from './preference-toggles.tsx';
import { SettingsSection } from './settings-section.tsx';

const KEYS = ['email', 'push', 'shareActivity', 'storageAlerts', 'uploadConfirmation'] as const;

/** The notification preferences: five switches, each saved as it flips. */
export function NotificationsTab() {
  return <PreferencesLoader>{(preferences) => <NotificationToggles preferences={preferences} />}</PreferencesLoader>;
}

function NotificationToggles({ preferences }: { preferences: Preferences }) {
  const { t } = useTranslation('settings');
  const { save, saving, pending } = useSavePreferences();
  return (
    <SettingsSection title={t('notifications.title')} description={t('notifications.description')}>
      <div className="space-y-5">
        <PreferenceToggles
          group="notifications"
          keys={KEYS}
          values={{ ...preferences.notifications, ...pending?.notifications }}
          save={save}
          saving={saving}
        />
      </div>
    </SettingsSection>
  );
}
