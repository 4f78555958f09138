import { useTranslation } from 'react-i18next';
import type { Preferences } from '@vaultbox/common/schemas/user.ts';
import { Toggle } from '../../../components/ui/toggle.tsx';
import { useSavePreferences } from '../use-save-preferences.ts';
import { PreferencesLoader } from './preferences-loader.tsx';
import { SettingsSection } from './settings-section.tsx';

const KEYS = ['email', 'push', 'shareActivity', 'storageAlerts', 'uploadConfirmation'] as const;

/** SPEC §3 notifications: five switches, each saved as it flips. */
export function NotificationsTab() {
  return <PreferencesLoader>{(preferences) => <NotificationToggles preferences={preferences} />}</PreferencesLoader>;
}

function NotificationToggles({ preferences }: { preferences: Preferences }) {
  const { t } = useTranslation('settings');
  const { save, saving, pending } = useSavePreferences();
  return (
    <SettingsSection title={t('notifications.title')} description={t('notifications.description')}>
      <div className="space-y-5">
        {KEYS.map((key) => (
          <Toggle
            key={key}
            checked={pending?.notifications?.[key] ?? preferences.notifications[key]}
            onChange={(value) => save({ notifications: { [key]: value } })}
            disabled={saving}
            label={t(`notifications.${key}`)}
            description={t(`notifications.${key}Hint`)}
          />
        ))}
      </div>
    </SettingsSection>
  );
}
