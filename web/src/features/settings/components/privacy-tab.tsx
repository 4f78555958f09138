import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import { publicProfilePath } from '@vaultbox/common/schemas/public-profile.ts';
import type { Preferences } from '@vaultbox/common/schemas/user.ts';
import { inputClasses } from '../../../components/ui/field.tsx';
import { useSavePreferences } from '../use-save-preferences.ts';
import { PreferencesLoader } from './preferences-loader.tsx';
import { PreferenceToggles } from './preference-toggles.tsx';
import { SettingsSection } from './settings-section.tsx';

const SWITCHES = ['allowAnalytics'] as const;

/**
 * Privacy (docs/product.md, Settings: Privacy): whether /u/{username} shows the profile and its public files, and
 * whether share links keep their visitors' network, browser and device. Each hint says what the choice does.
 */
export function PrivacyTab({ username }: { username: string }) {
  return (
    <PreferencesLoader>
      {(preferences) => <PrivacySettings preferences={preferences} username={username} />}
    </PreferencesLoader>
  );
}

function PrivacySettings({ preferences, username }: { preferences: Preferences; username: string }) {
  const { t } = useTranslation('settings');
  const { save, saving, pending } = useSavePreferences();
  const visibilityId = useId();
  const privacy = { ...preferences.privacy, ...pending?.privacy };
  const address = publicProfilePath(username);
  const isPublic = privacy.profileVisibility === 'public';
  return (
    <SettingsSection title={t('privacy.title')} description={t('privacy.description')}>
      <div className="space-y-5">
        <div className="space-y-2">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <label htmlFor={visibilityId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
                {t('privacy.profileVisibility')}
              </label>
              <p className="text-xs break-words text-slate-500 dark:text-slate-400" id={`${visibilityId}-hint`}>
                {t(isPublic ? 'privacy.profilePublicHint' : 'privacy.profilePrivateHint', { address })}
              </p>
            </div>
            <select
              id={visibilityId}
              value={privacy.profileVisibility}
              disabled={saving}
              aria-describedby={`${visibilityId}-hint`}
              onChange={(e) => save({ privacy: { profileVisibility: e.target.value as 'private' | 'public' } })}
              className={inputClasses(false, 'shrink-0 sm:w-48')}
              data-testid="profile-visibility"
            >
              <option value="private">{t('privacy.private')}</option>
              <option value="public">{t('privacy.public')}</option>
            </select>
          </div>
          {isPublic ? (
            <Link
              to={address}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400"
              data-testid="public-profile-link"
            >
              {t('privacy.openProfile')}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </Link>
          ) : null}
        </div>
        <PreferenceToggles group="privacy" keys={SWITCHES} values={privacy} save={save} saving={saving} />
      </div>
    </SettingsSection>
  );
}
