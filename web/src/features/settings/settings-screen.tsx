import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../components/load-error-alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useProfile } from './api/get-profile.ts';
import { AppearanceTab } from './components/appearance-tab.tsx';
import { NotificationsTab } from './components/notifications-tab.tsx';
import { PrivacyTab } from './components/privacy-tab.tsx';
import { ProfileTab } from './components/profile-tab.tsx';
import { SecurityTab } from './components/security-tab.tsx';
import { isSettingsTab, panelId, SettingsTabs, tabId, type SettingsTab } from './components/settings-tabs.tsx';
import { StorageTab } from './components/storage-tab.tsx';

/** SPEC §2 Settings: Profile, Security, Notifications, Appearance, Privacy and Storage; the tab is in the address. */
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
      <div>
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{t('title')}</h2>
        <p className="mt-1 text-slate-500 dark:text-slate-400">{t('subtitle')}</p>
      </div>
      <SettingsTabs active={tab} onChange={select} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="space-y-6">
        {profile.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner className="size-6 text-indigo-500" label={tApp('app.loading')} />
          </div>
        ) : profile.isError ? (
          <LoadErrorAlert query={profile} title={t('messages.loadFailed')} retryLabel={t('common.retry')} />
        ) : tab === 'profile' ? (
          <ProfileTab user={profile.data} />
        ) : tab === 'security' ? (
          <SecurityTab user={profile.data} />
        ) : tab === 'notifications' ? (
          <NotificationsTab />
        ) : tab === 'appearance' ? (
          <AppearanceTab />
        ) : tab === 'privacy' ? (
          <PrivacyTab />
        ) : (
          <StorageTab user={profile.data} />
        )}
      </div>
    </div>
  );
}
