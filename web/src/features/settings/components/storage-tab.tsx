import type { User } from '@vaultbox/common/schemas/user.ts';
import { PreferencesLoader } from './preferences-loader.tsx';
import { StorageBreakdown } from './storage-breakdown.tsx';
import { StorageUsage } from './storage-usage.tsx';
import { UploadPreferencesForm } from './upload-preferences-form.tsx';

export function StorageTab({ user }: { user: User }) {
  return (
    <>
      <StorageUsage user={user} />
      <StorageBreakdown />
      <PreferencesLoader>{(preferences) => <UploadPreferencesForm upload={preferences.upload} />}</PreferencesLoader>
    </>
  );
}
