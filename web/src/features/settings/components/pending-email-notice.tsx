import { useTranslation } from 'react-i18next';
import { RotateCw, X } from 'lucide-react';
import type { User } from '@vaultbox/common/schemas/user.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toastOutcome } from '../../../lib/toast.ts';
import { useResendEmailChange } from '../api/resend-email-change.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** A new address waits for its mailed link: say so, send the link again, or give the change up. */
export function PendingEmailNotice({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const resend = useResendEmailChange();
  const cancel = useUpdateProfile();
  if (!user.pendingEmail) return null;
  const pending = user.pendingEmail;

  return (
    <Alert tone="info" title={t('email.pendingTitle')}>
      <p data-testid="pending-email">{t('email.pending', { pending, email: user.email })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          icon={<RotateCw className="size-4" />}
          loading={resend.isPending}
          onClick={() => resend.mutate(undefined, toastOutcome(t('email.sent', { email: pending })))}
        >
          {t('email.resend')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          icon={<X className="size-4" />}
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(
              { email: user.email },
              toastOutcome(t('email.cancelled'), (error) => errorMessage(error, t('messages.profileFailed'))),
            )
          }
        >
          {t('email.cancel')}
        </Button>
      </div>
    </Alert>
  );
}
