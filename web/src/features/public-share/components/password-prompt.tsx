import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, LockKeyhole } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { cn } from '../../../lib/cn.ts';

interface PasswordPromptProps {
  /** The error under the field: 'Invalid password' or the server's reason (too many attempts). */
  error: string | null;
  busy: boolean;
  onSubmit: (password: string) => void;
  compact?: boolean;
}

/** 'Password Required': a non-blank password opens the file. */
export function PasswordPrompt({ error, busy, onSubmit, compact = false }: PasswordPromptProps) {
  const { t } = useTranslation('sharing');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password.trim() || busy) return;
    onSubmit(password);
  };
  return (
    <form
      onSubmit={submit}
      className={cn(
        'w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900/60',
        compact && 'border-0 bg-transparent shadow-none dark:bg-transparent',
      )}
      data-testid="password-prompt"
      noValidate
    >
      <div className="mb-5 flex flex-col items-center text-center">
        <div className="mb-3 flex size-12 items-center justify-center rounded-2xl bg-indigo-500/10 text-indigo-500">
          <LockKeyhole className="size-6" />
        </div>
        <h1 className="text-lg font-semibold text-slate-900 dark:text-white">{t('public.passwordRequired')}</h1>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('public.passwordProtected')}</p>
      </div>
      <div className="space-y-4">
        <PasswordField
          label={t('public.enterPassword')}
          placeholder={t('public.enterPassword')}
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
        />
        <Button
          type="submit"
          fullWidth
          loading={busy}
          disabled={!password.trim()}
          icon={<KeyRound className="size-4" />}
        >
          {busy ? t('public.checking') : t('public.accessFile')}
        </Button>
      </div>
    </form>
  );
}
