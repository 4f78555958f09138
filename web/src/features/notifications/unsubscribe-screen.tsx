import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, MailX } from 'lucide-react';
import { Logo } from '../../components/logo.tsx';
import { ThemeSwitcher } from '../../components/theme-switcher.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { StatusIcon } from '../../components/ui/status-icon.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useUnsubscribe } from './api/unsubscribe.ts';
import { unsubscribedText } from './unsubscribed-text.ts';

/**
 * The page a mail's "Unsubscribe" link opens, signed in or not. It asks first and posts only on the button: mail
 * scanners open links, and opening one must change nothing.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation('notifications');
  const { token = '' } = useParams();
  const call = useUnsubscribe();
  usePageTitle(t('unsubscribe.title'));

  const badToken = call.error instanceof ApiError && call.error.status !== null && call.error.status < 500;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <header className="flex justify-end p-4">
        <ThemeSwitcher />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 sm:items-center">
        <div className="w-full max-w-md">
          <div className="mb-8 flex justify-center">
            <Logo size="lg" />
          </div>
          <div
            className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-xl shadow-slate-900/5 sm:p-8 dark:border-slate-800 dark:bg-slate-900/70 dark:shadow-black/30"
            aria-live="polite"
          >
            {call.isSuccess ? (
              <>
                <StatusIcon tone="success">
                  <CircleCheck className="size-7" />
                </StatusIcon>
                <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{t('unsubscribe.doneTitle')}</h1>
                <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" data-testid="unsubscribe-result">
                  {unsubscribedText(call.data.turnedOff, t)}
                </p>
                <ButtonLink to="/settings?tab=notifications" variant="secondary" className="mt-6" fullWidth>
                  {t('unsubscribe.openSettings')}
                </ButtonLink>
              </>
            ) : call.isError ? (
              <>
                <StatusIcon tone="error">
                  <CircleX className="size-7" />
                </StatusIcon>
                <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{t('unsubscribe.failedTitle')}</h1>
                <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" role="alert">
                  {badToken ? t('unsubscribe.badToken') : errorMessage(call.error)}
                </p>
                {badToken ? (
                  <ButtonLink to="/settings?tab=notifications" variant="secondary" className="mt-6" fullWidth>
                    {t('unsubscribe.openSettings')}
                  </ButtonLink>
                ) : (
                  <Button className="mt-6" fullWidth onClick={() => call.mutate(token)}>
                    {t('unsubscribe.button')}
                  </Button>
                )}
              </>
            ) : (
              <>
                <StatusIcon tone="info">
                  <MailX className="size-7" />
                </StatusIcon>
                <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{t('unsubscribe.question')}</h1>
                <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('unsubscribe.explain')}</p>
                <Button
                  className="mt-6"
                  size="lg"
                  fullWidth
                  loading={call.isPending}
                  onClick={() => call.mutate(token)}
                >
                  {call.isPending ? t('unsubscribe.working') : t('unsubscribe.button')}
                </Button>
              </>
            )}
          </div>
          <p className="mt-6 text-center text-sm">
            <ButtonLink to="/" variant="ghost" size="sm">
              {t('unsubscribe.goHome')}
            </ButtonLink>
          </p>
        </div>
      </main>
    </div>
  );
}
