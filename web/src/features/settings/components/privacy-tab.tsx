import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preferences } from '@vaultbox/common/schemas/user.ts';
import { inputClasses } from '../../../components/ui/field.tsx';
import { useSavePreferences } from '../use-save-preferences.ts';
import { PreferencesLoader } from './preferences-loader.tsx';
import { PreferenceToggles } from './preference-toggles.tsx';
import { SettingsSection } from './settings-section.tsx';

const SWITCHES = ['allowAnalytics', 'shareUsageData'] as const;

/** Privacy: profile visibility and two switches. */
export function PrivacyTab() {
  return <PreferencesLoader>{(preferences) => <PrivacySettings preferences={preferences} />}</PreferencesLoader>;
}

function PrivacySettings({ preferences }: { preferences: Preferences }) {
  const { t } = useTranslation('settings');
  const { save, saving, pending } = useSavePreferences();
  const visibilityId = useId();
  const privacy = { ...preferences.privacy, ...pending?.privacy };
  return (
    <SettingsSection title={t('privacy.title')} description={t('privacy.description')}>
      <div className="space-y-5">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <label htmlFor={visibilityId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('privacy.profileVisibility')}
            </label>
            <p className="text-xs text-slate-500 dark:text-slate-400">{t('privacy.profileVisibilityHint')}</p>
          </div>
          <select
            id={visibilityId}
            value={privacy.profileVisibility}
            disabled={saving}
            onChange={(e) => save({ privacy: { profileVisibility: e.target.value as 'private' | 'public' } })}
            className={inputClasses(false, 'sm:w-48')}
          >
            <option value="private">{t('privacy.private')}</option>
            <option value="public">{t('privacy.public')}</option>
          </select>
        </div>
        <PreferenceToggles group="privacy" keys={SWITCHES} values={privacy} save={save} saving={saving} />
      </div>
    </SettingsSection>
  );
}
