import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MailCheck, Send, UsersRound } from 'lucide-react';
import { isEmailAddress } from '@vaultbox/common/rules/email-rule.ts';
import { SHARE_CODE_LENGTH } from '@vaultbox/common/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useRequestRecipientCode, useVerifyRecipientCode } from '../api/recipient-code.ts';
import type { PublicShare } from '../api/get-public-share.ts';
import { recipientFailure } from '../recipient-failure.ts';

interface RecipientPromptProps {
  slug: string;
  /** The page data the code's check answered: the share opens with it. */
  onOpened: (data: PublicShare) => void;
  compact?: boolean;
}

const CODE = new RegExp(`^[0-9]{${SHARE_CODE_LENGTH}}$`);

/**
 * A recipient-verified link (docs/product.md, Recipient-verified links): the visitor's address ("Send me a code"),
 * then the mailed code (and the password, when the link has one too), then the share itself.
 */
export function RecipientPrompt({ slug, onOpened, compact = false }: RecipientPromptProps) {
  const { t } = useTranslation('share-recipients');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [needsPassword, setNeedsPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const request = useRequestRecipientCode(slug);
  const verify = useVerifyRecipientCode(slug);

  const failed = (err: unknown) => {
    const known = recipientFailure(err);
    if (known?.needsPassword) {
      setNeedsPassword(true);
      setPasswordError(t(known.key));
    } else setError(known ? t(known.key) : errorMessage(err, t('public.failed')));
  };

  const sendCode = (to: string, again: boolean) => {
    setError(null);
    setNote(null);
    request.mutate(to, {
      onSuccess: () => {
        setSentTo(to);
        setCode('');
        if (again) setNote(t('public.resent'));
      },
      onError: failed,
    });
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    if (!isEmailAddress(email)) return setError(t('public.invalidEmail'));
    sendCode(email.trim(), false);
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending || sentTo === null) return;
    const typed = code.replace(/\s/g, '');
    setPasswordError(null);
    if (!CODE.test(typed)) return setError(t('public.codeFormat'));
    setError(null);
    setNote(null);
    const body = { email: sentTo, code: typed, ...(needsPassword && password ? { password } : {}) };
    verify.mutate(body, { onSuccess: onOpened, onError: failed });
  };

  const card = cn(
    'w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900/60',
    compact && 'border-0 bg-transparent shadow-none dark:bg-transparent',
  );
  const heading = (icon: ReactNode, title: string, text: string) => (
    <div className="mb-5 flex flex-col items-center text-center">
      <div className="mb-3 flex size-12 items-center justify-center rounded-2xl bg-indigo-500/10 text-indigo-500">
        {icon}
      </div>
      <h1 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-1 text-sm break-words text-slate-500 dark:text-slate-400">{text}</p>
    </div>
  );

  if (sentTo === null) {
    return (
      <form onSubmit={submitEmail} className={card} data-testid="recipient-email-step" noValidate>
        {heading(<UsersRound className="size-6" />, t('public.title'), t('public.intro'))}
        <div className="space-y-4">
          <Field
            label={t('public.email')}
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
          />
          <Button type="submit" fullWidth loading={request.isPending} icon={<Send className="size-4" />}>
            {request.isPending ? t('public.sending') : t('public.send')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={submitCode} className={card} data-testid="recipient-code-step" noValidate>
      {heading(<MailCheck className="size-6" />, t('public.codeTitle'), t('public.codeSent', { email: sentTo }))}
      <div className="space-y-4">
        <Field
          label={t('public.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SHARE_CODE_LENGTH + 2}
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error}
          hint={note}
        />
        {needsPassword ? (
          <PasswordField
            label={t('public.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={passwordError}
          />
        ) : null}
        <Button type="submit" fullWidth loading={verify.isPending}>
          {verify.isPending ? t('public.checking') : t('public.open')}
        </Button>
        <div className="flex flex-wrap justify-between gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={() => sendCode(sentTo, true)}>
            {t('public.resend')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setSentTo(null);
              setError(null);
              setNote(null);
            }}
          >
            {t('public.otherEmail')}
          </Button>
        </div>
      </div>
    </form>
  );
}
