import type { User } from '@vaultbox/common/schemas/user.ts';
import { ActivitySection } from './activity-section.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DangerZone } from './danger-zone.tsx';
import { LinkedIdentitiesSection } from './linked-identities-section.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

export function SecurityTab({ user }: { user: User }) {
  return (
    <>
      <ChangePasswordForm />
      <TwoFactorSection user={user} />
      <PasskeysSection />
      <LinkedIdentitiesSection user={user} />
      <SessionsSection />
      <ActivitySection />
      <DangerZone user={user} />
    </>
  );
}
