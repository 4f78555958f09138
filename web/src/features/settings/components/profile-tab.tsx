import type { User } from '@vaultbox/common/schemas/user.ts';
import { AccountOverview } from './account-overview.tsx';
import { AvatarEditor } from './avatar-editor.tsx';
import { PendingEmailNotice } from './pending-email-notice.tsx';
import { ProfileForm } from './profile-form.tsx';

export function ProfileTab({ user }: { user: User }) {
  return (
    <>
      <AccountOverview user={user} />
      <PendingEmailNotice user={user} />
      <ProfileForm key={`${user.email}|${user.displayName ?? ''}|${user.avatar ?? ''}|${user.bio ?? ''}`} user={user} />
      <AvatarEditor user={user} />
    </>
  );
}
