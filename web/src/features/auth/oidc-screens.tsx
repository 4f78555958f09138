import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleX, KeyRound, Link2, LogIn, ShieldCheck, Ticket } from 'lucide-react';
import type { OidcPendingResponse } from '@vaultbox/common/schemas/oidc.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { fetchOidcPending, useFinishOidc, type OidcFinish } from './api/oidc.ts';
import { AuthLayout, StatusView } from './components/auth-layout.tsx';
import { accountProblemOf } from './login-problem.ts';
import { failureOf, failureSentenceKey, takeTicketFromAddress } from './oidc-ticket.ts';

type Step = 'complete' | 'link' | 'invite';

/** The ticket of this page's address, read once (and taken out of the address) when the page opens. */
function useTicket(): string {
  const [ticket] = useState(takeTicketFromAddress);
  return ticket;
}

/** What the ticket is for: its provider and e-mail, for the link and invite pages' texts. */
function usePending(ticket: string) {
  const [pending, setPending] = useState<OidcPendingResponse | null>(null);
  const [failed, setFailed] = useState<string | null>(ticket ? null : '');
  useEffect(() => {
    if (!ticket) return;
    fetchOidcPending(ticket)
      .then(setPending)
      .catch((error: unknown) => setFailed(errorMessage(error)));
  }, [ticket]);
  return { pending, failed };
}

function Failed({ message }: { message: string }) {
  const { t } = useTranslation('oidc');
  return (
    <StatusView icon={<CircleX className="size-7" />} tone="error" title={t('failedTitle')}>
      <p>{message || t('ticketMissing')}</p>
      <ButtonLink to="/login" fullWidth>
        {t('backToLogin')}
      </ButtonLink>
    </StatusView>
  );
}

/**
 * /oidc/complete, /oidc/link and /oidc/invite: where the provider's callback sends the browser with a one-time ticket
 * (docs/product.md, Single sign-on). A session ticket is spent at once (the app's two-factor code asked if the account
 * has it on); a link asks the password of the account with that e-mail; an invite asks an invite code.
 */
export function OidcFinishScreen({ step }: { step: Step }) {
  const { t } = useTranslation('oidc');
  const { t: tSignIn } = useTranslation('sign-in');
  usePageTitle(t(`${step}.title`));
  const navigate = useNavigate();
  const ticket = useTicket();
  const { pending, failed } = usePending(step === 'complete' ? '' : ticket);
  const finish = useFinishOidc();
  const [password, setPassword] = useState('');
  const [inviteCode, setInviteCode] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fatal, setFatal] = useState<string | null>(step === 'complete' && !ticket ? '' : null);
  const sent = useRef(false);

  const send = (extra: Omit<OidcFinish['body'], 'ticket'>) => {
    const path = step === 'complete' ? 'session' : step === 'link' ? 'link' : 'register';
    finish.mutate(
      { path, body: { ticket, ...extra } },
      {
        onSuccess: () => void navigate('/dashboard', { replace: true }),
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : null;
          // A deactivated or unactivated account: the password sign-in's own translated sentence.
          const account = accountProblemOf(error);
          const sentence = account ? tSignIn(account) : errorMessage(error);
          if (code === 'TWO_FACTOR_REQUIRED' || code === 'TWO_FACTOR_INVALID') {
            setAskCode(true);
            setCode('');
            setProblem(code === 'TWO_FACTOR_INVALID' ? sentence : null);
          } else if (code === 'OIDC_TICKET_INVALID' || step === 'complete') setFatal(sentence);
          else setProblem(sentence);
        },
      },
    );
  };

  useEffect(() => {
    // Once, on the next tick: a mount torn down at once (React's development double mount) never spends it twice.
    if (step !== 'complete' || !ticket || sent.current) return;
    const timer = setTimeout(() => {
      sent.current = true;
      send({});
    });
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ticket is spent once, when the page opens
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const twoFactorCode = askCode && code.trim() ? code.trim() : undefined;
    if (step === 'link') send({ password, twoFactorCode });
    else if (step === 'invite') send({ inviteCode: inviteCode.trim() });
    else send({ twoFactorCode });
  };

  if (fatal !== null || failed !== null) {
    return (
      <AuthLayout>
        <Failed message={fatal ?? failed ?? ''} />
      </AuthLayout>
    );
  }
  const waiting = step === 'complete' ? !askCode : pending === null;
  if (waiting) {
    return (
      <AuthLayout>
        <div className="flex flex-col items-center gap-3 py-6 text-sm text-slate-500 dark:text-slate-400" role="status">
          <Spinner />
          {t('signingIn')}
        </div>
      </AuthLayout>
    );
  }
  const values = { provider: pending?.provider ?? '', email: pending?.email ?? '' };
  return (
    <AuthLayout title={t(`${step}.title`, values)} subtitle={t(`${step}.subtitle`, values)}>
      <form onSubmit={submit} noValidate className="space-y-5">
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {step === 'link' ? (
          <>
            <Alert tone="info" title={t('link.whyTitle')}>
              {t('link.why', values)}
            </Alert>
            <Field label={t('link.email')} value={values.email} readOnly name="email" autoComplete="username" />
            <PasswordField
              label={t('link.password')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              name="password"
              autoComplete="current-password"
              required
            />
          </>
        ) : null}
        {step === 'invite' ? (
          <Field
            label={t('invite.code')}
            hint={t('invite.hint')}
            value={inviteCode}
            onChange={(event) => setInviteCode(event.target.value)}
            name="invite-code"
            required
            icon={<Ticket className="size-4" />}
          />
        ) : null}
        {askCode ? (
          <Field
            label={t('twoFactor.code')}
            hint={t('twoFactor.hint')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            name="one-time-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            maxLength={20}
            icon={<ShieldCheck className="size-4" />}
          />
        ) : null}
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={finish.isPending}
          icon={
            step === 'link' ? (
              <Link2 className="size-4" />
            ) : step === 'invite' ? (
              <KeyRound className="size-4" />
            ) : (
              <LogIn className="size-4" />
            )
          }
        >
          {t(`${step}.submit`, values)}
        </Button>
      </form>
    </AuthLayout>
  );
}

/** /oidc/error?reason=...: a refused callback, in a sentence (docs/product.md, Single sign-on). */
export function OidcErrorScreen() {
  const { t } = useTranslation('oidc');
  usePageTitle(t('failedTitle'));
  const [params] = useSearchParams();
  const reason = failureOf(params.get('reason'));
  return (
    <AuthLayout>
      <StatusView icon={<CircleX className="size-7" />} tone="error" title={t('failedTitle')}>
        <p data-testid="oidc-error">{t(failureSentenceKey(reason))}</p>
        <ButtonLink to="/login" fullWidth>
          {t('backToLogin')}
        </ButtonLink>
      </StatusView>
    </AuthLayout>
  );
}
