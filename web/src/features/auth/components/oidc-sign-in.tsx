import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { OIDC_START_PATH } from '../api/oidc.ts';

/**
 * "Sign in with <provider>" (docs/product.md, Single sign-on): a plain link, since the server answers it with the
 * provider's redirect. `divider`: the "or" line above the password form.
 */
export function OidcSignIn({ name, divider }: { name: string; divider: boolean }) {
  const { t } = useTranslation('oidc');
  return (
    <div className="space-y-5">
      <a href={OIDC_START_PATH} className={cn(buttonClasses('secondary', 'lg'), 'w-full')} data-testid="oidc-sign-in">
        <KeyRound className="size-4" />
        {t('signInWith', { provider: name })}
      </a>
      {divider ? (
        <div
          className="flex items-center gap-3 text-xs text-slate-500 uppercase dark:text-slate-400"
          aria-hidden="true"
        >
          <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
          {t('or')}
          <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
        </div>
      ) : null}
    </div>
  );
}
