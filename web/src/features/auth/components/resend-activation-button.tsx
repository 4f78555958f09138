import { useTranslation } from 'react-i18next';
import { MailCheck } from 'lucide-react';
import { ACTIVATION_RESEND_COOLDOWN_S } from '@vaultbox/common/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useResendActivation } from '../api/resend-activation.ts';
import { useCountdown } from '../use-countdown.ts';

/**
 * Resend activation: idle, sending, countdown (60 s after a successful send), idle.
 * Disabled while sending, during the countdown, or when no address is known.
 */
export function ResendActivationButton({
  email,
  onSent,
  variant = 'secondary',
}: {
  email: string | null;
  onSent?: () => void;
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation();
  const resend = useResendActivation();
  const { remaining, start } = useCountdown();

  const handleClick = () => {
    if (!email) return;
    resend.mutate(
      { email },
      {
        onSuccess: () => {
          start(ACTIVATION_RESEND_COOLDOWN_S);
          // A screen that shows its own notice says so through onSent; elsewhere a toast does.
          if (onSent) onSent();
          else notify.success(t('emailConfirmation.sent'));
        },
        onError: (error) => {
          // A 429 carries its own wait: honour it with the countdown.
          if (error instanceof ApiError && error.retryAfter) start(error.retryAfter);
          notify.error(errorMessage(error, t('emailConfirmation.resendFailed')));
        },
      },
    );
  };

  const label = resend.isPending
    ? t('emailConfirmation.sending')
    : remaining > 0
      ? t('emailConfirmation.resendIn', { n: remaining })
      : t('emailConfirmation.resend');

  return (
    <Button
      variant={variant}
      fullWidth
      loading={resend.isPending}
      disabled={!email || remaining > 0}
      onClick={handleClick}
      icon={<MailCheck className="size-4" />}
    >
      {label}
    </Button>
  );
}
