import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../components/query-content.tsx';
import { ScreenHeading } from '../../components/screen-heading.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useProfile } from './api/get-profile.ts';
import { ApiTokensTab } from './components/api-tokens-tab.tsx';
import { AppearanceTab } from './components/appearance-tab.tsx';
import { NotificationsTab } from './components/notifications-tab.tsx';
import { PrivacyTab } from './components/privacy-tab.tsx';
import { ProfileTab } from './components/profile-tab.tsx';
import { SecurityTab } from './components/security-tab.tsx';
import { isSettingsTab, panelId, SettingsTabs, tabId, type SettingsTab } from './components/settings-tabs.tsx';
import { StorageTab } from './components/storage-tab.tsx';

/** Settings: Profile, Security, API tokens, Notifications, Appearance, Privacy and Storage; the tab is in the address. */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const { t: tApp } = useTranslation();
  usePageTitle(tApp('pages.settings'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: SettingsTab = isSettingsTab(requested) ? requested : 'profile';
  const profile = useProfile();

  const select = (next: SettingsTab) => setParams(next === 'profile' ? {} : { tab: next }, { replace: true });

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <ScreenHeading title={t('title')} subtitle={t('subtitle')} />
      <SettingsTabs active={tab} onChange={select} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="space-y-6">
        <QueryContent query={profile} errorTitle={t('messages.loadFailed')} retryLabel={t('common.retry')}>
          {(user) =>
            tab === 'profile' ? (
              <ProfileTab user={user} />
            ) : tab === 'security' ? (
              <SecurityTab user={user} />
            ) : tab === 'tokens' ? (
              <ApiTokensTab user={user} />
            ) : tab === 'notifications' ? (
              <NotificationsTab />
            ) : tab === 'appearance' ? (
              <AppearanceTab />
            ) : tab === 'privacy' ? (
              <PrivacyTab username={user.username} />
            ) : (
              <StorageTab user={user} />
            )
          }
        </QueryContent>
      </div>
    </div>
  );
}
