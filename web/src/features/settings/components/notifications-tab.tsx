import { useTranslation } from 'react-i18next';
import type { Preferences } from '@vaultbox/common/schemas/user.ts';
import { Toggle } from '../../../components/ui/toggle.tsx';
import { useSavePreferences } from '../use-save-preferences.ts';
import { BrowserPushControl } from './browser-push-control.tsx';
import { ExpiryReminderField } from './expiry-reminder-field.tsx';
import { PreferencesLoader } from './preferences-loader.tsx';
import { SettingsSection } from './settings-section.tsx';

type Switch = 'email' | 'push' | 'shareActivity' | 'storageAlerts' | 'uploadConfirmation';

/**
 * The notification preferences (docs/product.md, Settings: Notifications): how notices travel (email, this browser's
 * push), which kinds are made, and the expiry reminder; each saved as it changes.
 */
export function NotificationsTab() {
  return <PreferencesLoader>{(preferences) => <NotificationSettings preferences={preferences} />}</PreferencesLoader>;
}

function NotificationSettings({ preferences }: { preferences: Preferences }) {
  const { t } = useTranslation('notifications');
  const { save, saving, pending } = useSavePreferences();
  const values = { ...preferences.notifications, ...pending?.notifications };
  const toggle = (key: Switch) => (
    <Toggle
      checked={values[key]}
      onChange={(value) => save({ notifications: { [key]: value } })}
      disabled={saving}
      label={t(`settings.${key}`)}
      description={t(`settings.${key}Hint`)}
    />
  );
  return (
    <SettingsSection title={t('settings.title')} description={t('settings.description')}>
      <div className="space-y-5">
        {toggle('email')}
        {toggle('push')}
        {values.push ? <BrowserPushControl /> : null}
        <hr className="border-slate-200 dark:border-slate-800" />
        {toggle('shareActivity')}
        {toggle('storageAlerts')}
        {toggle('uploadConfirmation')}
        <ExpiryReminderField
          days={values.expiryReminderDays}
          disabled={saving}
          onChange={(days) => save({ notifications: { expiryReminderDays: days } })}
        />
      </div>
    </SettingsSection>
  );
}
