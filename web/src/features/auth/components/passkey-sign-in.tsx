import { useTranslation } from 'react-i18next';
import { Fingerprint } from 'lucide-react';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { passkeyProblemOf } from '../../../components/passkey-problem.ts';
import { displayNameOf } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { usePasskeySignIn } from '../api/passkey-sign-in.ts';
import { accountProblemOf } from '../login-problem.ts';

/**
 * "Sign in with a passkey" (docs/product.md, Passkeys): no address typed, the browser offers the passkeys it holds.
 * Shown only when the server offers passkeys and this browser can use them. `divider`: the "or" line above it;
 * `askingCode`: the password was right and a two-factor code is asked, which a passkey replaces.
 */
export function PasskeySignIn({
  offered,
  divider,
  askingCode = false,
}: {
  offered: boolean;
  divider: boolean;
  askingCode?: boolean;
}) {
  const { t } = useTranslation('passkeys');
  const { t: tApp } = useTranslation();
  const { t: tSignIn } = useTranslation('sign-in');
  const signIn = usePasskeySignIn();
  if (!offered || !browserSupportsWebAuthn()) return null;
  const problem = signIn.error ? passkeyProblemOf(signIn.error) : null;
  const account = accountProblemOf(signIn.error);
  return (
    <div className="mt-5 space-y-5">
      {divider ? (
        <div
          className="flex items-center gap-3 text-xs text-slate-500 uppercase dark:text-slate-400"
          aria-hidden="true"
        >
          <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
          {t('login.or')}
          <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
        </div>
      ) : null}
      {askingCode ? <p className="text-sm text-slate-600 dark:text-slate-300">{t('login.insteadOfCode')}</p> : null}
      {signIn.error ? (
        <Alert tone="error">
          {account ? tSignIn(account) : problem ? t(`errors.${problem}`) : errorMessage(signIn.error)}
        </Alert>
      ) : null}
      <Button
        type="button"
        variant="secondary"
        size="lg"
        fullWidth
        loading={signIn.isPending}
        icon={<Fingerprint className="size-4" />}
        data-testid="passkey-sign-in"
        onClick={() =>
          signIn.mutate(undefined, {
            // The guest guard moves on once the session exists, as after a password sign-in.
            onSuccess: (res) => notify.success(tApp('login.welcomeBack', { name: displayNameOf(res.data.user) })),
          })
        }
      >
        {signIn.isPending ? t('login.signingIn') : t('login.button')}
      </Button>
    </div>
  );
}
