import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Clock, Mail } from 'lucide-react';
import { isEmailAddress } from '@vaultbox/common/rules/email-rule.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { AuthLayout, StatusView, linkClasses } from './components/auth-layout.tsx';
import { ResendActivationButton } from './components/resend-activation-button.tsx';

/** The address arrives through navigation state. */
function emailFromState(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const email = (state as { email?: unknown }).email;
  return typeof email === 'string' && isEmailAddress(email) ? email : null;
}

export function EmailConfirmationScreen() {
  const { t } = useTranslation();
  usePageTitle(t('pages.emailConfirmation'));
  const location = useLocation();
  const email = emailFromState(location.state);
  const [sent, setSent] = useState(false);

  return (
    <AuthLayout>
      <StatusView icon={<Mail className="size-7" />} tone="info" title={t('emailConfirmation.title')}>
        {email ? (
          <div>
            <p>{t('emailConfirmation.sentTo')}</p>
            <p className="mt-1 font-semibold break-all text-slate-900 dark:text-white" data-testid="confirmation-email">
              {email}
            </p>
          </div>
        ) : (
          <p className="font-semibold text-slate-900 dark:text-white">{t('emailConfirmation.sentFallback')}</p>
        )}
        <p>{t('emailConfirmation.instructions')}</p>
        <p className="inline-flex items-center justify-center gap-1.5 rounded-full bg-amber-500/10 px-3 py-1 text-xs font-medium text-amber-700 dark:text-amber-300">
          <Clock className="size-3.5" />
          {t('emailConfirmation.expires')}
        </p>
        {sent ? <Alert tone="success">{t('emailConfirmation.sent')}</Alert> : null}
        <div className="pt-2">
          <ResendActivationButton email={email} onSent={() => setSent(true)} />
          {!email ? <p className="mt-2 text-xs">{t('emailConfirmation.noAddress')}</p> : null}
        </div>
        <p className="pt-2">
          <Link to="/login" className={linkClasses}>
            {t('emailConfirmation.signIn')}
          </Link>
        </p>
      </StatusView>
    </AuthLayout>
  );
}
